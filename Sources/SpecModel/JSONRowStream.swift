/// A JSON array written a row at a time, for listings too long to hold: the same bytes as
/// `SpecDocument.list(rows, inline: false).json`, each row on its line when it is inline.
/// Rows go to `write` as UTF-8, one row's bytes a call, in a buffer reused for the next row.
public struct JSONRowStream {
    private let write: (UnsafeRawBufferPointer) -> Void
    private var empty = true
    private var row = ByteBuffer()

    public init(write: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.write = write
    }

    public mutating func append(_ document: SpecDocument) {
        startRow()
        document.renderJSON(into: &row, indent: 2)
        endRow()
    }

    /// A row that is an inline object, written field by field (`InlineJSONObject`).
    public mutating func appendObject(_ fields: (inout InlineJSONObject) -> Void) {
        startRow()
        var object = InlineJSONObject(after: row)
        fields(&object)
        object.finish()
        endRow()
    }

    /// Closes the array; ends with a newline.
    public func finish() {
        let end: StaticString = empty ? "[]\n" : "\n]\n"
        end.withUTF8Buffer { write(UnsafeRawBufferPointer($0)) }
    }

    private mutating func startRow() {
        row.removeAll()
        row.append(ascii: empty ? "[\n  " : ",\n  ")
    }

    private mutating func endRow() {
        row.withBytes(write)
        empty = false
    }
}
