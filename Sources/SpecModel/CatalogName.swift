/// A catalog key: lowercase `[a-z0-9]` then `[a-z0-9._-]*`, at most 100 characters.
public struct CatalogName: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public static let maxLength = 100

    /// Nil when `text` is not a catalog key; `problem(with:)` says why.
    public init?(_ text: String) {
        guard Self.problem(with: text) == nil else { return nil }
        rawValue = text
    }

    /// Why `text` is not a catalog key, or nil when it is one.
    public static func problem(with text: String) -> String? {
        guard let first = text.unicodeScalars.first else { return "a name must not be empty" }
        if text.unicodeScalars.count > maxLength {
            return "a name has at most \(maxLength) characters, this one has \(text.unicodeScalars.count)"
        }
        guard isLowerAlnum(first) else {
            return "a name starts with a lowercase letter or digit [a-z0-9]"
        }
        guard text.unicodeScalars.allSatisfy({ isLowerAlnum($0) || ".-_".unicodeScalars.contains($0) }) else {
            return "a name holds only lowercase letters, digits, '.', '_' and '-'"
        }
        return nil
    }

    private static func isLowerAlnum(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A Swift identifier (namespace and state names): it is pasted into generated
/// code, so it is checked, never trusted.
public struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init?(_ text: String) {
        guard Self.problem(with: text) == nil else { return nil }
        rawValue = text
    }

    /// Why `text` is not a plain Swift identifier, or nil when it is one.
    public static func problem(with text: String) -> String? {
        guard let first = text.unicodeScalars.first else { return "an identifier must not be empty" }
        guard isHead(first), text.unicodeScalars.dropFirst().allSatisfy({ isHead($0) || ("0"..."9").contains($0) }) else {
            return "a Swift identifier is a letter or '_' followed by letters, digits or '_'"
        }
        if reservedWords.contains(text) { return "'\(text)' is reserved in Swift" }
        return nil
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    /// The words Swift does not take as an enum case or a property name: its reserved
    /// keywords. Contextual keywords (`open`, `get`, `some`, `actor`, ...) are fine names.
    /// ExportersTests' SwiftKeywordTests checks this list against swift-syntax and swiftc.
    public static let reservedWords: Set<String> = [
        "_", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual, but no type member may be named so (`X.Type`, `X.Protocol`).
        "Type", "Protocol",
    ]

    public var description: String { rawValue }
}
