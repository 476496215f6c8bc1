#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird
import Previews
import SpecModel

/// Editing in the browser (editor role): `/specs/NAME/edit` saves with the revision it
/// started from, `/specs/new` starts from a pattern as `herocat new` does, `/preview`
/// plays posted text without storing it. Plain form posts, each with its CSRF field; the
/// kit parses, grades (`SpecBatch`) and stores, as for `PUT /api/specs/NAME`.
struct EditController {
    let service: CatalogService
    let policy: AccessPolicy
    let trustProxy: Bool

    /// The form posts of fixed path that check their own `csrf` field (`WebForm`).
    static let formPaths: Set<String> = ["/specs/new", "/preview"]
    /// A form sends the spec percent-encoded: up to three bytes for each byte of the largest spec.
    static let formLimit = 3 * CatalogServer.Configuration.bodyLimit

    func register(_ router: Router<ServerContext>) {
        router.get("specs/new", use: new)
        router.post("specs/new", use: create)
        router.get("specs/:name/edit", use: edit)
        router.post("specs/:name/edit", use: save)
        router.post("preview", use: preview)
        router.get("assets/edit.js") { _, _ in EditAssets.response(EditAssets.editScript) }
    }

    @Sendable func edit(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.author(.editor, policy)
        let name = try SpecsController.name(context)
        let (spec, revision) = try await service.specWithRevision(name)
        return EditPage(name: name, text: spec.document.yaml, revision: revision, csrf: context.session?.csrf).response()
    }

    @Sendable func save(_ request: Request, context: ServerContext) async throws -> Response {
        let name = try SpecsController.name(context)
        let form = try await fields(request, context)
        let author = try context.author(.editor, policy)
        let started = form["revision"].flatMap { Int($0) }
        var page = EditPage(name: name, text: form["spec"] ?? "", revision: started, csrf: context.session?.csrf, force: form["force"] != nil)
        do throws(ServiceError) {
            let batch = try SpecBatch([.bytes(Array(page.text.utf8), file: "\(name.rawValue).yaml")], force: page.force)
            if let sent = batch.writes.first?.spec.name, sent != name { throw SpecsController.misnamed(sent, sentTo: name) }
            _ = try await service.add(batch, replace: true, expectRevision: started, author: author)
            return Self.saved(name)
        } catch {
            page.problems = error.lines
            guard error.kind == .conflict else { return page.response(status: ErrorDocument.status(of: error.kind)) }
            // Someone saved (or removed) it meanwhile: show theirs beside the text sent, and
            // make theirs the revision a save now replaces.
            if let current = try? await service.specWithRevision(name) {
                page.theirs = (current.spec.document.yaml, current.revision)
                page.revision = current.revision
            } else {
                page.theirs = (nil, nil)
                page.revision = nil
            }
            return page.response(status: .conflict)
        }
    }

    /// `GET /specs/new`: the name and pattern form; with both, the pattern's starting spec in the editor.
    @Sendable func new(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.author(.editor, policy)
        let query = request.uri.queryParameters
        guard let text = query["name"].map(String.init) else { return EditPage.chooser(name: "", problem: nil) }
        guard let name = CatalogName(text) else { return EditPage.chooser(name: text, problem: CatalogName.problem(with: text)) }
        let pattern = query["pattern"].flatMap { Pattern(rawValue: String($0)) } ?? .custom
        return EditPage(name: nil, text: SpecTemplate.yaml(name: name, pattern: pattern), csrf: context.session?.csrf).response()
    }

    /// `POST /specs/new`: stores a spec whose name is not taken (409 and the form again otherwise).
    @Sendable func create(_ request: Request, context: ServerContext) async throws -> Response {
        let form = try await fields(request, context)
        let author = try context.author(.editor, policy)
        var page = EditPage(name: nil, text: form["spec"] ?? "", csrf: context.session?.csrf, force: form["force"] != nil)
        do throws(ServiceError) {
            let batch = try SpecBatch([.bytes(Array(page.text.utf8), file: "new.yaml")], force: page.force)
            let result = try await service.add(batch, replace: false, author: author)
            return Self.saved(result[0].name)
        } catch {
            page.problems = error.lines
            return page.response(status: ErrorDocument.status(of: error.kind))
        }
    }

    /// The HTML player of the posted text, as `herocat preview` makes it, stored nowhere;
    /// text that does not parse gets a page saying why (framed by the editor all the same).
    @Sendable func preview(_ request: Request, context: ServerContext) async throws -> Response {
        let form = try await fields(request, context)
        _ = try context.require(.viewer, policy)
        let headers: HTTPFields = [.contentSecurityPolicy: SecurityHeadersMiddleware.playerPolicy, .cacheControl: "no-store"]
        let html: String
        switch SpecInput.parseEach([.bytes(Array((form["spec"] ?? "").utf8), file: "preview.yaml")])[0] {
        case .success(let located):
            do throws(ServiceError) {
                html = try CatalogService.preview(located.spec, as: .html, options: PreviewOptions(report: WritePolicy.validator.validate(located.spec, sourceMap: located.sourceMap)))
            } catch {
                html = Self.message(error.lines)
            }
        case .failure(let error):
            html = Self.message(ServiceError(.invalidSpec(error)).lines)
        }
        return JSONResponse.text(html, contentType: "text/html; charset=utf-8", headers: headers)
    }

    /// A form post's fields, refused (403) unless it carries the session's CSRF token.
    /// A browser sends a textarea's lines ending in CR LF; the spec's are LF.
    private func fields(_ request: Request, _ context: ServerContext) async throws -> [String: String] {
        var form = try await WebForm.fields(request, upTo: Self.formLimit)
        try WebForm.checkCSRF(form, request, context, trustProxy: trustProxy)
        form["spec"] = form["spec"]?.replacingOccurrences(of: "\r\n", with: "\n")
        return form
    }

    /// After a save, the spec's page (303: reloading it does not post again).
    static func saved(_ name: CatalogName) -> Response {
        Response(status: .seeOther, headers: [.location: "/specs/\(name.rawValue)", .cacheControl: "no-store"])
    }

    static func message(_ lines: [String]) -> String {
        "<!DOCTYPE html><html lang=\"en\"><meta charset=\"utf-8\"><title>No preview</title><body style=\"font-family:system-ui,sans-serif\"><p>No preview:</p><ul>"
            + lines.map { "<li>\(XMLEscaping.text($0))</li>" }.joined() + "</ul></body></html>\n"
    }
}
#endif
