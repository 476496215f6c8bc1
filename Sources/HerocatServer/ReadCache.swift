#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit

/// Values read from the catalog, kept until anyone commits to it: every lookup first
/// asks the change signal, and a moved version empties the cache. Without a signal
/// (a catalog in memory), or when the check fails, nothing is kept and every lookup reads.
///
/// Bounded by `capacity` in cost units (bytes for documents): past it, the oldest
/// entries go first.
final class ReadCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let signal: (any CatalogChangeSignaling)?
    private let capacity: Int
    private let cost: @Sendable (Value) -> Int
    // Guarded by `lock`: the version the entries were read at, the entries, their age order.
    private let lock = NSLock()
    private var version: Int?
    private var entries: [Key: Value] = [:]
    private var order: [Key] = []
    private var oldest = 0
    private var total = 0

    init(signal: (any CatalogChangeSignaling)?, capacity: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        self.signal = signal
        self.capacity = capacity
        self.cost = cost
    }

    /// The value kept for `key` if the catalog has not changed since it was read;
    /// otherwise `read()`'s, kept for next time. The version is taken before reading,
    /// so a commit racing the read moves it and the next lookup reads again.
    func value(for key: Key, read: () async throws -> Value) async throws -> Value {
        // A failed check keeps nothing: the read itself says what is wrong with the catalog.
        guard let now = try? await signal?.version() else { return try await read() }
        if let kept = lock.withLock({ lookUp(key, at: now) }) { return kept }
        let value = try await read()
        lock.withLock { keep(value, for: key, at: now) }
        return value
    }

    private func lookUp(_ key: Key, at now: Int) -> Value? {
        if version != now { empty(at: now) }
        return entries[key]
    }

    private func keep(_ value: Value, for key: Key, at readVersion: Int) {
        guard version == readVersion, entries[key] == nil else { return }
        let size = cost(value)
        guard size <= capacity else { return }
        while total + size > capacity { evictOldest() }
        entries[key] = value
        order.append(key)
        total += size
    }

    private func evictOldest() {
        let key = order[oldest]
        oldest += 1
        if let value = entries.removeValue(forKey: key) { total -= cost(value) }
        // Drop the evicted prefix now and then, not on every eviction.
        if oldest > 1024, oldest * 2 > order.count {
            order.removeFirst(oldest)
            oldest = 0
        }
    }

    private func empty(at now: Int) {
        version = now
        entries.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        oldest = 0
        total = 0
    }
}
#endif
