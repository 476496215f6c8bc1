#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import Previews
import SpecModel
import Validation

/// `/specs/NAME/edit` and `/specs/new`: a plain form (the YAML in `textarea[name=spec]`,
/// the revision it started from, the session's CSRF token) that saves without script;
/// `/assets/edit.js` adds findings as you type and the live preview. A refused save shows
/// the form again with the text as sent, why, and, on a conflict, the version saved meanwhile.
struct EditPage {
    /// The spec being edited, or nil for a new one.
    var name: CatalogName?
    var text: String
    var revision: Int?
    var csrf: String?
    var force = false
    /// Why the last save was refused, one line each.
    var problems: [String] = []
    /// A conflict: the version someone saved meanwhile (nil text: removed meanwhile).
    var theirs: (text: String?, revision: Int?)?

    var action: String { name.map { "/specs/\($0.rawValue)/edit" } ?? "/specs/new" }
    var title: String { name.map { "Edit \($0.rawValue) · herocat" } ?? "New spec · herocat" }

    /// The findings of the text as it stands, by the validator `/api/validate` and `herocat validate` use.
    var report: ValidationReport {
        CatalogService.validate([.bytes(Array(text.utf8), file: "\(name?.rawValue ?? "new").yaml")]).reports[0]
    }

    func response(status: HTTPResponse.Status = .ok) -> Response {
        var page = HTMLPage.document(title: title, body: html)
        page.status = status
        page.headers[.cacheControl] = "no-store"
        return page
    }

    var html: String {
        let heading = name.map { "<p><a href=\"/specs/\(XMLEscaping.text($0.rawValue))\">Back to \(XMLEscaping.text($0.rawValue))</a></p>\n<h1>Edit <code>\(XMLEscaping.text($0.rawValue))</code></h1>" }
            ?? "<p><a href=\"/\">All specs</a></p>\n<h1>New spec</h1>"
        var html = "\(Self.style)\(heading)\n<p data-live-notice role=\"status\" hidden></p>\n"
        if !problems.isEmpty {
            html += "<div class=\"refused\" role=\"alert\"><p><strong>Not saved.</strong> Your text is below, as you sent it.</p><ul>\n"
            html += problems.map { "<li>\(XMLEscaping.text($0))</li>\n" }.joined()
            html += "</ul></div>\n"
        }
        if let theirs { html += conflictHTML(theirs) }
        html += """
        <div class="editor">
        <form method="post" action="\(action)" data-edit>
        <input type="hidden" name="csrf" value="\(XMLEscaping.text(csrf ?? ""))">
        \(revision.map { "<input type=\"hidden\" name=\"revision\" value=\"\($0)\">" } ?? "")
        <p><label for="spec">Spec (YAML)</label></p>
        <textarea id="spec" name="spec" rows="32" spellcheck="false" autocapitalize="off" autocomplete="off">
        \(XMLEscaping.text(text))</textarea>
        <p><label><input type="checkbox" name="force" value="1"\(force ? " checked" : "")> Save even with error findings</label></p>
        <p><button type="submit" data-save>\(theirs == nil ? "Save" : "Save mine over theirs")</button>
        <button type="submit" formaction="/preview" formtarget="preview" data-preview>Preview</button></p>
        </form>
        <div class="aside">
        <h2>Findings</h2>
        \(Self.findingsHTML(report.findings))
        <h2>Preview</h2>
        <iframe name="preview" class="preview" title="Preview" src="\(name.map { "/specs/\($0.rawValue)/player" } ?? "about:blank")"></iframe>
        </div>
        </div>
        <script src="/assets/edit.js" defer></script>

        """
        return html
    }

    /// Both versions, side by side: the text sent stays in the form below, the one saved
    /// meanwhile is shown here (and its revision is now the one a save replaces).
    private func conflictHTML(_ theirs: (text: String?, revision: Int?)) -> String {
        guard let text = theirs.text, let revision = theirs.revision else {
            return "<div class=\"conflict\" data-conflict><p>This spec was removed after you started. Saving creates it again with your text.</p></div>\n"
        }
        return """
        <div class="conflict" data-conflict>
        <p>Someone saved revision \(revision) after you started. Nothing is lost: their version is here, yours is in the form; saving now replaces theirs with yours.</p>
        <h2>Saved meanwhile (revision \(revision))</h2>
        <pre data-theirs>\(XMLEscaping.text(text))</pre>
        <details open><summary>What yours changes in theirs</summary>
        <pre data-conflict-diff>\(XMLEscaping.text(LineDiff(from: text, to: self.text).unified(from: "revision \(revision) (theirs)", to: "yours")))</pre></details>
        </div>

        """
    }

    /// The findings list; `/assets/edit.js` rewrites it in the same shape from `/api/validate`.
    static func findingsHTML(_ findings: [Finding]) -> String {
        var html = "<ul class=\"findings\" data-findings aria-live=\"polite\">\n"
        for finding in findings {
            html += "<li><strong class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</strong> "
                + "<a href=\"\(XMLEscaping.text(RulesPage.link(toReference: finding.reference)))\"><code>\(XMLEscaping.text(finding.rule))</code></a>"
                + (finding.element.map { " (<code>\(XMLEscaping.text($0))</code>)" } ?? "")
                + (finding.line.map { " line \($0)" } ?? "")
                + ": \(XMLEscaping.text(finding.message))</li>\n"
        }
        if findings.isEmpty { html += "<li>None.</li>\n" }
        return html + "</ul>"
    }

    /// `/specs/new` before a name is chosen: the name and the pattern to start from (as `herocat new`).
    static func chooser(name: String, problem: String?) -> Response {
        let options = Pattern.allCases.map { "<option value=\"\($0.rawValue)\"\($0 == .custom ? " selected" : "")>\($0.rawValue)</option>" }.joined()
        let alert = problem.map { "<p class=\"error\" role=\"alert\">\(XMLEscaping.text($0))</p>\n" } ?? ""
        var page = HTMLPage.document(title: "New spec · herocat", body: """
        <p><a href="/">All specs</a></p>
        <h1>New spec</h1>
        \(alert)<form method="get" action="/specs/new">
        <p><label for="name">Name</label><br><input id="name" name="name" required maxlength="\(CatalogName.maxLength)" value="\(XMLEscaping.text(name))" autocapitalize="off" spellcheck="false"></p>
        <p><label for="pattern">Pattern</label><br><select id="pattern" name="pattern">\(options)</select></p>
        <p><button type="submit">Start from the pattern</button></p>
        </form>
        """)
        page.status = problem == nil ? .ok : .badRequest
        return page
    }

    /// The editor's layout: text and findings side by side where there is room.
    static let style = """
    <style>.editor{display:grid;gap:1rem}@media (min-width:60rem){.editor{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}\
    .editor textarea{width:100%;box-sizing:border-box;font:0.85rem/1.4 ui-monospace,monospace;tab-size:2}\
    iframe.preview{width:100%;height:32rem;border:1px solid #ddd}.refused,.conflict,[data-live-notice]{border-left:4px solid #b00020;padding:.2rem 1rem;background:#fff5f5}\
    .conflict pre{max-height:20rem;overflow:auto}</style>

    """
}
#endif
