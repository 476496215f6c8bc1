#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit

/// What `/events` streams tell open pages. One task polls the store's change signal
/// (`CatalogStorage.changeSignal()`: a look at the file's data version, or one round trip
/// on a PostgreSQL replica's listening connection) every `interval` while any
/// stream is open, and passes a change to every stream; it also sends each a heartbeat now
/// and then (a stream to a browser that went away fails on it and ends), and ends them all
/// when the server starts draining, so open pages never hold a shutdown.
final class ChangeFeed: @unchecked Sendable {
    enum Event: Sendable, Equatable {
        case change(version: Int)
        case heartbeat
    }

    static let interval = Duration.milliseconds(250)
    static let heartbeatEvery = Duration.seconds(15)

    /// Streams open at once, at most: the rest of `--max-connections` stays free for requests.
    let limit: Int
    private let signal: (any CatalogChangeSignaling)?
    private let isDraining: @Sendable () -> Bool
    private let lock = NSLock()
    private var streams: [Int: AsyncStream<Event>.Continuation] = [:]
    private var nextID = 0
    private var polling = false

    init(signal: (any CatalogChangeSignaling)?, limit: Int, isDraining: @escaping @Sendable () -> Bool) {
        self.signal = signal
        self.limit = max(1, limit)
        self.isDraining = isDraining
    }

    var count: Int { lock.withLock { streams.count } }

    /// A new stream of events, or nil when `limit` streams are open or the server is draining.
    func subscribe() -> AsyncStream<Event>? {
        guard !isDraining() else { return nil }
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id: Int? = lock.withLock {
            guard streams.count < limit else { return nil }
            nextID += 1
            streams[nextID] = continuation
            return nextID
        }
        guard let id else { return nil }
        let start = lock.withLock {
            defer { polling = true }
            return !polling
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        if start { Task.detached { await self.poll() } }
        return stream
    }

    private func remove(_ id: Int) {
        lock.withLock { _ = streams.removeValue(forKey: id) }
    }

    private func poll() async {
        var last = try? await signal?.version()
        var spoke = ContinuousClock.now
        while true {
            try? await Task.sleep(for: Self.interval)
            let open: [AsyncStream<Event>.Continuation]? = lock.withLock {
                if streams.isEmpty { polling = false; return nil }
                return Array(streams.values)
            }
            guard let open else { return }
            if isDraining() {
                for stream in open { stream.finish() }
                continue
            }
            let version = try? await signal?.version()
            if let version, version != last {
                last = version
                spoke = .now
                for stream in open { stream.yield(.change(version: version)) }
            } else if ContinuousClock.now - spoke >= Self.heartbeatEvery {
                spoke = .now
                for stream in open { stream.yield(.heartbeat) }
            }
        }
    }
}
#endif
