/// Documents built from data rather than in a fixed field order: objects with their keys
/// sorted, every non-empty object and list spread one member a line.
extension SpecDocument {
    /// An object whose keys print sorted by Unicode scalar (UTF-8 byte order, Python's
    /// `sort_keys`; not Swift's `String <`, which compares canonical equivalents).
    public static func object(_ fields: [String: SpecDocument]) -> SpecDocument {
        let keys = fields.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        return .object(keys.map { (key: $0, value: fields[$0]!) }, inline: false)
    }

    public static func array(_ items: [SpecDocument]) -> SpecDocument {
        .list(items, inline: false)
    }

    public static func integer(_ value: Int) -> SpecDocument {
        .number(Double(value))
    }

    /// A string, or null.
    public static func optional(_ text: String?) -> SpecDocument {
        text.map(SpecDocument.string) ?? .null
    }

    /// The same document printed on one line.
    public var inlined: SpecDocument {
        switch self {
        case .list(let items, _): return .list(items.map(\.inlined), inline: true)
        case .object(let fields, _): return .object(fields.map { (key: $0.key, value: $0.value.inlined) }, inline: true)
        default: return self
        }
    }

    /// The path (`$.frames[3].x`) of the first number that is NaN or infinite, in printing
    /// order; nil when every number is finite (JSON has no spelling for the others).
    public func firstNonFiniteNumber(path: String = "$") -> String? {
        switch self {
        case .number(let value): return value.isFinite ? nil : path
        case .list(let items, _):
            for (index, item) in items.enumerated() {
                if let found = item.firstNonFiniteNumber(path: "\(path)[\(index)]") { return found }
            }
            return nil
        case .object(let fields, _):
            for field in fields {
                if let found = field.value.firstNonFiniteNumber(path: "\(path).\(field.key)") { return found }
            }
            return nil
        case .string, .bool, .null: return nil
        }
    }
}

extension SpecDocument {
    /// The value of `key` when the document is an object that has it.
    public subscript(key: String) -> SpecDocument? {
        guard case .object(let fields, _) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }
}

extension SpecDocument: Equatable {
    /// Same values, same key order, same layout.
    public static func == (lhs: SpecDocument, rhs: SpecDocument) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.bool(a), .bool(b)): return a == b
        case (.null, .null): return true
        case let (.list(a, aInline), .list(b, bInline)): return aInline == bInline && a == b
        case let (.object(a, aInline), .object(b, bInline)):
            return aInline == bInline && a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }
}
