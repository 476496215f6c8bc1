#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

/// The request context of every route: Hummingbird's core storage and the
/// identity the access middleware found (nil when no token was sent).
public struct ServerContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    public var identity: Identity?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
#endif
