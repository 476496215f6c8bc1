// The printers (JSON, YAML, JSON rows) append UTF-8 to one byte array and make a String
// once at the end: appending to a String costs far more per piece, and a catalog prints
// millions of pieces.

extension [UInt8] {
    /// Punctuation and keywords: a byte at a time beats the generic copy for a few bytes.
    mutating func append(ascii text: StaticString) {
        text.withUTF8Buffer { bytes in for byte in bytes { append(byte) } }
    }

    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    mutating func appendSpaces(_ count: Int) {
        for _ in 0..<Swift.max(0, count) { append(UInt8(ascii: " ")) }
    }
}
