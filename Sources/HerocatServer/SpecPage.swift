#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Exporters
import Foundation
import HerocatKit
import Previews
import SpecModel
import Validation

/// `/specs/NAME`: the title once, then the player (`[data-player]`, fitted to the window
/// by the catalog script) beside the findings linking to their rules, every export a click
/// away, the progress plot and the history with a diff between any two revisions.
struct SpecPage {
    var spec: TransitionSpec
    var revision: Int
    var report: ValidationReport
    var player: EmbeddedPlayer
    /// Each exporter, and whether it can express the spec (its error when not).
    var exports: [(exporter: Exporter, problem: String?)]
    var history: [Revision]

    static func load(_ name: CatalogName, _ service: CatalogService) async throws -> SpecPage {
        let (spec, revision) = try await service.specWithRevision(name)
        let report = WritePolicy.validator.validate(spec)
        return SpecPage(
            spec: spec, revision: revision, report: report,
            player: try EmbeddedPlayer(spec, options: PreviewOptions(report: report)),
            exports: Exporter.all.map { (exporter) -> (exporter: Exporter, problem: String?) in
                do {
                    _ = try CatalogService.export(spec, as: exporter)
                    return (exporter, nil)
                } catch {
                    return (exporter, (error as? ServiceError)?.lines.first ?? "\(error)")
                }
            },
            history: try await service.history(name)
        )
    }

    var title: String { spec.title ?? spec.name.rawValue }

    var html: String {
        HTMLPage.html(title: "\(title) · herocat", body: """
        <main id="content" class="spec">
        <p class="crumbs"><a href="/">All specs</a> · <a href="/specs/\(XMLEscaping.text(spec.name.rawValue))/edit" data-edit-link>Edit</a></p>
        <h1>\(XMLEscaping.text(title))</h1>
        \(facts)
        <div class="spec-layout">
        \(playerHTML)
        <div class="details">
        \(findingsHTML)
        \(exportsHTML)
        <section class="panel plot" aria-labelledby="plot-heading"><h2 id="plot-heading">Progress</h2>
        \(player.plot)</section>
        \(historyHTML)
        </div>
        </div>
        \(player.data)</main>
        """, section: .specs, player: true)
    }

    /// The facts under the title: name, pattern, states, animation, revision, summary.
    private var facts: String {
        let latest = history.last
        var html = "<p class=\"meta\"><code>\(XMLEscaping.text(spec.name.rawValue))</code>"
        html += "<span>\(XMLEscaping.text(spec.pattern.rawValue))</span>"
        html += "<span><code>\(XMLEscaping.text(spec.fromState.rawValue))</code> → <code>\(XMLEscaping.text(spec.toState.rawValue))</code></span>"
        html += "<span><code>\(XMLEscaping.text(spec.animation?.source ?? "default"))</code></span>"
        html += "<span>\(spec.elements.count) \(spec.elements.count == 1 ? "element" : "elements")</span>"
        html += "<span>revision \(revision)\(latest.map { ", \(Self.time($0))" } ?? "")</span>"
        if !spec.tags.isEmpty {
            html += "<span>" + spec.tags.map { "<a href=\"/?tag=\(Self.query($0))\">#\(XMLEscaping.text($0))</a>" }.joined(separator: " ") + "</span>"
        }
        html += "</p>\n"
        if let summary = spec.summary { html += "<p class=\"summary\">\(XMLEscaping.text(summary))</p>\n" }
        return html
    }

    /// The player: its canvas at the fit the catalog script computes (a guess without it).
    private var playerHTML: String {
        // The scale before the catalog script measures the page: a phone-sized guess.
        let guess = Double(Int(min(1, 320 / max(player.width, 1), 560 / max(player.height, 1)) * 1000)) / 1000
        return """
        <section data-player aria-label="Player">
        <div class="stage" data-width="\(player.width)" data-height="\(player.height)" style="--w:\(player.width);--h:\(player.height);--fit:\(guess)">
        \(player.canvas)</div>
        \(player.controls)</section>
        """
    }

    /// Every finding in full: severity, rule (linking to its reference), element, message, hint.
    private var findingsHTML: String {
        var html = "<section class=\"panel\" aria-labelledby=\"findings-heading\"><h2 id=\"findings-heading\">Findings (\(report.findings.count))</h2>\n"
        guard !report.findings.isEmpty else { return html + "<p><span class=\"badge sev-none\">none</span> The validator has nothing to say about this transition.</p></section>" }
        html += "<ul class=\"findings\">\n"
        for finding in report.findings {
            let severity = finding.severity.rawValue
            html += "<li class=\"finding\"><span class=\"badge sev-\(severity)\">\(severity)</span> "
                + "<a href=\"\(XMLEscaping.text(RulesPage.link(toReference: finding.reference)))\"><code>\(XMLEscaping.text(finding.rule))</code></a>"
                + (finding.element.map { " on <code>\(XMLEscaping.text($0))</code>" } ?? "")
                + "<p>\(XMLEscaping.text(finding.message))</p><p class=\"hint\">\(XMLEscaping.text(finding.hint))</p></li>\n"
        }
        return html + "</ul></section>"
    }

    /// One row per export: what it is, then copy and download, each one click.
    private var exportsHTML: String {
        let name = spec.name.rawValue
        var html = "<section class=\"panel exports\" aria-labelledby=\"exports-heading\"><h2 id=\"exports-heading\">Exports</h2>\n<ul>\n"
        for (exporter, problem) in exports {
            let url = XMLEscaping.text("/api/specs/\(name)/export?format=\(exporter.format)")
            let file = XMLEscaping.text("\(name).\(exporter.fileExtension)")
            html += "<li><div><strong>\(XMLEscaping.text(exporter.format))</strong> <span class=\"muted\">\(XMLEscaping.text(exporter.summary))</span></div>"
            if let problem {
                html += "<div class=\"muted\">Not available: \(XMLEscaping.text(problem))</div>"
            } else {
                html += "<div class=\"actions\"><button class=\"copy\" type=\"button\" data-copy-url=\"\(url)\" aria-label=\"Copy \(XMLEscaping.text(exporter.format))\">Copy</button>"
                    + "<a class=\"button\" href=\"\(url)\" download=\"\(file)\" aria-label=\"Download \(file)\">Download</a></div>"
            }
            html += "</li>\n"
        }
        return html + "</ul></section>"
    }

    /// A revision's time, readable, in a `time` element the catalog script shows in local time.
    static func time(_ revision: Revision) -> String {
        "<time datetime=\"\(XMLEscaping.text(revision.time))\">\(XMLEscaping.text(revision.readableTime))</time>"
    }

    /// Text for a URL's query value.
    static func query(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return XMLEscaping.text(text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }
}

#endif
