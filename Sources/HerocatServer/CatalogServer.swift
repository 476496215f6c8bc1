#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird
import Logging

/// `herocat serve`: the catalog over HTTP, on Hummingbird. Routes only translate HTTP
/// to kit calls and kit results to documents; the kit holds every rule.
public struct CatalogServer: Sendable {
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        public var publicRead: Bool
        /// Behind a reverse proxy: a client's address is the last `X-Forwarded-For` entry.
        public var trustProxy: Bool
        /// The largest request body accepted (413 beyond): a spec is a few KiB.
        public static let bodyLimit = 1 << 20

        public init(host: String = "127.0.0.1", port: Int = 8080, publicRead: Bool = false, trustProxy: Bool = false) {
            self.host = host
            self.port = port
            self.publicRead = publicRead
            self.trustProxy = trustProxy
        }
    }

    let service: CatalogService
    let configuration: Configuration
    let caches: ReadCaches
    let failedAuth = FailedAuthLimiter()

    /// A server of `service`. With a `changeSignal` on its file, reads of an unchanged
    /// catalog are answered from memory (`ReadCaches`); without one, every read reads.
    public init(service: CatalogService, configuration: Configuration, changeSignal: (any CatalogChangeSignaling)? = nil) {
        self.service = service
        self.configuration = configuration
        caches = ReadCaches(signal: changeSignal)
    }

    /// A server of the catalog at `path`, opened for serving (`CatalogService.openForServing`);
    /// its reads are cached for as long as the store's change signal says nothing changed.
    public static func open(at path: String, busyTimeout: Double, configuration: Configuration) throws -> CatalogServer {
        let service = try CatalogService.openForServing(at: path, busyTimeout: busyTimeout)
        return CatalogServer(service: service, configuration: configuration, changeSignal: try service.catalog.changeSignal())
    }

    /// Reads the catalog once, so that a server that cannot use it (no database server, an
    /// older schema) says why at start rather than on its first request.
    public func checkCatalog() async throws {
        _ = try await service.schemaVersion()
    }

    func router() -> Router<ServerContext> {
        let policy = AccessPolicy(publicRead: configuration.publicRead)
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: AccessMiddleware(service: service, identities: caches.identities, limiter: failedAuth, trustProxy: configuration.trustProxy))
        HealthController().register(router)
        RulesController(policy: policy).register(router)
        SpecsController(service: service, policy: policy, documents: caches.documents).register(router.group("api/specs"))
        BatchController(service: service, policy: policy).register(router)
        PagesController(service: service, policy: policy).register(router)
        router.refusingUnservedMethods()
        return router
    }

    /// Serves until SIGTERM or SIGINT, then lets in-flight requests finish.
    /// `onListening` gets the bound port (useful with port 0).
    public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        var logger = Logger(label: "herocat")
        logger.logLevel = .warning
        let app = Application(
            router: router(),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    }
}
#endif
