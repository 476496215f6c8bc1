#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Exporters
import HerocatKit
import Previews
import SpecModel
import Validation

/// `/specs/NAME`: the player (framed), the filmstrip, the findings linking to their
/// rules, every export with a copy button, and the history with what each revision changed.
struct SpecPage {
    var spec: TransitionSpec
    var revision: Int
    var report: ValidationReport
    var filmstrip: String
    var exports: [(format: String, text: String?)]
    var history: [(revision: Revision, diff: RevisionDiff?)]

    static func load(_ name: CatalogName, _ service: CatalogService) async throws -> SpecPage {
        let (spec, revision) = try await service.specWithRevision(name)
        let report = WritePolicy.validator.validate(spec)
        return SpecPage(
            spec: spec, revision: revision, report: report,
            filmstrip: try CatalogService.preview(spec, as: .svg, options: PreviewOptions(report: report)),
            exports: Exporter.all.map { ($0.format, try? CatalogService.export(spec, as: $0)) },
            history: try await service.historyWithDiffs(name, newest: diffedRevisions)
        )
    }

    var title: String { spec.title ?? spec.name.rawValue }

    var html: String {
        let name = XMLEscaping.text(spec.name.rawValue)
        var html = """
        <p><a href="/">All specs</a> · <a href="/specs/\(name)/edit" data-edit-link>Edit</a></p>
        <h1>\(XMLEscaping.text(title))</h1>
        <p><code>\(name)</code>, revision \(revision). \(XMLEscaping.text(spec.summary ?? ""))</p>
        <iframe class="player" src="/specs/\(name)/player" title="Player"></iframe>
        <figure class="filmstrip">\(Self.inlineSVG(filmstrip))</figure>
        <h2>Findings</h2>
        <ul class="findings">

        """
        for finding in report.findings {
            html += "<li><strong class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</strong> "
                + "<a href=\"\(XMLEscaping.text(RulesPage.link(toReference: finding.reference)))\"><code>\(XMLEscaping.text(finding.rule))</code></a>"
                + (finding.element.map { " (<code>\(XMLEscaping.text($0))</code>)" } ?? "")
                + ": \(XMLEscaping.text(finding.message))</li>\n"
        }
        if report.findings.isEmpty { html += "<li>None.</li>\n" }
        html += "</ul>\n<h2>Exports</h2>\n"
        for (format, text) in exports {
            let id = "export-\(XMLEscaping.text(format))"
            html += "<details><summary>\(XMLEscaping.text(format))</summary>"
            if let text {
                html += "<button class=\"copy\" type=\"button\" data-target=\"\(id)\">Copy</button><pre id=\"\(id)\">\(XMLEscaping.text(text))</pre>"
            } else {
                html += "<p>This format cannot express the spec.</p>"
            }
            html += "</details>\n"
        }
        html += historyHTML
        return html
    }

    /// The filmstrip SVG document without its XML declaration, for inline use in HTML.
    static func inlineSVG(_ document: String) -> String {
        guard document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") else { return document }
        return String(document[document.index(after: end)...])
    }
}
#endif
