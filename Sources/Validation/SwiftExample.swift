/// SwiftUI source used as a rule example: `herocat scan` must (or must not) report the
/// rule in it. Like SwiftLint's examples, a `↓` may mark where a triggering example's
/// findings must be (each finding of the rule at a marker, each marker with a finding);
/// the markers are taken out of the source that is scanned. Like `Example`, it remembers
/// where it was written, so a failing example is reported at its own line.
public struct SwiftExample: Sendable, CustomStringConvertible {
    /// The marker that shows where a finding is.
    public static let marker: Character = "↓"

    /// The source as written, markers and all. A process's first validation builds every
    /// rule's description, examples included, so the markers are taken out only when asked for.
    public let written: String
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(_ source: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.written = source
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The Swift source without markers, scanned as one file.
    public var source: String { withoutMarkers.source }
    /// Where the markers were: 1-based line and column (UTF-8 bytes, as findings count them).
    public var markers: [(line: Int, column: Int)] { withoutMarkers.markers }

    private var withoutMarkers: (source: String, markers: [(line: Int, column: Int)]) {
        var markers: [(line: Int, column: Int)] = []
        var lines: [String] = []
        for (index, text) in written.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
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
        return (lines.joined(separator: "\n"), markers)
    }

    public var description: String { source }
}
