/// The lines that changed from one text to another, in hunks with a little unchanged
/// context around each change, as `diff -u` groups them. The one diff of the project:
/// history shows it on the command line, over the API and on the web page.
public struct LineDiff: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case context, removed, added

        /// The unified-format prefix: a space, `-` or `+`.
        public var marker: Character {
            switch self {
            case .context: return " "
            case .removed: return "-"
            case .added: return "+"
            }
        }
    }

    public struct Line: Equatable, Sendable {
        public var kind: Kind
        public var text: String
    }

    /// A run of changes with its context. Starts are 1-based line numbers; a side with
    /// no lines starts at the line before it, as unified diffs count.
    public struct Hunk: Equatable, Sendable {
        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
        public var lines: [Line]

        /// `@@ -3,4 +3,5 @@` (a count of 1 is left out, as `diff -u` does).
        public var header: String {
            func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }
    }

    public var hunks: [Hunk]

    /// Unchanged lines shown before and after each change.
    public static let defaultContext = 3

    /// The diff of `old` and `new` by lines (a final newline ends the last line rather
    /// than starting an empty one). The standard library's difference is minimal, so
    /// the hunks hold no more changes than needed.
    public init(from old: String, to new: String, context: Int = LineDiff.defaultContext) {
        let oldLines = Self.lines(of: old), newLines = Self.lines(of: new)
        let difference = newLines.difference(from: oldLines)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Walk both texts at once: removals before insertions at each point, as diff prints them.
        var script: [(line: Line, old: Int, new: Int)] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < oldLines.count || newIndex < newLines.count {
            if removed.contains(oldIndex) {
                script.append((Line(kind: .removed, text: oldLines[oldIndex]), oldIndex, newIndex))
                oldIndex += 1
            } else if inserted.contains(newIndex) {
                script.append((Line(kind: .added, text: newLines[newIndex]), oldIndex, newIndex))
                newIndex += 1
            } else {
                script.append((Line(kind: .context, text: oldLines[oldIndex]), oldIndex, newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        hunks = Self.hunks(of: script, context: max(0, context))
    }

    /// Groups the edit script into hunks: changes with at most twice the context of
    /// unchanged lines between them share one.
    static func hunks(of script: [(line: Line, old: Int, new: Int)], context: Int) -> [Hunk] {
        let changes = script.indices.filter { script[$0].line.kind != .context }
        guard var first = changes.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var last = first
        for index in changes.dropFirst() {
            if index - last - 1 > 2 * context {
                ranges.append(max(0, first - context)...min(script.count - 1, last + context))
                first = index
            }
            last = index
        }
        ranges.append(max(0, first - context)...min(script.count - 1, last + context))
        return ranges.map { range in
            let entries = script[range]
            let oldCount = entries.filter { $0.line.kind != .added }.count
            let newCount = entries.filter { $0.line.kind != .removed }.count
            let start = entries.first!
            return Hunk(
                oldStart: oldCount == 0 ? start.old : start.old + 1, oldCount: oldCount,
                newStart: newCount == 0 ? start.new : start.new + 1, newCount: newCount,
                lines: entries.map(\.line)
            )
        }
    }

    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// No line changed.
    public var isEmpty: Bool { hunks.isEmpty }

    /// How many lines were added and removed.
    public var counts: (added: Int, removed: Int) {
        let lines = hunks.flatMap(\.lines)
        return (lines.filter { $0.kind == .added }.count, lines.filter { $0.kind == .removed }.count)
    }

    /// The unified text: `--- old` and `+++ new` label lines, then each hunk's header
    /// and lines. Empty when nothing changed, as `diff -u` prints nothing.
    public func unified(from oldLabel: String, to newLabel: String) -> String {
        guard !isEmpty else { return "" }
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks {
            text += hunk.header + "\n"
            for line in hunk.lines { text += "\(line.kind.marker)\(line.text)\n" }
        }
        return text
    }
}
