#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import SpecModel

/// What the server keeps between requests while the catalog does not change: who each
/// token is, and the documents it answered reads with. Reads of an unchanged catalog
/// then cost one change check instead of database reads and encoding.
struct ReadCaches: Sendable {
    /// Token lookups by the digest of the secret, unknown ones included (a new token is a
    /// commit, which empties it).
    let identities: ReadCache<String, Identity?>
    /// Response bodies of reads, by what was asked.
    let documents: ReadCache<DocumentKey, CachedDocument>
    /// Rendered web pages and posters (`CachedPage`), by what they show.
    let pages: ReadCache<PageKey, CachedPage>

    /// Documents are small (a spec is a few KiB): this keeps thousands.
    static let documentBytes = 64 << 20
    static let identityCount = 1024

    init(signal: (any CatalogChangeSignaling)?) {
        identities = ReadCache(signal: signal, capacity: Self.identityCount)
        documents = ReadCache(signal: signal, capacity: Self.documentBytes) { $0.body.readableBytes }
        pages = ReadCache(signal: signal, capacity: Self.documentBytes) { $0.body.readableBytes }
    }
}

/// A read the server answers from `ReadCaches.documents`: the route and every parameter that shapes its answer.
enum DocumentKey: Hashable, Sendable {
    case spec(CatalogName, yaml: Bool)
    case page(SpecFilter, limit: Int, cursor: String?)
}

/// A response body as sent, with the spec revision behind it (its ETag), if any.
struct CachedDocument: Sendable {
    var body: ByteBuffer
    var contentType: String
    var revision: Int?

    init(_ text: String, contentType: String, revision: Int? = nil) {
        body = ByteBuffer(string: text)
        self.contentType = contentType
        self.revision = revision
    }

    func response(headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: body))
    }
}
#endif
