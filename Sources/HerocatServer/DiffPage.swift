#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import SpecModel

/// `/specs/NAME/diff?from=N&to=M`: what changed in the spec's YAML between two revisions
/// (`CatalogService.revisionDiff`, as `GET /api/specs/NAME/diff` gives it as text).
struct DiffPage {
    var title: String
    var diff: RevisionDiff

    static func load(_ name: CatalogName, from: Int?, to: Int?, _ service: CatalogService) async throws -> DiffPage {
        let spec = try await service.spec(name)
        return DiffPage(title: spec.title ?? name.rawValue, diff: try await service.revisionDiff(name, from: from, to: to))
    }

    var html: String {
        let name = XMLEscaping.text(diff.name.rawValue)
        let base = diff.from == 0 ? "nothing" : "revision \(diff.from)"
        let (added, removed) = diff.lines.counts
        let body = diff.lines.isEmpty
            ? "<p>No line of the YAML changed.</p>"
            : "<p class=\"lead\">\(counted(added, "line")) added, \(removed) removed.</p>\n\(SpecPage.diffHTML(diff))"
        return HTMLPage.html(title: "\(title): revision \(diff.to) · herocat", body: """
        <main id="content">
        <p class="crumbs"><a href="/">All specs</a> / <a href="/specs/\(name)">\(XMLEscaping.text(title))</a></p>
        <h1>Revision \(diff.to) against \(base)</h1>
        <section class="panel">\(body)</section>
        </main>
        """, section: .specs)
    }
}
#endif
