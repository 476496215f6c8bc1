import ArgumentParser
import HerocatKit

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
        let report = try await catalog.open().dump(to: directory, force: force)
        Output.line("dumped \(report.written + report.unchanged) specs to \(directory) (\(report.written) written, \(report.unchanged) unchanged)")
        let strays = report.strays
        if !strays.isEmpty {
            Output.note("warning: \(strays.count) spec files in \(directory) are not in the catalog and were kept: \(strays.prefix(5).joined(separator: ", "))\(strays.count > 5 ? ", …" : "")")
        }
    }
}
