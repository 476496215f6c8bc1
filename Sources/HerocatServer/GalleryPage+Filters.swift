#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import SpecModel

extension GalleryPage {
    /// The filters: each value a link with how many specs it would show; the chosen one
    /// (`aria-current`) links back to any value.
    var filtersHTML: String {
        let patterns = Pattern.allCases.map(\.rawValue).filter { facets.patterns[$0] != nil || $0 == query.pattern }
        let severities = CatalogFacets.severityOrder.filter { facets.severities[$0] != nil || $0 == query.severity }
        var tags = facets.tags.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(Self.tagsShown).map(\.key)
        if !query.tag.isEmpty, !tags.contains(query.tag) { tags.append(query.tag) }
        return "<aside class=\"filters\" aria-label=\"Filters\">\n"
            + group("Pattern", patterns, chosen: query.pattern, counts: facets.patterns) { value in var q = query; q.pattern = value; return q }
            + group("Worst finding", severities, chosen: query.severity, counts: facets.severities, label: { $0 == "none" ? "no findings" : $0 }) { value in var q = query; q.severity = value; return q }
            + group("Tag", tags.sorted(), chosen: query.tag, counts: facets.tags) { value in var q = query; q.tag = value; return q }
            + "</aside>"
    }

    private func group(_ title: String, _ values: [String], chosen: String, counts: [String: Int], label: (String) -> String = { $0 }, _ choosing: (String) -> Query) -> String {
        guard !values.isEmpty else { return "" }
        var html = "<div><h2>\(title)</h2><ul>"
        for value in values {
            let current = value == chosen
            html += "<li><a href=\"\(choosing(current ? "" : value).href())\"\(current ? " aria-current=\"true\"" : "")>"
                + "<span>\(XMLEscaping.text(label(value)))</span><span class=\"count\">\(counts[value] ?? 0)</span></a></li>"
        }
        return html + "</ul></div>\n"
    }

    /// The filters in force, each with a link that drops it.
    var activeHTML: String {
        let chosen: [(String, String, (inout Query) -> Void)] = [
            ("search", query.search, { $0.search = "" }), ("tag", query.tag, { $0.tag = "" }),
            ("pattern", query.pattern, { $0.pattern = "" }), ("worst finding", query.severity, { $0.severity = "" }),
        ]
        let shown = chosen.filter { !$0.1.isEmpty }
        guard !shown.isEmpty else { return "" }
        var html = "<p class=\"active\"><span class=\"muted\">Showing</span>"
        for (name, value, drop) in shown {
            var without = query
            drop(&without)
            html += " <a href=\"\(without.href())\" aria-label=\"Remove the \(name) filter\">\(name): \(XMLEscaping.text(value)) ✕</a>"
        }
        return html + " <a href=\"/\">Clear all</a></p>\n"
    }
}
#endif
