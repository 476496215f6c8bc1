import ArgumentParser
import CatalogStore
import Foundation

/// `--db`, shared by every command that touches the catalog.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalog file.", discussion: "Default: $HEROCAT_DB, else the nearest herocat.sqlite in this directory or a parent (never in or above a directory listed in $HEROCAT_CEILING), else ./herocat.sqlite.", valueName: "path"))
    var db: String?

    @Option(help: ArgumentHelp("How long to wait for another writer to finish.", valueName: "seconds"))
    var wait: Double = Catalog.defaultBusyTimeout

    func validate() throws {
        guard wait.isFinite, wait >= 0 else { throw ValidationError("--wait takes a number of seconds, 0 or more, got \(wait)") }
    }

    static let fileName = CatalogLocation.fileName

    /// --db, else $HEROCAT_DB, else the nearest herocat.sqlite upward (see `CatalogLocation`).
    var path: String {
        CatalogLocation.resolve(explicit: db, environment: ProcessInfo.processInfo.environment,
                                currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The existing catalog; a missing one says how to create it (exit 4).
    func open() throws -> Catalog {
        try Catalog.open(at: path, busyTimeout: wait)
    }

    /// Creates the catalog, or brings an existing one up to date.
    func create() throws -> (catalog: Catalog, created: Bool) {
        try Catalog.create(at: path, busyTimeout: wait)
    }
}
