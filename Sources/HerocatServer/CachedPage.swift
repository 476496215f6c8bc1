#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import SpecModel

/// A rendered page (or poster) as sent, with an entity tag: the digest of its bytes, so
/// the same spec revision rendered by the same server has the same tag and a browser's
/// `If-None-Match` gets a 304 without a body. Kept in `ReadCaches.pages` until the catalog
/// changes; re-rendered then, the tag only moves if the bytes do.
struct CachedPage: Sendable {
    var body: ByteBuffer
    var contentType: String
    var tag: String

    init(_ text: String, contentType: String = HTMLPage.contentType) {
        body = ByteBuffer(string: text)
        self.contentType = contentType
        tag = "\"" + SHA256.hex(Array(text.utf8)).prefix(20) + "\""
    }

    /// 200 with the body, or 304 when the browser already holds these bytes. Without a
    /// freshness lifetime a browser asks again on every view (and a signed-in one is told
    /// `private, no-cache` by `SecurityHeadersMiddleware`).
    func response(to request: Request) -> Response {
        var headers: HTTPFields = [.eTag: tag]
        if let match = request.headers[.ifNoneMatch], ETag.ifNoneMatch(match, names: tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}

/// What a cached page was rendered from: the route and every parameter that shapes it.
enum PageKey: Hashable, Sendable {
    case gallery(SpecFilter, cursor: String?)
    case spec(CatalogName)
    case poster(CatalogName)
    case diff(CatalogName, from: Int?, to: Int?)
}
#endif
