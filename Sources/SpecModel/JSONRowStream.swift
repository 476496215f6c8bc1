/// A JSON array written a row at a time, for listings too long to hold: the same bytes as
/// `SpecDocument.list(rows, inline: false).json`, each row on its line when it is inline.
/// Rows go to `write` as UTF-8, one row's bytes a call, in a buffer reused for the next row.
public struct JSONRowStream {
    private let write: ([UInt8]) -> Void
    private var empty = true
    private var row: [UInt8] = []

    public init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    public mutating func append(_ document: SpecDocument) {
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: (empty ? "[\n  " : ",\n  ").utf8)
        document.renderJSON(into: &row, indent: 2)
        write(row)
        empty = false
    }

    /// Closes the array; ends with a newline.
    public func finish() {
        write(Array((empty ? "[]\n" : "\n]\n").utf8))
    }
}
