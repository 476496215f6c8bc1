#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import SpecModel

extension SpecPage {
    /// How many of the newest revisions show their diff: a long history keeps the page
    /// quick to build; `history --diff` and the API give the older ones.
    static let diffedRevisions = 50

    /// The history table, newest first: each revision's one-line summary and, folded
    /// under it for the newest, the lines of its YAML that changed since the revision before.
    var historyHTML: String {
        var html = "<h2>History</h2>\n<table class=\"history\"><tr><th>Revision</th><th>Time</th><th>Author</th><th>Action</th><th>What changed</th></tr>\n"
        for (entry, diff) in history.reversed() {
            html += "<tr><td>\(entry.number)</td><td>\(XMLEscaping.text(entry.time))</td><td>\(XMLEscaping.text(entry.author))</td>"
                + "<td>\(XMLEscaping.text(entry.action))</td><td>\(XMLEscaping.text(entry.change))\(diff.map(Self.diffHTML) ?? "")</td></tr>\n"
        }
        html += "</table>\n"
        if history.contains(where: { $0.diff == nil }) {
            html += "<p>The newest \(Self.diffedRevisions) revisions show their diff; <code>herocat history \(XMLEscaping.text(spec.name.rawValue)) --diff</code> shows every one.</p>\n"
        }
        return html
    }

    /// A folded unified diff: hunk headers and lines keep their ` `/`-`/`+` marker, so
    /// added and removed lines differ by more than their colour. Empty when no line changed.
    static func diffHTML(_ diff: RevisionDiff) -> String {
        guard !diff.lines.isEmpty else { return "" }
        let (added, removed) = diff.lines.counts
        let base = diff.from == 0 ? "nothing" : "revision \(diff.from)"
        var html = "<details class=\"diff\"><summary>YAML diff from \(base): \(counted(added, "line")) added, \(removed) removed</summary><pre class=\"diff\">"
        for hunk in diff.lines.hunks {
            html += "<span class=\"hunk\">\(XMLEscaping.text(hunk.header))</span>\n"
            for line in hunk.lines {
                let text = XMLEscaping.text("\(line.kind.marker)\(line.text)")
                switch line.kind {
                case .context: html += text + "\n"
                case .added: html += "<span class=\"add\">\(text)</span>\n"
                case .removed: html += "<span class=\"del\">\(text)</span>\n"
                }
            }
        }
        return html + "</pre></details>"
    }
}
#endif
