import CatalogStore
import Exporters
import HerocatKit
import Hummingbird
import Previews
import SpecModel

/// The web catalog, read-only and server-rendered: a gallery with search and
/// filters at `/`, a page per spec at `/specs/NAME` (filmstrip, findings, exports,
/// history) and its HTML player at `/specs/NAME/player`. Every spec string goes
/// through `XMLEscaping.text`; the only script is the player's.
struct PagesController {
    let service: CatalogService
    let policy: AccessPolicy

    func register(_ router: Router<ServerContext>) {
        router.get("/", use: gallery)
        router.get("specs/:name", use: page)
        router.get("specs/:name/player", use: player)
    }

    @Sendable func gallery(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let query = request.uri.queryParameters
        let search = query["search"].map(String.init) ?? ""
        let tag = query["tag"].map(String.init) ?? ""
        let pattern = query["pattern"].flatMap { Pattern(rawValue: String($0)) }
        let filter = SpecFilter(tag: tag.isEmpty ? nil : tag, pattern: pattern, search: search.isEmpty ? nil : search)
        let service = service
        let page = try await Offload.run { try service.list(filter, limit: 200, offset: 0) }
        var html = Self.head("herocat catalog") + """
        <h1>herocat catalog</h1>
        <form method="get" action="/" role="search">
        <input type="search" name="search" value="\(XMLEscaping.text(search))" placeholder="Search names, titles, tags, ids" aria-label="Search">
        <input type="text" name="tag" value="\(XMLEscaping.text(tag))" placeholder="tag" aria-label="Tag">
        <select name="pattern" aria-label="Pattern"><option value="">any pattern</option>
        """
        for option in Pattern.allCases {
            html += "<option value=\"\(option.rawValue)\"\(option == pattern ? " selected" : "")>\(option.rawValue)</option>"
        }
        html += "</select> <button type=\"submit\">Filter</button></form>\n<ul class=\"gallery\">\n"
        for summary in page.summaries {
            html += "<li><a href=\"/specs/\(XMLEscaping.text(summary.name))\">\(XMLEscaping.text(summary.title ?? summary.name))</a> "
                + "<code>\(XMLEscaping.text(summary.name))</code> \(XMLEscaping.text(summary.pattern)), \(summary.elementCount) elements"
                + (summary.worst.map { ", worst finding: \(XMLEscaping.text($0))" } ?? "") + "</li>\n"
        }
        if page.summaries.isEmpty { html += "<li>No spec matches.</li>\n" }
        html += "</ul>\n</body>\n</html>\n"
        return JSONResponse.text(html, contentType: "text/html; charset=utf-8")
    }

    @Sendable func page(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        let service = service
        let (spec, revision) = try await Offload.run { try service.spec(name) }
        let revisions = try await Offload.run { try service.history(name) }
        let report = WritePolicy.validator.validate(spec)
        let filmstrip = try PreviewFormat.svg.render(spec, PreviewOptions(report: report))
        var html = Self.head(spec.title ?? spec.name.rawValue) + """
        <p><a href="/">All specs</a></p>
        <h1>\(XMLEscaping.text(spec.title ?? spec.name.rawValue))</h1>
        <p><code>\(XMLEscaping.text(spec.name.rawValue))</code>, revision \(revision). \(XMLEscaping.text(spec.summary ?? ""))</p>
        <p><a href="/specs/\(XMLEscaping.text(name.rawValue))/player">Play the transition</a></p>
        <figure class="filmstrip">\(Self.inlineSVG(filmstrip))</figure>
        <h2>Findings</h2>\n<ul>\n
        """
        for finding in report.findings {
            html += "<li><strong>\(finding.severity.rawValue)</strong> <code>\(XMLEscaping.text(finding.rule))</code>: \(XMLEscaping.text(finding.message))</li>\n"
        }
        if report.findings.isEmpty { html += "<li>None.</li>\n" }
        html += "</ul>\n<h2>Exports</h2>\n"
        for exporter in Exporter.all {
            let text = (try? exporter.export(spec, ExportOptions())) ?? "(this format cannot express the spec)"
            html += "<details><summary>\(XMLEscaping.text(exporter.format))</summary><pre>\(XMLEscaping.text(text))</pre></details>\n"
        }
        html += "<h2>History</h2>\n<ol>\n"
        for entry in revisions {
            html += "<li>\(XMLEscaping.text(entry.time)) \(XMLEscaping.text(entry.author)) \(XMLEscaping.text(entry.action)): \(XMLEscaping.text(entry.change))</li>\n"
        }
        html += "</ol>\n</body>\n</html>\n"
        return JSONResponse.text(html, contentType: "text/html; charset=utf-8")
    }

    /// The self-contained HTML player of `herocat preview`, as is.
    @Sendable func player(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        let service = service
        let (spec, _) = try await Offload.run { try service.spec(name) }
        let html = try PreviewFormat.html.render(spec, PreviewOptions(report: WritePolicy.validator.validate(spec)))
        return JSONResponse.text(html, contentType: "text/html; charset=utf-8", headers: [.contentSecurityPolicy: SecurityHeadersMiddleware.playerPolicy])
    }

    static func head(_ title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>\(XMLEscaping.text(title))</title>
        <style>body{font-family:system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem}pre{overflow:auto;background:#f5f5f5;padding:.5rem}figure svg{max-width:100%;height:auto}</style>
        </head>
        <body>

        """
    }

    /// The filmstrip SVG document without its XML declaration, for inline use in HTML.
    static func inlineSVG(_ document: String) -> String {
        guard document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") else { return document }
        return String(document[document.index(after: end)...])
    }
}
