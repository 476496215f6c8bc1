/// The set of values a matched id can take, as far as the source says.
package enum IdShape: Equatable, Sendable {
    /// One constant: a plain string, a number, an enum case (`"pill"`, `3`, `.title`).
    case literal(String)
    /// One of a few constants (`isTop ? "a" : "b"`).
    case choices([String])
    /// A parameter of a view function or a property of a child view (`id: name`): its value
    /// comes from each use, and resolution substitutes what the use passes.
    case parameter(String)
    /// Anything else: a value herocat cannot know, which may equal any other id.
    case dynamic

    package var isKnown: Bool {
        if case .literal = self { return true }
        return false
    }
}

/// The literal text around the interpolations of a string-template id: `"text\(card.id)"`
/// has the prefix `text` and no suffix. Two ids can only be equal when their frames agree.
package struct IdFrame: Equatable, Sendable {
    package var prefix: String
    package var suffix: String

    /// Nil unless `source` is one string literal with at least one interpolation and some
    /// literal text around it.
    package init?(_ source: String) {
        guard source.count >= 2, source.first == "\"", source.last == "\"", let open = source.range(of: "\\("),
              let close = source.range(of: ")", options: .backwards), close.lowerBound > open.lowerBound else { return nil }
        let body = source.dropFirst().dropLast()
        guard !body.contains("\"") else { return nil }
        prefix = String(source[source.index(after: source.startIndex)..<open.lowerBound])
        suffix = String(source[close.upperBound..<source.index(before: source.endIndex)])
        guard !prefix.isEmpty || !suffix.isEmpty, !prefix.contains("\\"), !suffix.contains("\\") else { return nil }
    }

    /// Another template can produce the same text.
    package func overlaps(_ other: IdFrame) -> Bool {
        (prefix.hasPrefix(other.prefix) || other.prefix.hasPrefix(prefix)) && (suffix.hasSuffix(other.suffix) || other.suffix.hasSuffix(suffix))
    }

    /// An id that is no template may take this one's value: a literal that fits the frame with
    /// something in place of the interpolation (an id interpolated is never empty), or a value
    /// herocat cannot read.
    package func mayEqual(_ view: ViewFact) -> Bool {
        guard case .literal(let text) = view.idShape else { return true }
        let value = text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
        return value.hasPrefix(prefix) && value.hasSuffix(suffix) && value.count > prefix.count + suffix.count
    }
}
