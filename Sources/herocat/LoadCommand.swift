import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import SpecModel

struct LoadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Apply a directory of spec files to the catalog, all or nothing.",
        discussion: """
        Reads every visible .yaml, .yml and .json file (hidden files are ignored). In a directory written \
        by 'herocat dump', files as dumped are skipped; files edited since are checked as 'add' checks them \
        and stored as new revisions; a spec changed both in its file and in the catalog since the dump is a \
        conflict (exit 4, nothing written). --prune removes specs that have no file, never one changed in \
        the catalog since the dump. Every problem of every file is reported at once.
        """
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Argument(help: ArgumentHelp("A directory written by 'herocat dump' (or by hand).", valueName: "dir"))
    var directory: String

    @Flag(help: "Remove catalog specs that have no file in the directory.")
    var prune = false

    @Flag(help: "Take the file's version over a conflicting catalog change, and store specs even when they have error findings.")
    var force = false

    func run() async throws {
        let service = try catalog.open()
        let report = try await ProgressLine.around("load") { try await service.load(from: directory, prune: prune, force: force, author: authorship.resolved) }
        for note in report.notes { Output.note(note.cliLine) }
        let summary = report.summary
        Output.line("loaded \(counted(report.files, "file")): \(summary.added) added, \(summary.changed) changed, \(summary.unchanged) unchanged, \(summary.removed) removed")
    }
}
