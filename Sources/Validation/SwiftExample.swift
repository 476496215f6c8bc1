/// SwiftUI source used as a rule example: `herocat scan` must (or must not) report the
/// rule in it. Like SwiftLint's examples, a `↓` may mark where a triggering example's
/// findings must be (each finding of the rule at a marker, each marker with a finding);
/// the markers are taken out of the source that is scanned. Like `Example`, it remembers
/// where it was written, so a failing example is reported at its own line.
public struct SwiftExample: Sendable, CustomStringConvertible {
    /// The marker that shows where a finding is.
    public static let marker: Character = "↓"

    /// The Swift source without markers, scanned as one file.
    public let source: String
    /// Where the markers were: 1-based line and column (UTF-8 bytes, as findings count them).
    public let markers: [(line: Int, column: Int)]
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(_ source: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        var markers: [(line: Int, column: Int)] = []
        var lines: [String] = []
        for (index, text) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var kept = ""
            for character in text {
                if character == Self.marker {
                    markers.append((index + 1, kept.utf8.count + 1))
                } else {
                    kept.append(character)
                }
            }
            lines.append(kept)
        }
        self.source = lines.joined(separator: "\n")
        self.markers = markers
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    public var description: String { source }
}
