import CatalogStore
import HerocatKit
import SpecModel

extension SpecPage {
    /// The history table, newest first: each revision's one-line summary and, folded
    /// under it, the lines of its YAML that changed since the revision before.
    var historyHTML: String {
        var html = "<h2>History</h2>\n<table class=\"history\"><tr><th>Revision</th><th>Time</th><th>Author</th><th>Action</th><th>What changed</th></tr>\n"
        for (entry, diff) in history.reversed() {
            html += "<tr><td>\(entry.number)</td><td>\(HTMLPage.text(entry.time))</td><td>\(HTMLPage.text(entry.author))</td>"
                + "<td>\(HTMLPage.text(entry.action))</td><td>\(HTMLPage.text(entry.change))\(Self.diffHTML(diff))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// A folded unified diff: hunk headers and lines keep their ` `/`-`/`+` marker, so
    /// added and removed lines differ by more than their colour. Empty when no line changed.
    static func diffHTML(_ diff: RevisionDiff) -> String {
        guard !diff.lines.isEmpty else { return "" }
        let (added, removed) = diff.lines.counts
        var html = "<details class=\"diff\"><summary>YAML diff from revision \(diff.from): \(counted(added, "line")) added, \(removed) removed</summary><pre class=\"diff\">"
        for hunk in diff.lines.hunks {
            html += "<span class=\"hunk\">\(HTMLPage.text(hunk.header))</span>\n"
            for line in hunk.lines {
                let text = HTMLPage.text("\(line.kind.marker)\(line.text)")
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
