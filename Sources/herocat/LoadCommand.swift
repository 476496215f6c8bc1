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
        Reads every visible .yaml, .yml and .json file (hidden files are ignored). Each spec is compared, by \
        content, with what this catalog last exchanged with the directory (its id is in the directory's \
        .herocat-dump file, the same in every clone): a file changed only in the directory is checked as 'add' \
        checks it and stored as a new revision; a spec changed only in the catalog keeps the catalog's version; \
        the same change on both sides is no change; different changes on both sides are a conflict that names \
        the spec, who changed the catalog's side and when (exit 4, nothing written). --prune removes specs whose \
        file is gone, never one changed in the catalog since, nor one never exchanged with the directory. \
        Every problem of every file is reported at once. A clone that does not hold this catalog's last dump \
        (not pulled, or an older commit checked out) is refused as behind the catalog unless --force. With --remote, the files are read here and the \
        server's catalog decides by the same rules and keeps the record of the directory (an editor token; an \
        admin's with --prune).
        """
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Argument(help: ArgumentHelp("A directory of spec files: written by 'herocat dump', by hand, or both.", valueName: "dir"))
    var directory: String

    @Flag(help: "Remove catalog specs whose file was removed from the directory.")
    var prune = false

    @Flag(help: "Take the file's version over a conflicting catalog change, and store specs even when they have error findings.")
    var force = false

    func run() async throws {
        let service = try catalog.exchange()
        let report = try await ProgressLine.around("load") { try await service.load(from: directory, prune: prune, force: force, author: authorship.resolved) }
        for note in report.notes { Output.note(note.cliLine) }
        let summary = report.summary
        Output.line("loaded \(counted(report.files, "file")): \(summary.added) added, \(summary.changed) changed, \(summary.unchanged) unchanged, \(summary.removed) removed")
    }
}
