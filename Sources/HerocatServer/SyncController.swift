#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

/// `/api/sync/{directory}`: `herocat load` and `dump` with `--remote`. The client reads
/// and writes the directory; these routes decide with the kit's plans, the same as a
/// local load or dump, and keep what this catalog last exchanged with the directory.
/// Every route needs an editor token; a load that may remove specs (`prune`) an admin's.
struct SyncController {
    let service: CatalogService
    let policy: AccessPolicy

    /// A load sends every changed file of the directory in one body, so it may be far
    /// larger than a spec's.
    static let bodyLimit = 64 << 20

    func register(_ router: Router<ServerContext>) {
        router.get("api/sync/:directory", use: bases)
        router.post("api/sync/:directory/load", use: load)
        router.post("api/sync/:directory/dump", use: dump)
        router.post("api/sync/:directory/bases", use: record)
    }

    @Sendable func bases(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.editor, policy)
        return Self.json(try await service.syncDigests(directory: try Self.directory(context)))
    }

    /// All or nothing: every file applied, or a refusal naming every problem (conflicts, invalid files).
    @Sendable func load(_ request: Request, context: ServerContext) async throws -> Response {
        let query = request.uri.queryParameters
        let prune = try SpecsController.flag(query["prune"], "prune")
        let author = try context.author(prune ? .admin : .editor, policy)
        let id = try Self.directory(context)
        let files = try SyncWire.decode(SyncWire.Files.self, try await Self.body(request))
        return Self.json(try await service.load(files, directory: id, prune: prune, force: try SpecsController.flag(query["force"], "force"), author: author))
    }

    /// What to write and delete; the bases are recorded by `record` once the files are written.
    @Sendable func dump(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.editor, policy)
        let id = try Self.directory(context)
        let force = try SpecsController.flag(request.uri.queryParameters["force"], "force")
        let files = try SyncWire.decode(SyncWire.Files.self, try await Self.body(request))
        return Self.json(try await service.planDump(files, directory: id, force: force))
    }

    @Sendable func record(_ request: Request, context: ServerContext) async throws -> Response {
        _ = try context.require(.editor, policy)
        let id = try Self.directory(context)
        let recording = try SyncWire.decode(SyncWire.Recording.self, try await Self.body(request))
        return Self.json(try await service.recordDump(recording, directory: id))
    }

    static func directory(_ context: ServerContext) throws -> String {
        try SyncWire.directoryID(try context.parameters.require("directory"))
    }

    static func body(_ request: Request) async throws -> [UInt8] {
        var request = request
        do {
            return Array(buffer: try await request.collectBody(upTo: bodyLimit))
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            throw ServiceError(.bodyTooLarge(limit: bodyLimit))
        }
    }

    static func json(_ value: some Encodable) -> Response {
        JSONResponse.text(String(decoding: SyncWire.encode(value), as: UTF8.self) + "\n", contentType: JSONResponse.jsonType)
    }
}
#endif
