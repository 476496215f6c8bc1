#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import NIOCore

/// The request context of every route: Hummingbird's core storage, the identity the
/// access middleware found (nil when no token was sent), and the address of the peer
/// that connected (a proxy's, behind one).
public struct ServerContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var identity: Identity?
    /// The browser session the identity came from (`WebSessions`): its cookie's id and CSRF token.
    var session: (id: String, csrf: String)?
    /// Kept as NIO gives it: written out only for a request that sends a token.
    public var peer: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress
    }
}
#endif
