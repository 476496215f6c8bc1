import ArgumentParser
import CatalogStore

struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Delete a spec from the catalog."
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The spec's catalog name.", valueName: "name"))
    var name: SpecName

    func run() throws {
        try catalog.open().remove(name.name)
        Output.line("removed \(name.name)")
    }
}
