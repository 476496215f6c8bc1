#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import NIOCore

/// The connections open now: counted for /metrics, closed all at once when the drain
/// deadline passes.
final class OpenConnections: @unchecked Sendable {
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: any Channel] = [:]

    func opened(_ channel: any Channel) { lock.withLock { channels[ObjectIdentifier(channel)] = channel } }
    func closed(_ channel: any Channel) { lock.withLock { _ = channels.removeValue(forKey: ObjectIdentifier(channel)) } }
    var count: Int { lock.withLock { channels.count } }

    /// Closes every open connection; returns how many there were.
    @discardableResult
    func closeAll() -> Int {
        let open = lock.withLock { Array(channels.values) }
        for channel in open { channel.close(promise: nil) }
        return open.count
    }
}
#endif
