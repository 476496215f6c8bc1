import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import SpecModel

struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of the catalog to a new file, while others go on writing.",
        discussion: """
        The copy is one snapshot (SQLite's VACUUM INTO), taken without stopping other writers, and opens as a \
        catalog of its own (--db FILE). An existing FILE is never overwritten (exit 3).
        """
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The copy to write; it must not exist.", valueName: "file"))
    var file: String

    func run() async throws {
        let service = try catalog.open(for: .inspect)
        let specs = try await service.backup(to: file)
        Output.line("backed up \(service.path) to \(file) (\(counted(specs, "spec")))")
    }
}
