/// A JSON array written a row at a time, for listings too long to hold: the same bytes as
/// `SpecDocument.list(rows, inline: false).json`, each row on its line when it is inline.
public struct JSONRowStream {
    private let write: (String) -> Void
    private var empty = true

    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    public mutating func append(_ row: SpecDocument) {
        var text = Array((empty ? "[\n  " : ",\n  ").utf8)
        row.renderJSON(into: &text, indent: 2)
        write(String(decoding: text, as: UTF8.self))
        empty = false
    }

    /// Closes the array; ends with a newline.
    public func finish() {
        write(empty ? "[]\n" : "\n]\n")
    }
}
