import ArgumentParser
import CommandLineSupport
import HerocatKit

/// What `herocat serve` takes. `herocat` parses and checks them (so its help, man page and
/// usage errors cover serve), then hands the same arguments to `herocat-serve`, which
/// parses them again with this one definition and runs the server.
public struct ServeOptions: ParsableArguments {
    public init() {}

    public static let abstract = "Serve the catalog over HTTP: a web catalog, and a JSON API under /api with access tokens."
    public static let discussion = """
        Reads need a viewer token unless --public-read; writes need an editor, removals an admin ('herocat token create'); a browser signs in with its token at /sign-in. \
        On SIGTERM or SIGINT it stops accepting, answers /healthz with 503, and gives requests in flight up to --drain seconds. \
        The server is the herocat-serve executable, installed beside herocat.
        """

    @OptionGroup public var catalog: CatalogOptions

    @Option(help: "The address to listen on.")
    public var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    public var port = 8080

    @Flag(help: "Let anyone read without a token.")
    public var publicRead = false

    @Flag(help: ArgumentHelp(
        "Behind a reverse proxy: take each client's address from X-Forwarded-For.",
        discussion: "The address counts failed token attempts (--failed-tokens). Without this flag every client behind a proxy shares the proxy's address."
    ))
    public var trustProxy = false

    @Option(help: ArgumentHelp("Seconds a client gets to send a request head, from its connection or first byte.", valueName: "seconds"))
    public var headerTimeout = ServerLimits.defaults.headerTimeout

    @Option(help: ArgumentHelp("Seconds a client gets to send a request body, from the end of its head.", valueName: "seconds"))
    public var bodyTimeout = ServerLimits.defaults.bodyTimeout

    @Option(help: ArgumentHelp("Seconds a kept-alive connection may wait for its next request.", valueName: "seconds"))
    public var idleTimeout = ServerLimits.defaults.idleTimeout

    @Option(help: ArgumentHelp(
        "Connections open at once (default: \(ServerLimits.defaults.maxConnections), or fewer to fit the open-file limit, ulimit -n).",
        discussion: "Past it a newcomer takes the place of the client that has kept the server waiting longest (for a request, or idle); while every connection is being answered, newcomers get 503.",
        valueName: "count"
    ))
    public var maxConnections: Int?

    @Option(help: ArgumentHelp("Seconds requests in flight get to finish after SIGTERM.", valueName: "seconds"))
    public var drain = ServerLimits.defaults.drain

    @Option(help: ArgumentHelp("Failed token attempts one client address may make in a minute; past them it is refused (429) for the rest of the minute.", valueName: "count"))
    public var failedTokens = ServerLimits.defaults.failedTokens

    @Option(help: ArgumentHelp(
        "Also serve /metrics on this port (same host), with no token: for a scraper on a private network.",
        discussion: "Without it, GET /metrics on the main port needs an admin token."
    ))
    public var metricsPort: Int?

    @Option(help: ArgumentHelp(
        "Seconds a browser stays signed in after /sign-in.",
        discussion: "Sessions live in the server's memory: a restart signs browsers out, and replicas behind one address need session affinity.",
        valueName: "seconds"
    ))
    public var sessionLifetime = ServerLimits.defaultSessionLifetime

    /// The limits for a process that may open `openFiles` files: the default
    /// --max-connections lowered to fit them (and said so), a number given that does not fit refused.
    public func limits(openFiles: Int) throws -> ServerLimits {
        let room = ServerLimits.connectionRoom(openFiles: openFiles)
        if let maxConnections, maxConnections > room {
            throw CLIError(
                "--max-connections \(maxConnections) does not fit the open-file limit of \(openFiles) (ulimit -n), which leaves room for \(room) connections; raise the limit or lower --max-connections",
                exitCode: CLIError.usage
            )
        }
        let connections = maxConnections ?? min(ServerLimits.defaults.maxConnections, room)
        if connections < ServerLimits.defaults.maxConnections, maxConnections == nil {
            Output.note("at most \(connections) connections at once, to fit the open-file limit of \(openFiles) (ulimit -n)")
        }
        return ServerLimits(headerTimeout: headerTimeout, bodyTimeout: bodyTimeout, idleTimeout: idleTimeout, maxConnections: connections, drain: drain, failedTokens: failedTokens)
    }

    public func validate() throws {
        for (name, seconds) in [("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout), ("--idle-timeout", idleTimeout), ("--drain", drain)] {
            guard seconds > 0, seconds <= 86_400 else { throw ValidationError("\(name) must be more than 0 and at most 86400 seconds, got \(seconds)") }
        }
        guard sessionLifetime > 0, sessionLifetime <= 31 * 86_400 else { throw ValidationError("--session-lifetime must be more than 0 and at most 2678400 seconds (31 days), got \(sessionLifetime)") }
        if let maxConnections, maxConnections < 1 { throw ValidationError("--max-connections must be at least 1, got \(maxConnections)") }
        guard failedTokens >= 1 else { throw ValidationError("--failed-tokens must be at least 1, got \(failedTokens)") }
        if let metricsPort {
            guard (1...65535).contains(metricsPort), metricsPort != port else { throw ValidationError("--metrics-port must be in 1...65535 and differ from --port, got \(metricsPort)") }
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535, got \(port)") }
        if catalog.remote != nil {
            throw ValidationError("serve serves a local catalog file; --remote names a server to talk to, not one to start")
        }
    }
}
