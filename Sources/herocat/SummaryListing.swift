import HerocatKit
import SpecModel

/// How `list` (and the demo) print summaries: rows stream from the catalog; only the
/// column widths are computed first.
enum SummaryListing {
    static func streamTable(_ service: any CatalogAccess, _ filter: SpecFilter, into output: BufferedOutput) async throws {
        let widths = try await service.columnWidths()
        let nameWidth = max(4, widths.name), titleWidth = min(60, max(5, widths.title))
        let patternWidth = Pattern.allCases.map(\.rawValue.count).max() ?? 0
        @Sendable func row(_ cells: String...) -> String {
            let padded = [cells[0].padded(nameWidth), cells[1].clipped(titleWidth).padded(titleWidth), cells[2].padded(patternWidth), cells[3].padded(8)]
            return (padded + [cells[4]]).joined(separator: "  ") + "\n"
        }
        output.write(row("NAME", "TITLE", "PATTERN", "ELEMENTS", "WORST"))
        try await service.forEachSummary(untagged(filter)) { summary in
            output.write(row(summary.name, summary.title ?? "", summary.pattern, String(summary.elementCount), summary.worst ?? "-"))
        }
    }

    /// `list --json`: one array of the kit's summary documents, one a line, written a row
    /// at a time by the one JSON writer, straight from the fields.
    static func streamJSON(_ service: any CatalogAccess, _ filter: SpecFilter, into output: BufferedOutput) async throws {
        let rows = SummaryRows(JSONRowStream(write: output.write(bytes:)))
        try await service.forEachSummary(untagged(filter)) { rows.append($0) }
        rows.finish()
    }

    /// Neither listing shows tags: the store need not read them.
    private static func untagged(_ filter: SpecFilter) -> SpecFilter {
        var filter = filter
        filter.withTags = false
        return filter
    }
}

/// The JSON rows of a listing, appended from the store's reader queue (one at a time, in order).
private final class SummaryRows: @unchecked Sendable {
    private var stream: JSONRowStream

    init(_ stream: JSONRowStream) { self.stream = stream }

    func append(_ summary: SpecSummary) { stream.appendObject { Documents.summaryFields(summary, into: &$0) } }

    func finish() { stream.finish() }
}

private extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func clipped(_ width: Int) -> String {
        count <= width ? self : String(prefix(width - 1)) + "…"
    }
}
