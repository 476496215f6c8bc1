#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import CoreMetrics
import Foundation
import HerocatKit
import Prometheus

/// What /metrics reports, in Prometheus's text format: requests by route, method and
/// status and their latency (recorded through swift-metrics, on this server's own
/// registry, never the process-wide one), and, read when scraped, the catalog's size,
/// the connections open and the requests in flight beside the database's reader limit.
final class ServerMetrics: @unchecked Sendable {
    let registry = PrometheusCollectorRegistry()
    let factory: PrometheusMetricsFactory
    private let service: CatalogService
    private let connections: OpenConnections
    private let databaseReaders: Int
    private let lock = NSLock()
    private var inFlight = 0
    /// The metrics of each label set, made once: a request then costs two lookups.
    private var counters: [String: CoreMetrics.Counter] = [:]
    private var timers: [String: CoreMetrics.Timer] = [:]

    static let requests = "herocat_http_requests_total"
    static let duration = "herocat_http_request_duration_seconds"

    init(service: CatalogService, connections: OpenConnections, databaseReaders: Int) {
        self.service = service
        self.connections = connections
        self.databaseReaders = databaseReaders
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10].map { .nanoseconds(Int64($0 * 1e9)) }
        self.factory = factory
    }

    func requestStarted() { lock.withLock { inFlight += 1 } }

    func requestFinished(route: String, method: String, status: Int, nanoseconds: Int64) {
        let (counter, timer) = lock.withLock {
            inFlight -= 1
            let key = "\(method) \(route)"
            let counterKey = "\(key) \(status)"
            let counter = counters[counterKey] ?? {
                let made = CoreMetrics.Counter(label: Self.requests, dimensions: [("route", route), ("method", method), ("status", String(status))], factory: factory)
                counters[counterKey] = made
                return made
            }()
            let timer = timers[key] ?? {
                let made = CoreMetrics.Timer(label: Self.duration, dimensions: [("route", route), ("method", method)], factory: factory)
                timers[key] = made
                return made
            }()
            return (counter, timer)
        }
        counter.increment()
        timer.recordNanoseconds(nanoseconds)
    }

    /// The text a scrape gets: the gauges read now, then everything recorded.
    func exposition() async throws -> String {
        let specs = try await service.list().count
        let bytes = (try? FileManager.default.attributesOfItem(atPath: service.path)[.size] as? Int) ?? 0
        gauge("herocat_catalog_specs", "Specs in the catalog.").set(Double(specs))
        gauge("herocat_catalog_file_bytes", "Size of the catalog file.").set(Double(bytes))
        gauge("herocat_http_connections_open", "Client connections open.").set(Double(connections.count))
        gauge("herocat_http_requests_in_flight", "Requests being answered, each holding at most one database connection.")
            .set(Double(lock.withLock { inFlight }))
        gauge("herocat_database_readers_max", "Database connections the pool opens for reading at most.").set(Double(databaseReaders))
        return registry.emitToString()
    }

    private func gauge(_ name: String, _ help: String) -> Prometheus.Gauge {
        registry.makeGauge(descriptor: MetricNameDescriptor(metricName: name, unitName: "", helpText: help))
    }
}
#endif
