import ArgumentParser
import CatalogStore
import SpecModel

struct ListCommand: ParsableCommand {
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

    func run() throws {
        let store = try catalog.open()
        let filter = SpecFilter(tag: tag, pattern: pattern, search: search)
        var output = BufferedOutput()
        if json {
            try Self.streamJSON(store, filter, into: &output)
        } else {
            try Self.streamTable(store, filter, into: &output)
        }
        output.flush()
    }

    /// Rows stream from the catalog; only the column widths are computed first.
    static func streamTable(_ store: Catalog, _ filter: SpecFilter, into output: inout BufferedOutput) throws {
        let widths = try store.columnWidths()
        let nameWidth = max(4, widths.name), titleWidth = min(60, max(5, widths.title))
        let patternWidth = Pattern.allCases.map(\.rawValue.count).max() ?? 0
        func row(_ cells: String...) -> String {
            let padded = [cells[0].padded(nameWidth), cells[1].clipped(titleWidth).padded(titleWidth), cells[2].padded(patternWidth), cells[3].padded(8)]
            return (padded + [cells[4]]).joined(separator: "  ") + "\n"
        }
        output.write(row("NAME", "TITLE", "PATTERN", "ELEMENTS", "WORST"))
        try store.forEachSummary(filter) { summary in
            output.write(row(summary.name, summary.title ?? "", summary.pattern, String(summary.elementCount), summary.worst ?? "-"))
        }
    }

    /// SPEC.md §2: one array of objects with name, title, pattern, elements, worst.
    static func streamJSON(_ store: Catalog, _ filter: SpecFilter, into output: inout BufferedOutput) throws {
        var first = true
        try store.forEachSummary(filter) { summary in
            // Written field by field (not through SpecDocument): this runs once per spec.
            output.write(first ? "[\n  {\"name\": " : ",\n  {\"name\": ")
            output.write(jsonString(summary.name))
            output.write(", \"title\": ")
            output.write(summary.title.map(jsonString) ?? "null")
            output.write(", \"pattern\": ")
            output.write(jsonString(summary.pattern))
            output.write(", \"elements\": \(summary.elementCount), \"worst\": ")
            output.write(summary.worst.map(jsonString) ?? "null")
            output.write("}")
            first = false
        }
        output.write(first ? "[]\n" : "\n]\n")
    }
}

extension Pattern: ExpressibleByArgument {}

private extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func clipped(_ width: Int) -> String {
        count <= width ? self : String(prefix(width - 1)) + "…"
    }
}
