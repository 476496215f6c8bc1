#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import SpecModel

extension SpecPage {
    /// The history, newest first: each revision's time, author and one-line change, with a
    /// link to what it changed; below, a form comparing any two revisions (`DiffPage`).
    var historyHTML: String {
        let name = XMLEscaping.text(spec.name.rawValue)
        var html = "<section class=\"panel history\" aria-labelledby=\"history-heading\"><h2 id=\"history-heading\">History</h2>\n"
        html += "<table><tr><th scope=\"col\">Revision</th><th scope=\"col\">When</th><th scope=\"col\">Who</th><th scope=\"col\">What changed</th></tr>\n"
        for entry in history.reversed() {
            html += "<tr><td><a href=\"/specs/\(name)/diff?from=\(entry.number - 1)&amp;to=\(entry.number)\" aria-label=\"Changes in revision \(entry.number)\">\(entry.number)</a></td>"
                + "<td>\(Self.time(entry))</td><td>\(XMLEscaping.text(entry.author))</td>"
                + "<td>\(XMLEscaping.text(entry.change))</td></tr>\n"
        }
        html += "</table>\n"
        if history.count > 1 {
            func options(_ selected: Int) -> String {
                history.reversed().map { "<option value=\"\($0.number)\"\($0.number == selected ? " selected" : "")>\($0.number)</option>" }.joined()
            }
            let newest = history[history.count - 1].number
            html += """
            <form class="compare" method="get" action="/specs/\(name)/diff">
            <label for="diff-from">Compare revision</label> <select id="diff-from" name="from">\(options(newest - 1))</select>
            <label for="diff-to">with</label> <select id="diff-to" name="to">\(options(newest))</select>
            <button type="submit">Show the diff</button>
            </form>
            """
        }
        return html + "</section>"
    }

    /// A unified diff: hunk headers and lines keep their ` `/`-`/`+` marker, so added and
    /// removed lines differ by more than their colour. Empty when no line changed.
    static func diffHTML(_ diff: RevisionDiff) -> String {
        guard !diff.lines.isEmpty else { return "" }
        // Focusable: a reader scrolls a long line with the keyboard too.
        var html = "<pre class=\"diff\" tabindex=\"0\">"
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
        return html + "</pre>"
    }
}
#endif
