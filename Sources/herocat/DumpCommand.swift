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
        Files are named NAME.yaml (a spec already in another file of the directory stays in it) and written only \
        when the catalog's version changed since this catalog last exchanged the spec with the directory; a \
        spec the catalog removed has its file deleted. A file changed in the directory since (or never \
        exchanged) is never overwritten: it is named, for 'herocat load'. A spec changed differently on both \
        sides is a conflict (exit 4, nothing written). --force writes the catalog's version over every \
        difference. The hidden file .herocat-dump holds the directory's id and each catalog's dump count: commit it with \
        the files; a clone that does not hold this catalog's last dump is refused as behind it unless --force. With \
        --remote, the server's catalog decides by the same rules and keeps the record of the directory (an editor \
        token); the files are written here, and the server records them only once they are.
        """
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The directory (created if missing).", valueName: "dir"))
    var directory: String

    @Flag(help: "Write the catalog's version over files changed in the directory, and over conflicts.")
    var force = false

    func run() async throws {
        let service = try catalog.exchange()
        let report = try await ProgressLine.around("dump") { try await service.dump(to: directory, force: force) }
        let removed = report.removed > 0 ? ", \(report.removed) removed" : ""
        Output.line("dumped \(counted(report.written + report.unchanged, "spec")) to \(directory) (\(report.written) written, \(report.unchanged) unchanged\(removed))")
        if !report.notLoaded.isEmpty {
            Output.note("warning: left \(Self.listed(report.notLoaded, "file changed in \(directory) since this catalog last exchanged it", "files changed in \(directory) since this catalog last exchanged them")); "
                + "run 'herocat load \(directory)' to take the changes, or 'herocat dump --force \(directory)' to overwrite them")
        }
        if !report.deletedFiles.isEmpty {
            Output.note("warning: did not write back \(Self.listed(report.deletedFiles, "spec whose file was removed from \(directory)", "specs whose files were removed from \(directory)")); "
                + "run 'herocat load --prune \(directory)' to remove them from the catalog, or 'herocat dump --force \(directory)' to write them back")
        }
        if !report.strays.isEmpty {
            Output.note("warning: kept \(Self.listed(report.strays, "spec file the catalog does not hold", "spec files the catalog does not hold"))")
        }
    }

    /// "2 files ...: a.yaml, b.yaml", the first five named.
    private static func listed(_ items: [String], _ one: String, _ many: String) -> String {
        "\(items.count) \(items.count == 1 ? one : many): \(items.prefix(5).joined(separator: ", "))\(items.count > 5 ? ", …" : "")"
    }
}
