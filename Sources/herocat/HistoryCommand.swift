import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Every revision of a spec: number, time, author, action, what changed.",
        discussion: """
        A removed spec keeps its history. 'herocat show NAME --revision N' prints a past revision.

        With --diff, each revision is followed by the lines of its YAML that changed since the revision before, \
        as a unified diff labelled NAME@N (the first revision adds every line, a removal removes every line).
        """
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The spec's catalog name.", valueName: "name"), transform: SpecName.parse)
    var name: SpecName

    @Flag(help: "Print one JSON array of revisions.")
    var json = false

    @Flag(help: "Show each revision's YAML diff against the revision before (with --json: a 'diff' field).")
    var diff = false

    func run() async throws {
        let access = try catalog.access()
        let revisions: [Revision], diffs: [String]?
        if diff {
            let entries = try await access.historyWithDiffTexts(name.name)
            (revisions, diffs) = (entries.map(\.revision), entries.map(\.diff))
        } else {
            (revisions, diffs) = (try await access.history(name.name), nil)
        }
        if json {
            Output.write(Documents.history(revisions, diffs: diffs).json)
            return
        }
        for (index, revision) in revisions.enumerated() {
            // With diffs, a blank line parts one revision's block from the next.
            if diffs != nil, index > 0 { Output.line("") }
            Output.line("\(revision.number)  \(revision.time)  \(revision.author)  \(revision.action)  \(revision.change)")
            if let text = diffs?[index] { Output.write(text) }
        }
    }
}
