import ArgumentParser
import CatalogCommandLine
import HerocatKit
import SpecModel

struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the catalog's specs, one a line: name, title, pattern, element count, worst finding."
    )

    @OptionGroup var catalog: CatalogOptions

    @Option(help: "Only specs with this tag.")
    var tag: String?

    @Option(help: ArgumentHelp("Only specs of this pattern (\(Pattern.allCases.map(\.rawValue).joined(separator: ", "))).", valueName: "pattern"))
    var pattern: Pattern?

    @Option(help: ArgumentHelp("Full-text search over names, titles, summaries, tags and element ids, best match first.", valueName: "text"))
    var search: String?

    @Flag(help: "Print one JSON array of objects.")
    var json = false

    func run() async throws {
        let service = try catalog.access()
        let filter = SpecFilter(tag: tag, pattern: pattern, search: search)
        let output = BufferedOutput()
        if json {
            try await SummaryListing.streamJSON(service, filter, into: output)
        } else {
            try await SummaryListing.streamTable(service, filter, into: output)
        }
        output.flush()
    }
}

extension Pattern: ExpressibleByArgument {}
