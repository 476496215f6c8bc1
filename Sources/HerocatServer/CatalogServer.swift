#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird
import Logging
import ServiceLifecycle

/// `herocat serve`: the catalog over HTTP, on Hummingbird. Routes only translate HTTP
/// to kit calls and kit results to documents; the kit holds every rule.
public struct CatalogServer: Sendable {
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        public var publicRead: Bool
        /// Behind a reverse proxy: a client's address is the last `X-Forwarded-For` entry.
        public var trustProxy: Bool
        public var limits: ServerLimits
        /// A second port serving only /metrics, without a token.
        public var metricsPort: Int?
        /// Seconds a browser's sign-in session lasts (`--session-lifetime`).
        public var sessionLifetime: Double
        /// The largest request body accepted (413 beyond): a spec is a few KiB.
        public static let bodyLimit = 1 << 20

        public init(host: String = "127.0.0.1", port: Int = 8080, publicRead: Bool = false, trustProxy: Bool = false, limits: ServerLimits = .defaults, metricsPort: Int? = nil, sessionLifetime: Double = ServerLimits.defaultSessionLifetime) {
            self.host = host
            self.port = port
            self.publicRead = publicRead
            self.trustProxy = trustProxy
            self.limits = limits
            self.metricsPort = metricsPort
            self.sessionLifetime = sessionLifetime
        }
    }

    let service: CatalogService
    let configuration: Configuration
    let caches: ReadCaches
    /// A `var` only so that an in-process client may read another clock (`inProcessClient`).
    var failedAuth: FailedAuthLimiter
    let sessions: WebSessions
    let connections: OpenConnections
    let drain: ShutdownDrain
    let metrics: ServerMetrics
    /// Changes for open pages (`/events`).
    let feed: ChangeFeed

    /// A server of `service`. With a `changeSignal` on its file, reads of an unchanged
    /// catalog are answered from memory (`ReadCaches`); without one, every read reads.
    public init(service: CatalogService, configuration: Configuration, changeSignal: (any CatalogChangeSignaling)? = nil) {
        self.service = service
        self.configuration = configuration
        caches = ReadCaches(signal: changeSignal)
        failedAuth = FailedAuthLimiter(limit: configuration.limits.failedTokens)
        sessions = WebSessions(lifetime: configuration.sessionLifetime)
        connections = OpenConnections(limit: configuration.limits.maxConnections)
        let drain = ShutdownDrain(seconds: configuration.limits.drain, connections: connections)
        self.drain = drain
        feed = ChangeFeed(signal: changeSignal, limit: configuration.limits.maxConnections / 2) { drain.isDraining }
        metrics = ServerMetrics(service: service, connections: connections, databaseReaders: service.catalog.readConnections)
    }

    /// A server of the catalog at `path`, opened for serving (`CatalogService.openForServing`:
    /// a read-only or damaged file is refused here, in one line, rather than request by request);
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
        router.add(middleware: MetricsMiddleware(metrics: metrics))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: AccessMiddleware(service: service, identities: caches.identities, limiter: failedAuth, sessions: sessions, trustProxy: configuration.trustProxy))
        HealthController(drain: drain).register(router)
        MetricsController(metrics: metrics, needsToken: true).register(router)
        RulesController(policy: policy).register(router)
        SpecsController(service: service, policy: policy, documents: caches.documents).register(router.group("api/specs"))
        BatchController(service: service, policy: policy).register(router)
        SyncController(service: service, policy: policy).register(router)
        PagesController(service: service, policy: policy, pages: caches.pages).register(router)
        SignInController(service: service, identities: caches.identities, limiter: failedAuth, sessions: sessions, trustProxy: configuration.trustProxy).register(router)
        EditController(service: service, policy: policy, trustProxy: configuration.trustProxy).register(router)
        EventsController(feed: feed, policy: policy).register(router)
        router.refusingUnservedMethods()
        return router
    }

    /// Serves until SIGTERM or SIGINT, then drains (`ShutdownDrain`) and returns.
    /// `onListening` gets the bound port (useful with port 0).
    public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        var logger = ServerLog.logger
        logger.logLevel = .warning
        let limits = configuration.limits, connections = connections
        let app = Application(
            router: router(),
            server: .http1(configuration: .init(additionalChannelHandlers: [ConnectionDeadlineHandler(limits: limits, connections: connections)])),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil,
                // OpenConnections holds the limit; this backstop keeps connections being refused
                // from taking the process's last file descriptors.
                availableConnectionsDelegate: .maximum(limits.maxConnections + ServerLimits.refusingDescriptors, logger: logger)
            ),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        var services: [any Service] = [app, drain]
        if let metricsPort = configuration.metricsPort {
            let router = Router(context: ServerContext.self)
            MetricsController(metrics: metrics, needsToken: false).register(router)
            services.insert(Application(router: router, configuration: .init(address: .hostname(configuration.host, port: metricsPort), serverName: nil), logger: logger), at: 0)
        }
        var group = ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // A backstop: the drain closes what is left at its deadline, so this is not reached.
        group.maximumGracefulShutdownDuration = .seconds(limits.drain + 5)
        try await ServiceGroup(configuration: group).run()
    }
}
#endif
