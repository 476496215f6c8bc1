import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Delete a spec from the catalog (its history keeps it)."
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Argument(help: ArgumentHelp("The spec's catalog name.", valueName: "name"), transform: SpecName.parse)
    var name: SpecName

    func run() async throws {
        try await catalog.access(for: .write).remove(name.name, author: authorship.resolved)
        Output.line("removed \(name.name)")
    }
}
