import ArgumentParser

/// What `herocat serve` takes. `herocat` parses and checks them (so its help, man page and
/// usage errors cover serve), then hands the same arguments to `herocat-serve`, which
/// parses them again with this one definition and runs the server.
public struct ServeOptions: ParsableArguments {
    public init() {}

    public static let abstract = "Serve the catalog over HTTP: a web catalog, and a JSON API under /api with access tokens."
    public static let discussion = """
        Reads need a viewer token unless --public-read; writes need an editor, removals an admin ('herocat token create'). \
        Stops on SIGTERM or SIGINT after in-flight requests finish. The server is the herocat-serve executable, \
        installed beside herocat.
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
        discussion: "The address counts failed token attempts: past 10 in a minute, that address is refused (429) for the rest of the minute. Without this flag every client behind a proxy shares the proxy's address."
    ))
    public var trustProxy = false

    public func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535, got \(port)") }
        if catalog.remote != nil {
            throw ValidationError("serve serves a local catalog file; --remote names a server to talk to, not one to start")
        }
    }
}
