#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import Hummingbird
import SpecModel

/// The web catalog, read-only and server-rendered: the gallery at `/`, a page per spec
/// at `/specs/NAME` with its player at `/specs/NAME/player`, and the rule reference at
/// `/rules`. Pages work without JavaScript; the player and the copy buttons use it.
struct PagesController {
    let service: CatalogService
    let policy: AccessPolicy

    func register(_ router: Router<ServerContext>) {
        router.get("/", use: gallery)
        router.get("specs/:name", use: spec)
        router.get("specs/:name/player", use: player)
        router.get("rules", use: rules)
        router.get("assets/catalog.js") { _, _ in
            JSONResponse.text(HTMLPage.script, contentType: "text/javascript; charset=utf-8", headers: [.cacheControl: "max-age=3600"])
        }
    }

    static let galleryLimit = 200

    @Sendable func gallery(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let query = request.uri.queryParameters
        let search = query["search"].map(String.init) ?? ""
        let tag = query["tag"].map(String.init) ?? ""
        let pattern = query["pattern"].flatMap { Pattern(rawValue: String($0)) }
        let filter = SpecFilter(tag: tag.isEmpty ? nil : tag, pattern: pattern, search: search.isEmpty ? nil : search)
        let page = try await service.page(filter, limit: Self.galleryLimit, cursor: nil)
        return HTMLPage.document(title: "herocat catalog", body: GalleryPage(search: search, tag: tag, pattern: pattern, summaries: page.summaries, more: page.nextCursor != nil).html)
    }

    @Sendable func spec(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        let page = try await SpecPage.load(name, service)
        return HTMLPage.document(title: page.title, body: page.html)
    }

    /// The self-contained HTML player of `herocat preview`, as is, framed by the spec page.
    @Sendable func player(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        let spec = try await service.spec(name)
        let html = try CatalogService.preview(spec, as: .html, options: PreviewOptions(report: WritePolicy.validator.validate(spec)))
        return JSONResponse.text(html, contentType: "text/html; charset=utf-8", headers: [.contentSecurityPolicy: SecurityHeadersMiddleware.playerPolicy])
    }

    @Sendable func rules(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        return HTMLPage.document(title: "herocat rules", body: RulesPage.html)
    }
}
#endif
