/// What `load` and `dump` need of a catalog: the local `CatalogService`, or a
/// `RemoteCatalog` whose server decides and keeps the directory's bases while the
/// directory itself is read and written here. The same rules, reports and refusals.
public protocol DirectoryExchange: Sendable {
    func load(from directory: String, prune: Bool, force: Bool, author: String) async throws(ServiceError) -> LoadReport
    func dump(to directory: String, force: Bool) async throws(ServiceError) -> DumpReport
}

extension CatalogService: DirectoryExchange {}
