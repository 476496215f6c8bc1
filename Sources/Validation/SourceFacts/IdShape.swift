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
        // A model's identity (`course.id`) is a key of the app's data, never text written in
        // its code: it never fits a frame with words of its own (`"container\(course.id)"`).
        if !view.idShape.isKnown, UnknownID.readsModelIdentity(view.idSource) { return false }
        guard case .literal(let text) = view.idShape else { return true }
        let value = text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
        return value.hasPrefix(prefix) && value.hasSuffix(suffix) && value.count > prefix.count + suffix.count
    }
}

/// What herocat knows of an id it cannot read: the frame of a template, that it is a model's
/// identity, or nothing.
package enum UnknownID: Sendable {
    case frame(IdFrame)
    /// `item.id`, `"\(coin.id ?? "")"`, `user.uuid.uuidString`: a key of the app's data, never
    /// a name written in its code, so never equal to a constant id such as `"icon"`.
    case modelIdentity
    case anything

    package init(_ source: String) {
        if let frame = IdFrame(source) {
            self = .frame(frame)
        } else {
            self = Self.readsModelIdentity(source) ? .modelIdentity : .anything
        }
    }

    /// This id may take the value of `view`'s.
    package func mayEqual(_ view: ViewFact) -> Bool {
        switch self {
        case .frame(let frame): return frame.mayEqual(view)
        case .modelIdentity: return !view.idShape.isKnown
        case .anything: return true
        }
    }

    /// The names a model's identity is read through, last in a member chain.
    static let identityNames: Set<String> = ["id", "ID", "uuid", "identifier"]

    /// One of those, or a name that ends in one (`localIdentifier`, `photoID`, `itemId`).
    static func isIdentityName(_ name: Substring) -> Bool {
        identityNames.contains(String(name)) || ["Identifier", "ID", "Id", "UUID"].contains { name.count > $0.count && name.hasSuffix($0) }
    }

    /// `base.id` (through optional chaining), alone or as the one interpolation of a template
    /// with no text of its own, with `?? fallback`, `.uuidString` or `.description` after it.
    /// The base is a value, not `self` (a view's own `id` comes from its uses) or a type.
    static func readsModelIdentity(_ source: String) -> Bool {
        identityPath(source) != nil
    }

    /// The member chain of a model's identity (`["photo", "id"]` for `"\(photo.id ?? "")"`), or
    /// nil when `source` reads none (see `readsModelIdentity`).
    package static func identityPath(_ source: String) -> [Substring]? {
        guard let parts = memberPath(source), isIdentityName(parts.last!) else { return nil }
        return parts
    }

    /// The member chain `source` reads (`["product", "image"]` for `product.image`), or nil.
    package static func memberPath(_ source: String) -> [Substring]? {
        var text = Substring(source.filter { !$0.isWhitespace })
        if text.hasPrefix("\"\\("), text.hasSuffix(")\"") { text = text.dropFirst(3).dropLast(2) }
        if let fallback = text.range(of: "??") { text = text[..<fallback.lowerBound] }
        for tail in [".uuidString", ".description"] where text.hasSuffix(tail) { text = text.dropLast(tail.count) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { $0.hasSuffix("?") ? $0.dropLast() : $0 }
        guard parts.count >= 2, let base = parts.first, base != "self", base.first.map({ $0.isLowercase || $0 == "$" || $0 == "_" }) == true,
              parts.allSatisfy({ part in !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } }) else { return nil }
        return parts
    }
}
