/// SwiftUI source used as a rule example: `herocat scan` must (or must not) report the
/// rule in it. Like `Example`, it remembers where it was written, so a failing example is
/// reported at its own line.
public struct SwiftExample: Sendable, CustomStringConvertible {
    /// The Swift source, scanned as one file.
    public let source: String
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(_ source: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.source = source
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { source }
}
