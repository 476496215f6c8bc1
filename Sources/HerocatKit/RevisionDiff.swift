import SpecModel

/// What changed in a spec's YAML from one revision to another, line by line. Revision 0
/// (before the first) and a removal have no YAML: they diff as empty text, so a first
/// revision shows every line added and a removal every line removed.
public struct RevisionDiff: Equatable, Sendable {
    public var name: CatalogName
    public var from: Int
    public var to: Int
    public var lines: LineDiff

    public init(name: CatalogName, from: Int, to: Int, old: String, new: String) {
        self.name = name
        self.from = from
        self.to = to
        lines = LineDiff(from: old, to: new)
    }

    /// The unified diff, labelled `NAME@FROM` and `NAME@TO`; empty when no line changed.
    /// The text `history --diff` prints and the API serves.
    public var text: String { lines.unified(from: "\(name)@\(from)", to: "\(name)@\(to)") }
}
