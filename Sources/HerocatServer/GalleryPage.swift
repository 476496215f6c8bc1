#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import SpecModel

/// `/`: a card per spec (`[data-spec]`: poster, title, name, pattern, element count, worst
/// finding), the search box, filters by pattern, worst finding and tag with how many specs
/// each would show, and paging by the API's cursor (`<a rel="next">`).
struct GalleryPage {
    /// What is asked: the search words, tag, pattern and worst finding (empty: any).
    struct Query: Equatable {
        var search = ""
        var tag = ""
        var pattern = ""
        var severity = ""

        var filter: SpecFilter {
            SpecFilter(tag: tag.isEmpty ? nil : tag, pattern: Pattern(rawValue: pattern), search: search.isEmpty ? nil : search, worst: severity.isEmpty ? nil : severity)
        }

        /// The gallery's address for this query, from `cursor` on.
        func href(cursor: String? = nil) -> String {
            let fields = [("search", search), ("tag", tag), ("pattern", pattern), ("severity", severity), ("cursor", cursor ?? "")].filter { !$0.1.isEmpty }
            return fields.isEmpty ? "/" : "/?" + fields.map { "\($0.0)=\(SpecPage.query($0.1))" }.joined(separator: "&amp;")
        }
    }

    var query: Query
    var summaries: [SpecSummary]
    var cursor: String?
    var nextCursor: String?
    var facets: CatalogFacets

    /// How many tags the filters list (the most used, and the one chosen).
    static let tagsShown = 16

    var html: String {
        HTMLPage.html(title: "herocat catalog", body: """
        <main id="content">
        <div class="catalog-head">
        <div><h1>Transitions</h1><p class="lead">\(counted(facets.matching, "spec"))\(query.search.isEmpty ? "" : " matching “\(XMLEscaping.text(query.search))”")</p></div>
        <form class="search" method="get" action="/" role="search">
        <input type="search" name="search" value="\(XMLEscaping.text(query.search))" placeholder="Search specs" aria-label="Search names, titles, tags, element ids">\(hiddenFilters)
        <button type="submit" class="primary">Search</button>
        <a class="button" href="/specs/new" data-new-spec>New spec</a>
        </form>
        </div>
        <div class="browse">
        \(filtersHTML)
        <section aria-label="Specs">
        \(activeHTML)\(cardsHTML)\(pagerHTML)
        </section>
        </div>
        </main>
        """, section: .specs)
    }

    /// A search keeps the filters chosen.
    private var hiddenFilters: String {
        [("tag", query.tag), ("pattern", query.pattern), ("severity", query.severity)].filter { !$0.1.isEmpty }
            .map { "\n<input type=\"hidden\" name=\"\($0.0)\" value=\"\(XMLEscaping.text($0.1))\">" }.joined()
    }

    private var cardsHTML: String {
        guard !summaries.isEmpty else { return "<p class=\"panel empty\">No spec matches. <a href=\"/\">Show every spec</a></p>\n" }
        var html = "<ul class=\"cards\">\n"
        for summary in summaries {
            let name = XMLEscaping.text(summary.name)
            let worst = summary.worst ?? "none"
            html += """
            <li class="card" data-spec="\(name)"><img src="/specs/\(name)/poster.svg" alt="" loading="lazy" width="320" height="200">
            <div class="body"><h3><a href="/specs/\(name)">\(XMLEscaping.text(summary.title ?? summary.name))</a></h3>
            <code class="name">\(name)</code>
            <p class="facts"><span>\(XMLEscaping.text(summary.pattern))</span><span>\(counted(summary.elementCount, "element"))</span>\
            <span class="badge sev-\(XMLEscaping.text(worst))" title="Worst finding">\(worst == "none" ? "no findings" : XMLEscaping.text(worst))</span></p></div></li>

            """
        }
        return html + "</ul>\n"
    }

    private var pagerHTML: String {
        guard cursor != nil || nextCursor != nil else { return "" }
        var html = "<nav class=\"pager\" aria-label=\"Pages\">"
        html += cursor == nil ? "<span></span>" : "<a href=\"\(query.href())\">← First page</a>"
        if let nextCursor { html += "<a class=\"button\" rel=\"next\" href=\"\(query.href(cursor: nextCursor))\">Next page →</a>" }
        return html + "</nav>\n"
    }
}
#endif
