#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import SpecModel

/// `/`: every spec (or those the search and filters keep), linking to its page.
struct GalleryPage {
    var search: String
    var tag: String
    var pattern: Pattern?
    var summaries: [SpecSummary]
    /// More specs match than the page shows.
    var more: Bool

    var html: String {
        var html = """
        <h1>herocat catalog</h1>
        <p><a href="/rules">Rules</a></p>
        <form method="get" action="/" role="search">
        <input type="search" name="search" value="\(XMLEscaping.text(search))" placeholder="Search names, titles, tags, ids" aria-label="Search">
        <input type="text" name="tag" value="\(XMLEscaping.text(tag))" placeholder="tag" aria-label="Tag">
        <select name="pattern" aria-label="Pattern"><option value="">any pattern</option>
        """
        for option in Pattern.allCases {
            html += "<option value=\"\(option.rawValue)\"\(option == pattern ? " selected" : "")>\(option.rawValue)</option>"
        }
        html += "</select> <button type=\"submit\">Filter</button></form>\n<ul class=\"gallery\">\n"
        for summary in summaries {
            html += "<li><a href=\"/specs/\(XMLEscaping.text(summary.name))\">\(XMLEscaping.text(summary.title ?? summary.name))</a> "
                + "<code>\(XMLEscaping.text(summary.name))</code> \(XMLEscaping.text(summary.pattern)), \(summary.elementCount) elements"
                + (summary.worst.map { ", worst finding: <span class=\"\(XMLEscaping.text($0))\">\(XMLEscaping.text($0))</span>" } ?? "") + "</li>\n"
        }
        if summaries.isEmpty { html += "<li>No spec matches.</li>\n" }
        html += "</ul>\n"
        if more { html += "<p>Only the first \(summaries.count) are shown: search or filter to narrow them.</p>\n" }
        return html
    }
}
#endif
