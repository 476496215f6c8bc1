import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
#if Server
import HerocatServer
#endif

/// `herocat serve`, as its own executable: the only one that links SwiftNIO and
/// Hummingbird. `herocat serve ARGS` runs `herocat-serve ARGS`.
@main
struct HerocatServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "herocat serve",
        abstract: ServeOptions.abstract,
        discussion: ServeOptions.discussion,
        version: HerocatVersion.current
    )

    @OptionGroup var options: ServeOptions

    func run() async throws {
        #if Server
        let limits = try options.limits(openFiles: OpenFileLimit.raised())
        let server = try CatalogServer.open(
            at: options.catalog.path, busyTimeout: options.catalog.wait,
            configuration: .init(
                host: options.host, port: options.port, publicRead: options.publicRead, trustProxy: options.trustProxy,
                limits: limits, metricsPort: options.metricsPort, sessionLifetime: options.sessionLifetime
            )
        )
        try await server.checkCatalog()
        let host = options.host
        try await server.run { port in Output.note("serving http://\(host):\(port)") }
        #else
        throw CLIError(
            "this herocat-serve was built without the server; build it with 'swift build --traits Server --product herocat-serve'",
            exitCode: CLIError.usage
        )
        #endif
    }

    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            CommandLineExit.exit(with: error, command: HerocatServe.self)
        }
    }
}
