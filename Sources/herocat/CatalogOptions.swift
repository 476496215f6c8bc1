import ArgumentParser
import CatalogStore
import Foundation
import HerocatKit

/// `--db`, shared by every command that touches the catalog.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalog file.", discussion: "Default: $HEROCAT_DB, else the nearest herocat.sqlite in this directory or a parent (never in or above a directory listed in $HEROCAT_CEILING), else ./herocat.sqlite.", valueName: "path"))
    var db: String?

    @Option(help: ArgumentHelp("How long to wait for another writer to finish.", valueName: "seconds"))
    var wait: Double = Catalog.defaultBusyTimeout

    func validate() throws {
        guard wait.isFinite, wait >= 0 else { throw ValidationError("--wait takes a number of seconds, 0 or more") }
    }

    static let fileName = CatalogLocation.fileName

    /// --db, else $HEROCAT_DB, else the nearest herocat.sqlite upward (see `CatalogLocation`).
    var path: String {
        CatalogLocation.resolve(explicit: db, environment: ProcessInfo.processInfo.environment,
                                currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The service on the existing catalog; a missing one says how to create it (exit 4).
    func open() throws -> CatalogService {
        try CatalogService.open(at: path, busyTimeout: wait)
    }

    /// Creates the catalog, or brings an existing one up to date.
    func create() throws -> (service: CatalogService, created: Bool) {
        try CatalogService.create(at: path, busyTimeout: wait)
    }
}
