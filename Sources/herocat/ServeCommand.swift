import ArgumentParser
import Dispatch
import HerocatServer

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the catalog over HTTP: a JSON API under /api, with access tokens.",
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

    func run() throws {
        let server = CatalogServer(catalog: try catalog.open(), configuration: .init(host: host, port: port, publicRead: publicRead))
        let host = host
        try AsyncBridge.wait {
            try await server.run { port in Output.note("serving http://\(host):\(port)") }
        }
    }
}

/// Runs async work from a synchronous command and waits for it.
enum AsyncBridge {
    static func wait(_ body: @escaping @Sendable () async throws -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do { try await body() } catch { failure.error = error }
            done.signal()
        }
        done.wait()
        if let error = failure.error { throw error }
    }

    private final class FailureBox: @unchecked Sendable {
        var error: (any Error)?
    }
}
