import ArgumentParser
import CatalogStore
import SpecModel

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the catalog's specs, one a line."
    )

    @OptionGroup var catalog: CatalogOptions

    @Option(help: "Only specs with this tag.")
    var tag: String?

    @Option(help: ArgumentHelp("Only specs of this pattern (\(Pattern.allCases.map(\.rawValue).joined(separator: ", "))).", valueName: "pattern"))
    var pattern: Pattern?

    @Flag(help: "Print one JSON array of objects.")
    var json = false

    func run() throws {
        let summaries = try catalog.open().summaries(tag: tag, pattern: pattern)
        Output.write(json ? Self.json(summaries) : Self.table(summaries))
    }

    /// Aligned columns: name, title, pattern, element count.
    static func table(_ summaries: [SpecSummary]) -> String {
        let rows = [["NAME", "TITLE", "PATTERN", "ELEMENTS"]] + summaries.map {
            [$0.name, $0.title ?? "", $0.pattern, String($0.elementCount)]
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    static func json(_ summaries: [SpecSummary]) -> String {
        let objects = summaries.map { summary in
            SpecDocument.object([
                ("name", .string(summary.name)), ("title", summary.title.map(SpecDocument.string) ?? .null),
                ("pattern", .string(summary.pattern)), ("elements", .number(Double(summary.elementCount))),
            ], inline: true)
        }
        return SpecDocument.list(objects, inline: false).json
    }
}

extension Pattern: ExpressibleByArgument {}
