import Foundation
import SpecModel
import Testing

@Suite("One JSON writer")
struct JSONWriterTests {
    static func row(_ index: Int) -> SpecDocument {
        .object([("name", .string("t\(index)")), ("title", .null), ("elements", .integer(index))], inline: true)
    }

    @Test("Streamed rows are the bytes of the whole list", arguments: [0, 1, 3])
    func streamedRows(count: Int) {
        let rows = (0..<count).map(Self.row)
        var streamed = ""
        var stream = JSONRowStream { streamed += String(decoding: $0, as: UTF8.self) }
        for row in rows { stream.append(row) }
        stream.finish()
        #expect(streamed == SpecDocument.list(rows, inline: false).json)
        #expect(count != 1 || streamed == "[\n  {\"name\": \"t0\", \"title\": null, \"elements\": 0}\n]\n")
    }

    @Test("Built objects sort their keys by code point and spread; empty ones stay on one line")
    func builtObjects() {
        let document = SpecDocument.object(["b": .array([]), "a": .object([:]), "B": .array([.integer(1)])])
        #expect(document.json == "{\n  \"B\": [\n    1\n  ],\n  \"a\": {},\n  \"b\": []\n}\n")
        #expect(SpecDocument.object(["x": .array([.number(.infinity)])]).firstNonFiniteNumber() == "$.x[0]")
    }

    /// Text with every kind of byte the escaper treats apart, at every offset of its
    /// eight-byte words: plain ASCII, quote, backslash, newline, tab, other controls, DEL,
    /// two- and three-byte characters, U+2028/U+2029 and an astral character.
    static let pieces = ["a", "plain text ", "\"", "\\", "\n", "\t", "\r", "\u{01}", "\u{1F}", "\u{7F}", "é", "—", "\u{2028}", "\u{2029}", "🎬", "/"]

    @Test("Every string comes back from a JSON parser as it went in; only what must be escaped is")
    func stringsRoundTrip() throws {
        let pieces = Self.pieces
        for length in 0..<40 {
            for shift in 0..<pieces.count {
                // A different mix for every length and shift, the same every run.
                let text = (0..<length).map { pieces[($0 * $0 + shift * 7 + length) % pieces.count] }.joined()
                let literal = jsonString(text)
                let decoded = try JSONSerialization.jsonObject(with: Data("[\(literal)]".utf8)) as? [String]
                #expect(decoded == [text], "\(literal)")
                #expect(!literal.contains("\u{2028}") && !literal.contains("\u{2029}") && !literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
                #expect(literal.contains("é") == text.contains("é") && literal.contains("🎬") == text.contains("🎬"))
            }
        }
        #expect(jsonString("a\"b\\c\u{2028}\u{01}") == #""a\"b\\c\u2028\u0001""#)
    }

    @Test("An inline object written field by field is the bytes of the document with those fields")
    func inlineObjects() {
        let values: [(String?, Int)] = [("plain", 0), (nil, -3), ("quote \" back \\ line\n \u{2028} é", 1_000_000), ("", Int(Int32.max))]
        for (text, number) in values {
            func fields(_ sink: inout some JSONFieldSink) {
                sink.field("name", text)
                sink.field("count", number)
                sink.field("other", nil)
            }
            var list = SpecDocument.FieldList()
            fields(&list)
            var streamed: [UInt8] = []
            var stream = JSONRowStream { streamed += Array($0) }
            stream.appendObject { fields(&$0) }
            stream.appendObject { fields(&$0) }
            stream.finish()
            let document = SpecDocument.object(list.fields, inline: true)
            #expect(String(decoding: streamed, as: UTF8.self) == SpecDocument.list([document, document], inline: false).json)
        }
    }
}
