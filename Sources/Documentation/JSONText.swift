import SpecModel

/// A small JSON value for the generated schemas, printed by the spec model's one JSON
/// printer (keys in the order given, two-space indent), so they are the same bytes everywhere.
indirect enum JSONText {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    var rendered: String { document.json }

    /// Lists of scalars and empty objects print on one line.
    private var document: SpecDocument {
        switch self {
        case .string(let text): return .string(text)
        case .number(let value): return .number(value)
        case .bool(let value): return .bool(value)
        case .array(let items): return .list(items.map(\.document), inline: items.allSatisfy(\.isScalar))
        case .object(let fields): return .object(fields.map { (key: $0.0, value: $0.1.document) }, inline: fields.isEmpty)
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
