import CatalogStore
import Exporters
import SpecModel

/// What the catalog commands (list, show, add, remove, history, validate, export) need
/// of a catalog: the local `CatalogService`, or a `RemoteCatalog` that asks a
/// `herocat serve` for the same things. Both refuse with the same `ServiceError`s, so a
/// command prints the same lines and exits with the same code either way.
public protocol CatalogAccess: Sendable {
    func columnWidths() async throws(ServiceError) -> ColumnWidths
    func forEachSummary(_ filter: SpecFilter, _ body: @escaping @Sendable (SpecSummary) throws -> Void) async throws(ServiceError)
    func spec(_ name: CatalogName) async throws(ServiceError) -> TransitionSpec
    func spec(_ name: CatalogName, revision: Int) async throws(ServiceError) -> TransitionSpec
    func history(_ name: CatalogName) async throws(ServiceError) -> [Revision]
    /// Every revision, oldest first, each with the unified diff of its YAML against the
    /// revision before (`RevisionDiff.text`).
    func historyWithDiffTexts(_ name: CatalogName) async throws(ServiceError) -> [(revision: Revision, diff: String)]
    func add(_ batch: SpecBatch, replace: Bool, expectRevision: Int?, author: String) async throws(ServiceError) -> [AddResult]
    func remove(_ name: CatalogName, expectRevision: Int?, author: String) async throws(ServiceError)
    func validate(_ names: [CatalogName]) async throws(ServiceError) -> CheckResult
    func validateAll() async throws(ServiceError) -> CheckResult
    func export(_ name: CatalogName, as exporter: Exporter, options: ExportOptions) async throws(ServiceError) -> String
}

extension CatalogService: CatalogAccess {}

extension CatalogAccess {
    public func remove(_ name: CatalogName, author: String) async throws(ServiceError) {
        try await remove(name, expectRevision: nil, author: author)
    }
}
