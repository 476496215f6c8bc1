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
