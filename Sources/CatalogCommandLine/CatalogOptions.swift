import ArgumentParser
import CommandLineSupport
import Foundation
import HerocatKit

/// `--db`, shared by every command that touches the catalog.
public struct CatalogOptions: ParsableArguments {
    public init() {}

    @Option(name: .long, help: ArgumentHelp("The catalog: a file, or a PostgreSQL database as postgres://user@host:port/database.", discussion: "The password comes from the address or $PGPASSWORD; add ?sslmode=verify-full for TLS with the server verified. Default: $HEROCAT_DB, else the nearest herocat.sqlite in this directory or a parent (never in or above a directory listed in $HEROCAT_CEILING), else ./herocat.sqlite.", valueName: "path"))
    public var db: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How long to wait for another writer to finish.", valueName: "seconds"))
    public var wait: Double = CatalogService.defaultBusyTimeout

    @Option(help: ArgumentHelp("Use the catalog a 'herocat serve' at this address serves, with the token in $HEROCAT_TOKEN (list, show, add, remove, history, validate, export, load, dump; the other catalog commands refuse it).", discussion: "Default: $HEROCAT_REMOTE.", valueName: "url"))
    public var remote: String?

    public func validate() throws {
        guard wait.isFinite, wait >= 0 else { throw ValidationError("--wait takes a number of seconds, 0 or more, got \(wait)") }
    }

    public static let fileName = CatalogLocation.fileName

    /// --db, else $HEROCAT_DB, else the nearest herocat.sqlite upward (see `CatalogLocation`).
    public var path: String {
        CatalogLocation.resolve(explicit: db, environment: ProcessInfo.processInfo.environment,
                                currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The service on the existing local catalog, for commands that work on the file only;
    /// a missing one says how to create it (exit 4). With --remote (or $HEROCAT_REMOTE) such
    /// a command is refused (exit 2) rather than quietly working on a local file instead.
    /// Opened to write, an older schema is upgraded, and stderr says so.
    public func open(for purpose: CatalogPurpose = .read) throws -> CatalogService {
        try refuseRemote()
        return Self.noted(try CatalogService.open(at: path, busyTimeout: wait, for: purpose))
    }

    /// An upgrade is never silent: what changed and where the old catalog is kept.
    private static func noted(_ service: CatalogService) -> CatalogService {
        if let upgrade = service.upgrade { Output.note(upgrade.description) }
        return service
    }

    private func refuseRemote() throws {
        guard let url = try remoteURL else { return }
        throw CLIError(
            "this command works on a local catalog file, not on the server at \(url.absoluteString) (--remote or $HEROCAT_REMOTE); "
                + "run it where the catalog file is, or without --remote and with HEROCAT_REMOTE unset",
            exitCode: CLIError.usage
        )
    }

    /// The server's address: --remote, else $HEROCAT_REMOTE; nil for the local file.
    public var remoteURL: URL? {
        get throws {
            guard let text = remote ?? ProcessInfo.processInfo.environment["HEROCAT_REMOTE"], !text.isEmpty else { return nil }
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
                throw CLIError("--remote takes a server address such as http://127.0.0.1:8080, got '\(text)'", exitCode: CLIError.usage)
            }
            return url
        }
    }

    /// The catalog the catalog commands read and write: the server's with --remote
    /// (or $HEROCAT_REMOTE), else the local file's, opened for `purpose`.
    public func access(for purpose: CatalogPurpose = .read) throws -> any CatalogAccess {
        if let remote = try remoteCatalog { return remote }
        return try open(for: purpose)
    }

    /// The catalog `load` and `dump` exchange a directory with: the server's with --remote
    /// (or $HEROCAT_REMOTE), which keeps the directory's bases, else the local file's.
    public func exchange() throws -> any DirectoryExchange {
        if let remote = try remoteCatalog { return remote }
        return try open(for: .write)
    }

    /// The server's catalog, with the token in $HEROCAT_TOKEN; nil without --remote.
    private var remoteCatalog: RemoteCatalog? {
        get throws { try remoteURL.map { RemoteCatalog(base: $0, token: ProcessInfo.processInfo.environment["HEROCAT_TOKEN"]) } }
    }

    /// Creates the local catalog, or brings an existing one up to date (refused with --remote).
    public func create() async throws -> (service: CatalogService, created: Bool) {
        try refuseRemote()
        let (service, created) = try await CatalogService.create(at: path, busyTimeout: wait)
        return (Self.noted(service), created)
    }
}
