#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit

/// The browser sessions of `/sign-in`, in this process's memory: a session's id is 256
/// random bits, kept only as its SHA-256 digest (as tokens are), and names the digest of
/// the token it was signed in with, so a revoked token ends its sessions on their next
/// request. Each has its own CSRF token. A restart signs everyone out, and replicas
/// behind one address need session affinity (docs/server.md).
final class WebSessions: @unchecked Sendable {
    struct Session: Sendable {
        var tokenHash: String
        var csrf: String
        var expires: TimeInterval
    }

    /// Seconds a session lasts from sign-in (`--session-lifetime`).
    let lifetime: TimeInterval
    /// Sessions kept at most; past it, the expired go, then the soonest to expire.
    static let maximum = 100_000
    static let cookieName = "herocat_session"

    private let lock = NSLock()
    private var sessions: [String: Session] = [:]
    private let now: @Sendable () -> TimeInterval

    init(lifetime: TimeInterval, now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }) {
        self.lifetime = lifetime
        self.now = now
    }

    /// A new session for the token with digest `tokenHash`: its id (for the cookie) and itself.
    func open(tokenHash: String) -> (id: String, session: Session) {
        let id = AccessToken.randomHex()
        let session = Session(tokenHash: tokenHash, csrf: AccessToken.randomHex(), expires: now() + lifetime)
        lock.withLock {
            if sessions.count >= Self.maximum {
                let time = now()
                sessions = sessions.filter { $0.value.expires > time }
                if sessions.count >= Self.maximum, let soonest = sessions.min(by: { $0.value.expires < $1.value.expires }) {
                    sessions[soonest.key] = nil
                }
            }
            sessions[AccessToken.hash(id)] = session
        }
        return (id, session)
    }

    /// The live session with this id; nil (and forgotten) once expired.
    func session(_ id: String) -> Session? {
        let key = AccessToken.hash(id)
        return lock.withLock {
            guard let session = sessions[key] else { return nil }
            guard session.expires > now() else {
                sessions[key] = nil
                return nil
            }
            return session
        }
    }

    func close(_ id: String) {
        let key = AccessToken.hash(id)
        lock.withLock { sessions[key] = nil }
    }
}
#endif
