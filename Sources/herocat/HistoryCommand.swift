import ArgumentParser
import HerocatKit

struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Every revision of a spec: number, time, author, action, what changed.",
        discussion: "A removed spec keeps its history. 'herocat show NAME --revision N' prints a past revision."
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The spec's catalog name.", valueName: "name"), transform: SpecName.parse)
    var name: SpecName

    @Flag(help: "Print one JSON array of revisions.")
    var json = false

    func run() async throws {
        let revisions = try await catalog.access().history(name.name)
        if json {
            Output.write(Documents.history(revisions).json)
        } else {
            for revision in revisions {
                Output.line("\(revision.number)  \(revision.time)  \(revision.author)  \(revision.action)  \(revision.change)")
            }
        }
    }
}
