import ArgumentParser
import CatalogStore
import SpecModel

struct HistoryCommand: ParsableCommand {
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

    func run() throws {
        let revisions = try catalog.open().history(of: name.name)
        if json {
            let objects = revisions.map { revision in
                SpecDocument.object([
                    ("revision", .number(Double(revision.number))), ("action", .string(revision.action)),
                    ("author", .string(revision.author)), ("time", .string(revision.time)), ("change", .string(revision.change)),
                ], inline: true)
            }
            Output.write(SpecDocument.list(objects, inline: false).json)
        } else {
            for revision in revisions {
                Output.line("\(revision.number)  \(revision.time)  \(revision.author)  \(revision.action)  \(revision.change)")
            }
        }
    }
}
