import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import SpecModel

struct DumpCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Write one byte-stable YAML file per spec into a directory, for review in git.",
        discussion: """
        Files are named NAME.yaml and written only when their bytes change; the hidden file .herocat-dump \
        records the revision each file was dumped at, so 'herocat load DIR' can tell edits from stale files. \
        A file edited since the last dump or load is never overwritten (nothing is written, exit 4) unless --force.
        """
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The directory (created if missing).", valueName: "dir"))
    var directory: String

    @Flag(help: "Overwrite files edited since the last dump or load.")
    var force = false

    func run() async throws {
        let service = try catalog.open()
        let report = try await ProgressLine.around("dump") { try await service.dump(to: directory, force: force) }
        Output.line("dumped \(counted(report.written + report.unchanged, "spec")) to \(directory) (\(report.written) written, \(report.unchanged) unchanged)")
        let strays = report.strays
        if !strays.isEmpty {
            Output.note("warning: \(counted(strays.count, "spec file")) in \(directory) \(strays.count == 1 ? "is" : "are") not in the catalog and \(strays.count == 1 ? "was" : "were") kept: \(strays.prefix(5).joined(separator: ", "))\(strays.count > 5 ? ", …" : "")")
        }
    }
}
