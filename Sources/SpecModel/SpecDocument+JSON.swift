import MotionCore

/// The one JSON text writer: every JSON document herocat prints goes through here, strings
/// through `jsonString`, numbers through MotionCore's `formatNumber`.
extension SpecDocument {
    /// Pretty JSON, 2-space indentation, inline objects on one line; ends with a newline.
    public var json: String {
        var output: [UInt8] = []
        renderJSON(into: &output, indent: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    /// The value as JSON on one line, without a trailing newline.
    public var jsonLine: String {
        var output: [UInt8] = []
        renderJSON(into: &output, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value as JSON whose lines after the first are indented by `indent` spaces.
    func renderJSON(into output: inout some UTF8Sink, indent: Int) {
        switch self {
        case .string(let text): appendJSONString(text, to: &output)
        case .number(let number): output.append(text: formatNumber(number))
        case .null: output.append(ascii: "null")
        case .bool(let value): output.append(ascii: value ? "true" : "false")
        case .list(let items, let inline):
            if inline || items.isEmpty {
                // Members of a one-line value are printed as they print on a line of their own.
                output.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { output.append(ascii: ", ") }
                    item.renderJSON(into: &output, indent: 0)
                }
                output.append(UInt8(ascii: "]"))
                return
            }
            output.append(ascii: "[\n")
            for (index, item) in items.enumerated() {
                output.appendSpaces(indent + 2)
                item.renderJSON(into: &output, indent: indent + 2)
                output.append(ascii: index == items.count - 1 ? "\n" : ",\n")
            }
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "]"))
        case .object(let fields, let inline):
            if inline || fields.isEmpty {
                output.append(UInt8(ascii: "{"))
                for (index, field) in fields.enumerated() {
                    if index > 0 { output.append(ascii: ", ") }
                    appendJSONString(field.key, to: &output)
                    output.append(ascii: ": ")
                    field.value.renderJSON(into: &output, indent: 0)
                }
                output.append(UInt8(ascii: "}"))
                return
            }
            output.append(ascii: "{\n")
            for (index, field) in fields.enumerated() {
                output.appendSpaces(indent + 2)
                appendJSONString(field.key, to: &output)
                output.append(ascii: ": ")
                field.value.renderJSON(into: &output, indent: indent + 2)
                output.append(ascii: index == fields.count - 1 ? "\n" : ",\n")
            }
            output.appendSpaces(indent)
            output.append(UInt8(ascii: "}"))
        }
    }
}

/// Where an object's fields go, one at a time: into a document (`SpecDocument.FieldList`)
/// or straight into JSON text (`InlineJSONObject`), so a document whose rows are printed by
/// the thousand names its fields once for both.
public protocol JSONFieldSink {
    mutating func field(_ key: StaticString, _ value: String?)
    mutating func field(_ key: StaticString, _ value: Int)
}

extension SpecDocument {
    /// The fields of an object document, collected in order (`nil` is `null`).
    public struct FieldList: JSONFieldSink {
        public private(set) var fields: Fields = []

        public init() {}

        public mutating func field(_ key: StaticString, _ value: String?) {
            fields.append((key.description, value.map(SpecDocument.string) ?? .null))
        }

        public mutating func field(_ key: StaticString, _ value: Int) {
            fields.append((key.description, .number(Double(value))))
        }
    }
}

/// An inline object written as JSON text field by field: the bytes `.object(fields,
/// inline: true)` prints, without building the document (listing rows, `JSONRowStream`).
/// Keys are plain identifiers, printed as they are.
public struct InlineJSONObject: JSONFieldSink {
    private var bytes: ByteBuffer
    private var empty = true

    /// Starts the object after what `bytes` holds already.
    init(after bytes: ByteBuffer) {
        self.bytes = bytes
        self.bytes.append(UInt8(ascii: "{"))
    }

    public mutating func field(_ key: StaticString, _ value: String?) {
        start(key)
        if let value { appendJSONString(value, to: &bytes) } else { bytes.append(ascii: "null") }
    }

    public mutating func field(_ key: StaticString, _ value: Int) {
        start(key)
        bytes.append(text: formatNumber(Double(value)))
    }

    /// Closes the object.
    func finish() {
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func start(_ key: StaticString) {
        bytes.append(ascii: empty ? "\"" : ", \"")
        empty = false
        bytes.append(ascii: key)
        bytes.append(ascii: "\": ")
    }
}

/// A JSON string literal, the one JSON string escaper; non-ASCII text stays as UTF-8,
/// U+2028 and U+2029 are escaped so the literal is valid JavaScript too.
public func jsonString(_ text: String) -> String {
    var output: [UInt8] = []
    appendJSONString(text, to: &output)
    return String(decoding: output, as: UTF8.self)
}

/// Appends `text` as a JSON string literal (`jsonString`): runs of bytes that need no
/// escape are copied whole, found eight bytes at a time (listings print millions of them).
func appendJSONString(_ text: String, to output: inout some UTF8Sink) {
    output.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var copiedUpTo = 0
        var index = 0
        func copyRun() {
            if copiedUpTo < index { output.append(bytes: UnsafeBufferPointer(start: base + copiedUpTo, count: index - copiedUpTo)) }
        }
        while index < count {
            if index + 8 <= count {
                if !JSONEscaping.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
            } else if !JSONEscaping.mayNeedEscape(JSONEscaping.paddedWord(base + index, count: count - index)) {
                index = count   // the last bytes, fewer than eight, all plain
                break
            }
            let byte = base[index]
            let escape: StaticString?
            var width = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0xE2 where index + 2 < count && base[index + 1] == 0x80 && (base[index + 2] == 0xA8 || base[index + 2] == 0xA9):
                escape = base[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"   // valid JavaScript too
                width = 3
            case _ where byte < 0x20 || byte == 0x7F:
                copyRun()
                output.append(text: "\\u" + hexDigits(UInt32(byte), minimumWidth: 4))
                index += 1
                copiedUpTo = index
                continue
            default: escape = nil
            }
            if let escape {
                copyRun()
                output.append(ascii: escape)
                copiedUpTo = index + width
            }
            index += width
        }
        copyRun()
    }
    output.append(UInt8(ascii: "\""))
}

/// The word test behind `appendJSONString`'s fast path.
enum JSONEscaping {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Up to eight bytes as a word, padded with spaces (which need no escape).
    @inline(__always)
    static func paddedWord(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var word: UInt64 = 0x2020_2020_2020_2020
        withUnsafeMutableBytes(of: &word) { $0.baseAddress!.copyMemory(from: bytes, byteCount: Swift.min(count, 8)) }
        return word
    }

    /// False only when none of the eight bytes is a quote, a backslash, a control
    /// character, DEL or part of a non-ASCII character (which U+2028 and U+2029 are).
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        @inline(__always) func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        let nonASCII = word & highBits
        let control = (word &- 0x20 &* ones) & ~word & highBits
        let special = hasZeroByte(word ^ (0x22 &* ones)) | hasZeroByte(word ^ (0x5C &* ones)) | hasZeroByte(word ^ (0x7F &* ones))
        return nonASCII | control | special != 0
    }
}
