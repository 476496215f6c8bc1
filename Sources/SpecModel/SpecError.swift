/// One problem in a spec file: where it is and what was expected.
public struct SpecIssue: Equatable, Sendable, CustomStringConvertible {
    /// The field path, `elements[2].from.width`; empty for the whole file.
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `12:14: elements[2].from.width: expected a number >= 0, got -3`
    public var description: String {
        var text = ""
        if let line { text += column.map { "\(line):\($0): " } ?? "\(line): " }
        if !path.isEmpty { text += "\(path): " }
        return text + message
    }
}

/// A spec file refused: every problem found in it, in file order.
public struct SpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`-` for standard input).
    public var file: String
    public var issues: [SpecIssue]

    public init(file: String, issues: [SpecIssue]) {
        self.file = file
        self.issues = issues
    }

    /// One line per issue, compiler style: `file:line:column: path: message` (`file: path: message` without a position).
    public var lines: [String] { issues.map { "\(file):\($0.line == nil ? " " : "")\($0)" } }
    public var description: String { lines.joined(separator: "\n") }
}
