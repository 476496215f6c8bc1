import ArgumentParser
import CommandLineSupport
import HerocatServer

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the catalog over HTTP: a web catalog, and a JSON API under /api with access tokens.",
        discussion: "Reads need a viewer token unless --public-read; writes need an editor, removals an admin ('herocat token create'). Stops on SIGTERM or SIGINT after in-flight requests finish."
    )

    @OptionGroup var catalog: CatalogOptions

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Flag(help: "Let anyone read without a token.")
    var publicRead = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535, got \(port)") }
    }

    func run() async throws {
        let server = try CatalogServer.open(at: catalog.path, busyTimeout: catalog.wait, configuration: .init(host: host, port: port, publicRead: publicRead))
        let host = host
        try await server.run { port in Output.note("serving http://\(host):\(port)") }
    }
}
