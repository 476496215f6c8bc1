import MotionCore
import SpecModel

/// The two layouts the exporters write JSON in, both printed by the spec model's one writer.
extension SpecDocument {
    /// A number rounded to 4 decimals, the timeline's precision.
    package static func rounded(_ value: Double) -> SpecDocument {
        .number(Frame.round(value, places: 4))
    }

    /// The root object one key a line, every array directly under the root one item a
    /// line, everything deeper on the item's line; ends with `\n`.
    package func exportJSON() throws(ExportError) -> String {
        try checkFinite()
        guard case .object(let fields, _) = self else { return inlined.json }
        let laidOut = fields.map { field -> (key: String, value: SpecDocument) in
            if case .list(let items, _) = field.value, !items.isEmpty {
                return (field.key, .list(items.map(\.inlined), inline: false))
            }
            return (field.key, field.value.inlined)
        }
        return SpecDocument.object(laidOut, inline: false).json
    }

    /// Every non-empty object and array spread one member a line, two spaces a level (for
    /// documents people read and diff, such as design tokens); ends with `\n`.
    package func indentedJSON() throws(ExportError) -> String {
        try checkFinite()
        return json
    }

    private func checkFinite() throws(ExportError) {
        if let path = firstNonFiniteNumber() { throw .nonFiniteNumber(path: path) }
    }
}
