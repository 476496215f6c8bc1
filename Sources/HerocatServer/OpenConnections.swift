#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import NIOCore

/// The connections open now: counted for /metrics, closed all at once when the drain
/// deadline passes, and held to `--max-connections`. A newcomer past the limit is not left
/// in the listen queue behind slow clients (they would hold it up to their deadline): the
/// connection whose client has kept it waiting longest (for a request head or body, or
/// idle since its last response) is closed to make room; only when every other one is
/// being answered is the newcomer refused, with 503.
final class OpenConnections: @unchecked Sendable {
    private struct Entry {
        let channel: any Channel
        /// Since when its client has kept it waiting; nil while a response is being made.
        var waitingSince: NIODeadline?
    }

    let limit: Int
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    init(limit: Int = .max) {
        self.limit = limit
    }

    var count: Int { lock.withLock { entries.count } }

    /// Takes a new connection in; false when it must be refused (every other one is busy).
    func opened(_ channel: any Channel) -> Bool {
        let id = ObjectIdentifier(channel)
        let (admitted, evicted) = lock.withLock { () -> (Bool, (any Channel)?) in
            entries[id] = Entry(channel: channel, waitingSince: .now())
            guard entries.count > limit else { return (true, nil) }
            let longest = entries.lazy.filter { $0.key != id && $0.value.waitingSince != nil }
                .min { $0.value.waitingSince! < $1.value.waitingSince! }
            guard let longest else {
                entries[id]?.waitingSince = nil   // being refused: not one to close for another
                return (false, nil)
            }
            entries[longest.key] = nil
            return (true, longest.value.channel)
        }
        evicted?.close(promise: nil)
        return admitted
    }

    /// A request has arrived whole: the server is answering it.
    func answering(_ channel: any Channel) {
        lock.withLock { entries[ObjectIdentifier(channel)]?.waitingSince = nil }
    }

    /// Its last response is out: the connection waits for its client again.
    func waiting(_ channel: any Channel) {
        lock.withLock { entries[ObjectIdentifier(channel)]?.waitingSince = .now() }
    }

    func closed(_ channel: any Channel) { lock.withLock { _ = entries.removeValue(forKey: ObjectIdentifier(channel)) } }

    /// Closes every open connection; returns how many there were.
    @discardableResult
    func closeAll() -> Int {
        let open = lock.withLock { entries.values.map(\.channel) }
        for channel in open { channel.close(promise: nil) }
        return open.count
    }
}
#endif
