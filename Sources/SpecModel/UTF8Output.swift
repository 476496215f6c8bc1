// The printers (JSON, YAML, JSON rows) append UTF-8 to one byte array and make a String
// once at the end: appending to a String costs far more per piece, and a catalog prints
// millions of pieces.

/// Where the printers put UTF-8: a byte array (whole documents), or a `ByteBuffer` that
/// a listing's rows reuse.
protocol UTF8Sink {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension UTF8Sink {
    /// Punctuation, keywords and keys.
    @inline(__always)
    mutating func append(ascii text: StaticString) {
        if text.hasPointerRepresentation {
            append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { append(bytes: $0) }
        }
    }

    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    mutating func appendSpaces(_ count: Int) {
        for _ in 0..<Swift.max(0, count) { append(UInt8(ascii: " ")) }
    }
}

extension [UInt8]: UTF8Sink {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

/// Bytes in one allocation, grown as needed and reused row after row: an append is a
/// copy, without the checks an array makes on every call (a listing row is dozens of
/// small appends, and a listing thousands of rows). One owner at a time appends.
final class ByteBuffer: UTF8Sink {
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 1024) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    func removeAll() { count = 0 }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: bytes.count) }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    @inline(never)
    private func grow(toHold extra: Int) {
        let grownCapacity = Swift.max(2 * capacity, count + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: grownCapacity)
        grown.initialize(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = grownCapacity
    }
}
