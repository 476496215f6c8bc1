/// `herocat serve`'s limits: how long a client may take and how many may be connected at
/// once, so slow or idle connections cannot hold the server, and how long requests in
/// flight get to finish on SIGTERM. Seconds; each time is a total, never reset by a byte
/// arriving. Here, not in the server, so that `herocat serve --help` shows the defaults
/// without linking the server.
public struct ServerLimits: Sendable, Equatable {
    /// From a connection's first byte (or its opening) to the end of a request head.
    public var headerTimeout: Double
    /// From the end of a request head to the end of its body.
    public var bodyTimeout: Double
    /// From the end of a response to the first byte of the next request on the same connection.
    public var idleTimeout: Double
    /// Connections open at once. Past them a newcomer takes the place of the connection
    /// whose client has kept the server waiting longest, or, when every connection is
    /// being answered, is refused with 503.
    public var maxConnections: Int
    /// After SIGTERM, how long requests in flight get before their connections are closed.
    public var drain: Double
    /// Failed token attempts one client address may make in a minute; past them, its
    /// requests with a token are refused (429) for the rest of the minute.
    public var failedTokens: Int

    /// Seconds a browser's sign-in session lasts unless `--session-lifetime` says otherwise.
    public static let defaultSessionLifetime: Double = 12 * 3600

    /// File descriptors a server keeps beside its connections: the catalog's files and
    /// database connections, the listening sockets, the event loops, and room for
    /// `refusingDescriptors` connections being refused.
    public static let reservedDescriptors = 64
    /// Connections past `maxConnections` that may be open at once while they are refused.
    public static let refusingDescriptors = 16

    /// The most connections a process that may open `openFiles` files can hold.
    public static func connectionRoom(openFiles: Int) -> Int {
        max(1, openFiles - reservedDescriptors)
    }

    public static let defaults = ServerLimits(headerTimeout: 10, bodyTimeout: 30, idleTimeout: 60, maxConnections: 512, drain: 10, failedTokens: 10)

    public init(headerTimeout: Double, bodyTimeout: Double, idleTimeout: Double, maxConnections: Int, drain: Double, failedTokens: Int) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.drain = drain
        self.failedTokens = failedTokens
    }
}
