#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation

/// Failed token attempts by client address. Past `limit` failures (`--failed-tokens`)
/// within `window` seconds of the first, the address is refused (429 with Retry-After) until that window has
/// passed, its tokens not even looked up, so guessing a token costs time, not CPU.
final class FailedAuthLimiter: @unchecked Sendable {
    let limit: Int
    static let window: TimeInterval = 60
    /// Addresses kept at most (the oldest windows go first): a flood of addresses costs bounded memory.
    static let maximumAddresses = 10_000

    private struct Failures {
        var count: Int
        var since: TimeInterval
    }

    private let lock = NSLock()
    private var failures: [String: Failures] = [:]
    private let now: @Sendable () -> TimeInterval

    init(limit: Int, now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }) {
        self.limit = limit
        self.now = now
    }

    /// Seconds until `client` may try again; nil when it may now.
    func retryAfter(_ client: String) -> Int? {
        lock.withLock {
            guard let entry = failures[client], entry.count >= limit else { return nil }
            let left = entry.since + Self.window - now()
            guard left > 0 else {
                failures[client] = nil
                return nil
            }
            return Int(left.rounded(.up))
        }
    }

    func recordFailure(_ client: String) {
        lock.withLock {
            let time = now()
            if var entry = failures[client], time - entry.since < Self.window {
                entry.count += 1
                failures[client] = entry
                return
            }
            if failures.count >= Self.maximumAddresses {
                failures = failures.filter { time - $0.value.since < Self.window }
                if failures.count >= Self.maximumAddresses, let oldest = failures.min(by: { $0.value.since < $1.value.since }) {
                    failures[oldest.key] = nil
                }
            }
            failures[client] = Failures(count: 1, since: time)
        }
    }
}
#endif
