/// A spec used as a rule example: a YAML snippet that says only what matters, completed
/// into a whole spec by a default header (`name`, `namespace`, `from`, `to`, `animation`)
/// and, when the snippet has no `elements:`, two plain matched elements. A snippet that
/// sets one of those top-level keys keeps its own (`animation: null` means none).
///
/// Like SwiftLint's `Example`, it remembers where it was written, so a failing example
/// is reported at its own line.
public struct Example: Sendable, CustomStringConvertible {
    /// The snippet as written.
    public let snippet: String
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    /// Header lines added for the top-level keys a snippet does not set, in this order.
    public static let defaultHeader: [(key: String, line: String)] = [
        ("name", "name: example"),
        ("namespace", "namespace: ns"),
        ("from", "from: a"),
        ("to", "to: b"),
        ("animation", "animation: smooth"),
    ]

    /// Elements added when a snippet has none: two matched elements that trip no rule.
    public static let defaultElements = """
        elements:
          - id: artwork
            from: { x: 16, y: 100, width: 40, height: 40 }
            to: { x: 16, y: 200, width: 200, height: 200 }
          - id: title
            kind: text
            from: { x: 64, y: 110, width: 120, height: 20 }
            to: { x: 16, y: 420, width: 200, height: 28 }
        """

    public init(_ snippet: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.snippet = snippet
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The whole spec: the snippet with the defaults it lacks. Worked out when asked for:
    /// a process's first validation builds every rule's description, examples included.
    public var yaml: String {
        let keys = Set(snippet.split(separator: "\n").compactMap(Self.topLevelKey))
        var lines = Self.defaultHeader.filter { !keys.contains($0.key) }.map(\.line)
        lines.append(snippet.hasSuffix("\n") ? String(snippet.dropLast()) : snippet)
        if !keys.contains("elements") { lines.append(Self.defaultElements) }
        return lines.joined(separator: "\n") + "\n"
    }

    public var description: String { yaml }

    /// `key` of a line `key: ...` or `key:` that starts at column 1.
    private static func topLevelKey(_ line: Substring) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard let first = key.first, first.isLetter, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(key)
    }
}
