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
}
