import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct CopyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy the whole catalog into a new, empty one: a file or a PostgreSQL database.",
        discussion: """
        Copies every spec, every revision with its author and time, the tokens and the bases of dump and load, \
        from --db into DEST (a file path or postgres://user@host:port/database), either way. DEST is created \
        when missing and must otherwise be empty (exit 3). The copy is one transaction, counted again after it \
        is written.
        """
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The catalog to copy into: a new file, or an empty PostgreSQL database.", valueName: "dest"))
    var destination: String

    func run() async throws {
        let service = try catalog.open(for: .inspect)
        let counts = try await service.copy(to: destination, busyTimeout: catalog.wait)
        Output.line("copied \(service.path) to \(destination): \(counts)")
    }
}
