import Validation

/// Measures how deep brackets nest before swift-syntax sees the bytes, skipping comments
/// and the text of string literals (their interpolations count). Linear, no allocation.
enum NestingGuard {
    struct Depth: Equatable {
        var any = 0
        var square = 0
        /// Byte offset where the deepest level was first reached.
        var offset = 0
    }

    /// The reason a file is too deeply nested to parse safely, with its offset; nil when it is fine.
    static func violation(in bytes: UnsafeBufferPointer<UInt8>) -> (reason: String, offset: Int)? {
        // Open brackets, `"` for a string being read, `T` for a multi-line one, `i` for an interpolation.
        var stack: [UInt8] = []
        var squares = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if let top = stack.last, top == UInt8(ascii: "\"") || top == UInt8(ascii: "T") {
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < count, bytes[index + 1] == UInt8(ascii: "(") {
                        stack.append(UInt8(ascii: "i"))
                        index += 2
                        if stack.count > ScanLimits.maximumNesting { return tooDeep(index - 2) }
                        continue
                    }
                    index += 2
                    continue
                }
                if top == UInt8(ascii: "T") ? matches(bytes, index, "\"\"\"") : byte == UInt8(ascii: "\"") {
                    stack.removeLast()
                    index += top == UInt8(ascii: "T") ? 3 : 1
                    continue
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var level = 0
                while index < count {
                    if matches(bytes, index, "/*") { level += 1; index += 2; continue }
                    if matches(bytes, index, "*/") { level -= 1; index += 2; if level == 0 { break }; continue }
                    index += 1
                }
                continue
            case UInt8(ascii: "\""):
                let triple = matches(bytes, index, "\"\"\"")
                stack.append(triple ? UInt8(ascii: "T") : byte)
                index += triple ? 3 : 1
                continue
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                stack.append(byte)
                if byte == UInt8(ascii: "[") {
                    squares += 1
                    if squares > ScanLimits.maximumSquareNesting {
                        return ("square brackets nest deeper than \(ScanLimits.maximumSquareNesting) levels (herocat's ceiling)", index)
                    }
                }
                if stack.count > ScanLimits.maximumNesting { return tooDeep(index) }
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                // Unbalanced closers are the parser's to report; only depth matters here.
                if let top = stack.popLast(), top == UInt8(ascii: "[") {
                    squares -= 1
                    // The `)` that ends an interpolation returns to its string.
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// True when the bytes hold `#if` at all.
    static func mayHoldCompilationConditions(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: "i"), bytes[index + 2] == UInt8(ascii: "f") { return true }
            index += 1
        }
        return false
    }

    private static func tooDeep(_ offset: Int) -> (reason: String, offset: Int) {
        ("brackets nest deeper than \(ScanLimits.maximumNesting) levels (herocat's ceiling)", offset)
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<length where bytes[index + offset] != pointer[offset] { return false }
        return true
    }
}
