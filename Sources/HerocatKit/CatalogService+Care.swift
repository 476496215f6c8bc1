import CatalogStore

extension CatalogService {
    /// SQLite's checks and the catalog's invariants; every problem found is refused at
    /// once, one `damaged` problem each.
    public func check() async throws(ServiceError) -> CatalogCheck {
        let report = try await refusing { try await catalog.check() }
        guard report.problems.isEmpty else {
            throw ServiceError(report.problems.map { .catalog(.damaged(path: path, problem: $0)) })
        }
        return report
    }

    /// A consistent copy in a new file; how many specs it holds.
    public func backup(to file: String) async throws(ServiceError) -> Int {
        try await refusing { try await catalog.backup(to: file) }
    }
}

extension CatalogService {
    /// Copies the whole catalog (specs, every revision with author and time, tokens, sync
    /// bases) into `destination`, created when missing and refused unless empty, in one
    /// transaction; then reads the copy back and checks it holds as much as this one.
    public func copy(to destination: String, busyTimeout: Double = CatalogService.defaultBusyTimeout) async throws(ServiceError) -> CatalogContents.Counts {
        let contents = try await refusing { try await catalog.contents() }
        let (target, _) = try await CatalogService.create(at: destination, busyTimeout: busyTimeout)
        try await refusing { try await target.catalog.restore(contents) }
        let copied = try await refusing { try await target.catalog.contents() }.counts
        guard copied == contents.counts else {
            throw ServiceError(.catalog(.damaged(path: target.path, problem: "the copy holds \(copied), not \(contents.counts)")))
        }
        return copied
    }
}
