import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import SpecModel

/// The formats a spec prints in; both are files `add` accepts.
enum SpecFormat: String, CaseIterable, ExpressibleByArgument {
    case yaml, json
}

/// A spec name argument, checked before the catalog is opened.
struct SpecName: ExpressibleByArgument {
    let name: CatalogName
    init?(argument: String) {
        guard let name = CatalogName(argument) else { return nil }
        self.name = name
    }
    static var defaultCompletionKind: CompletionKind { .default }
}

struct ShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a stored spec as a file that 'add' accepts."
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The spec's catalog name.", valueName: "name"), transform: SpecName.parse)
    var name: SpecName

    @Option(help: "yaml or json.")
    var format: SpecFormat = .yaml

    @Option(parsing: .unconditional, help: ArgumentHelp("Show this past revision (see 'herocat history').", valueName: "n"))
    var revision: Int?

    func validate() throws {
        try RevisionOption.check(revision, option: "--revision")
    }

    func run() async throws {
        let service = try catalog.access()
        let spec = if let revision { try await service.spec(name.name, revision: revision) } else { try await service.spec(name.name) }
        let document = spec.document
        Output.write(format == .yaml ? document.yaml : document.json)
    }
}
