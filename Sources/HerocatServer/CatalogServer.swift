#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import CatalogStore
import Foundation
import GRDB
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
        /// The largest request body accepted (413 beyond): a spec is a few KiB.
        public static let bodyLimit = 1 << 20

        public init(host: String = "127.0.0.1", port: Int = 8080, publicRead: Bool = false, trustProxy: Bool = false, limits: ServerLimits = .defaults, metricsPort: Int? = nil) {
            self.host = host
            self.port = port
            self.publicRead = publicRead
            self.trustProxy = trustProxy
            self.limits = limits
            self.metricsPort = metricsPort
        }
    }

    let service: CatalogService
    let configuration: Configuration
    let caches: ReadCaches
    let failedAuth: FailedAuthLimiter
    let connections = OpenConnections()
    let drain: ShutdownDrain
    let metrics: ServerMetrics

    /// A server of `service`. With a `changeSignal` on its file, reads of an unchanged
    /// catalog are answered from memory (`ReadCaches`); without one, every read reads.
    public init(service: CatalogService, configuration: Configuration, changeSignal: CatalogChangeSignal? = nil, databaseReaders: Int = 1) {
        self.service = service
        self.configuration = configuration
        caches = ReadCaches(signal: changeSignal)
        failedAuth = FailedAuthLimiter(limit: configuration.limits.failedTokens)
        drain = ShutdownDrain(seconds: configuration.limits.drain, connections: connections)
        metrics = ServerMetrics(service: service, connections: connections, databaseReaders: databaseReaders)
    }

    /// A server of the catalog file, on a connection pool: readers run in parallel beside
    /// the one writer (WAL). The file is first opened the CLI's way for reading, which checks
    /// that it is a herocat catalog of this build's schema: a server never upgrades one
    /// (`herocat init` does, keeping a copy of the old one). A read-only or damaged file is
    /// refused here, in one line, rather than failing request by request.
    public static func open(at path: String, busyTimeout: Double, configuration: Configuration) throws -> CatalogServer {
        _ = try CatalogService.open(at: path, busyTimeout: busyTimeout)
        var database = GRDB.Configuration()
        database.busyMode = .timeout(busyTimeout)
        database.label = "herocat serve"
        database.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let pool: DatabasePool
        do {
            pool = try Catalog.pool(at: path, busyTimeout: busyTimeout, configuration: database)
        } catch let error as CatalogError {
            throw ServiceError(.catalog(error))
        }
        let service = try CatalogService(writer: pool, label: path)
        return CatalogServer(
            service: service, configuration: configuration, changeSignal: try CatalogChangeSignal(path: path),
            databaseReaders: database.maximumReaderCount
        )
    }

    func router() -> Router<ServerContext> {
        let policy = AccessPolicy(publicRead: configuration.publicRead)
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: MetricsMiddleware(metrics: metrics))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ErrorMiddleware())
        router.add(middleware: AccessMiddleware(service: service, identities: caches.identities, limiter: failedAuth, trustProxy: configuration.trustProxy))
        HealthController(drain: drain).register(router)
        MetricsController(metrics: metrics, needsToken: true).register(router)
        RulesController(policy: policy).register(router)
        SpecsController(service: service, policy: policy, documents: caches.documents).register(router.group("api/specs"))
        BatchController(service: service, policy: policy).register(router)
        PagesController(service: service, policy: policy).register(router)
        router.refusingUnservedMethods()
        return router
    }

    /// Serves until SIGTERM or SIGINT, then drains (`ShutdownDrain`) and returns.
    /// `onListening` gets the bound port (useful with port 0).
    public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        var logger = Logger(label: "herocat")
        logger.logLevel = .warning
        let limits = configuration.limits, connections = connections
        let app = Application(
            router: router(),
            server: .http1(configuration: .init(additionalChannelHandlers: [ConnectionDeadlineHandler(limits: limits, connections: connections)])),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil,
                availableConnectionsDelegate: .maximum(limits.maxConnections, logger: logger)
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
