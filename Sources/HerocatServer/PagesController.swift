#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Previews
import Hummingbird
import SpecModel

/// The web catalog, server-rendered: the gallery at `/` (posters at
/// `/specs/NAME/poster.svg`), a page per spec at `/specs/NAME` with the diff of any two
/// revisions at `/specs/NAME/diff`, the standalone player at `/specs/NAME/player`, the
/// rule reference at `/rules`. Pages work without JavaScript; the player, the copy
/// buttons and the player's fit use it. Every page and poster is rendered once per
/// catalog version (`ReadCaches.pages`) and answers `If-None-Match` with a 304.
struct PagesController {
    let service: CatalogService
    let policy: AccessPolicy
    let pages: ReadCache<PageKey, CachedPage>

    func register(_ router: Router<ServerContext>) {
        router.get("/", use: gallery)
        router.get("specs/:name", use: spec)
        router.get("specs/:name/poster.svg", use: poster)
        router.get("specs/:name/diff", use: diff)
        router.get("specs/:name/player", use: player)
        router.get("rules", use: rules)
        router.get("assets/catalog.js") { request, _ in Self.catalogScript.response(to: request) }
        router.get("assets/player.js") { request, _ in Self.playerScript.response(to: request) }
    }

    static let galleryLimit = 48
    static let javaScript = "text/javascript; charset=utf-8"
    static let catalogScript = CachedPage(HTMLPage.script, contentType: javaScript)
    static let playerScript = CachedPage(EmbeddedPlayer.script, contentType: javaScript)
    static let rulesPage = CachedPage(HTMLPage.html(title: "Rules · herocat", body: "<main id=\"content\" class=\"rules\">\n\(RulesPage.html)</main>", section: .rules))

    @Sendable func gallery(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let parameters = request.uri.queryParameters
        func text(_ name: String) -> String { parameters[name[...]].map(String.init) ?? "" }
        var query = GalleryPage.Query(search: text("search"), tag: text("tag"), pattern: text("pattern"), severity: text("severity"))
        // A value no spec can have shows every spec rather than an error page.
        if Pattern(rawValue: query.pattern) == nil { query.pattern = "" }
        if !CatalogFacets.severityOrder.contains(query.severity) { query.severity = "" }
        let filter = query.filter
        let cursor = try SpecsController.cursor(parameters["cursor"], for: filter)
        return try await pages.value(for: .gallery(filter, cursor: cursor)) {
            let page = try await service.page(filter, limit: Self.galleryLimit, cursor: cursor)
            let facets = try await service.facets(filter)
            return CachedPage(GalleryPage(query: query, summaries: page.summaries, cursor: cursor, nextCursor: page.nextCursor, facets: facets).html)
        }.response(to: request)
    }

    @Sendable func spec(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        return try await pages.value(for: .spec(name)) {
            CachedPage(try await SpecPage.load(name, service).html)
        }.response(to: request)
    }

    /// A card's poster (`PreviewFormat.poster`), rendered once per revision.
    @Sendable func poster(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        return try await pages.value(for: .poster(name)) {
            CachedPage(try CatalogService.preview(try await service.spec(name), as: .poster), contentType: "image/svg+xml; charset=utf-8")
        }.response(to: request)
    }

    @Sendable func diff(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        let (from, to) = try SpecsController.revisions(request)
        return try await pages.value(for: .diff(name, from: from, to: to)) {
            CachedPage(try await DiffPage.load(name, from: from, to: to, service).html)
        }.response(to: request)
    }

    /// The self-contained HTML player of `herocat preview`, as is.
    @Sendable func player(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        let name = try SpecsController.name(context)
        let spec = try await service.spec(name)
        let html = try CatalogService.preview(spec, as: .html, options: PreviewOptions(report: WritePolicy.validator.validate(spec)))
        return JSONResponse.text(html, contentType: HTMLPage.contentType, headers: [.contentSecurityPolicy: SecurityHeadersMiddleware.playerPolicy])
    }

    @Sendable func rules(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.viewer, policy)
        return Self.rulesPage.response(to: request)
    }
}
#endif
