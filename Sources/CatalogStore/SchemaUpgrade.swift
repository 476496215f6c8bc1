/// What opening a catalog to write did to an older schema: the old catalog is kept as
/// `backup`, and the migrations from `from` to `to` were applied in one transaction.
public struct SchemaUpgrade: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var from: Int
    public var to: Int
    public var backup: String

    public var description: String {
        "upgraded \(path) from schema \(from) to \(to); the old catalog is kept as \(backup)"
    }
}
