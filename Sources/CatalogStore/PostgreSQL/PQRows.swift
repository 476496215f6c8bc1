#if PostgreSQL
import CLibPQ
import Foundation

/// The rows a statement returned, read out of libpq's result in text format (the result
/// itself is freed at once): each value its text, or nil for NULL.
struct PQRows: Sendable {
    let columns: Int
    let values: [[String?]]
    /// The command's tag: `INSERT 0 1`, `COMMIT`, `ROLLBACK` (a COMMIT of a failed transaction).
    var command = ""

    init(_ result: OpaquePointer) {
        command = String(cString: herocat_PQcmdStatus(result))
        let rows = Int(herocat_PQntuples(result))
        columns = Int(herocat_PQnfields(result))
        var values: [[String?]] = []
        values.reserveCapacity(rows)
        for row in 0..<rows {
            values.append((0..<columns).map { column in
                if herocat_PQgetisnull(result, Int32(row), Int32(column)) != 0 { return nil }
                let length = Int(herocat_PQgetlength(result, Int32(row), Int32(column)))
                return herocat_PQgetvalue(result, Int32(row), Int32(column)).withMemoryRebound(to: UInt8.self, capacity: length) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                }
            })
        }
        self.values = values
    }

    var isEmpty: Bool { values.isEmpty }

    /// Every row as the given types, one a column: `decode((String, Int?).self)`.
    func decode<each Value: PQDecodable>(_ types: (repeat each Value).Type) throws(PQError) -> [(repeat each Value)] {
        var decoded: [(repeat each Value)] = []
        decoded.reserveCapacity(values.count)
        for row in values {
            var column = 0
            func next<V: PQDecodable>(_: V.Type) throws(PQError) -> V {
                defer { column += 1 }
                guard column < row.count else { throw PQError.decoding("the statement returned \(row.count) columns, not more") }
                return try V.decode(pqText: row[column])
            }
            decoded.append((repeat try next((each Value).self)))
        }
        return decoded
    }

    /// The first row, if there is one.
    func first<each Value: PQDecodable>(_ types: (repeat each Value).Type) throws(PQError) -> (repeat each Value)? {
        guard let row = values.first else { return nil }
        return try PQRows(columns: columns, values: [row]).decode(types).first
    }

    private init(columns: Int, values: [[String?]]) {
        self.columns = columns
        self.values = values
    }
}

/// A Swift value read from a column's text (nil for NULL).
protocol PQDecodable {
    static func decode(pqText text: String?) throws(PQError) -> Self
}

/// A non-optional value; NULL is an error.
protocol PQDecodableValue: PQDecodable {
    init?(pqText text: String)
}

extension PQDecodableValue {
    static func decode(pqText text: String?) throws(PQError) -> Self {
        guard let text else { throw PQError.decoding("a NULL where \(Self.self) was expected") }
        guard let value = Self(pqText: text) else { throw PQError.decoding("'\(text.prefix(40))' is not \(Self.self)") }
        return value
    }
}

extension Optional: PQDecodable where Wrapped: PQDecodableValue {
    static func decode(pqText text: String?) throws(PQError) -> Self {
        guard text != nil else { return nil }
        return try Wrapped.decode(pqText: text)
    }
}

extension String: PQDecodableValue {
    init?(pqText text: String) { self = text }
}

extension Int: PQDecodableValue {
    init?(pqText text: String) { self.init(text) }
}

extension Int64: PQDecodableValue {
    init?(pqText text: String) { self.init(text) }
}

extension Bool: PQDecodableValue {
    init?(pqText text: String) {
        switch text {
        case "t": self = true
        case "f": self = false
        default: return nil
        }
    }
}

extension Data: PQDecodableValue {
    /// bytea in hex format (`\x0aff`), PostgreSQL's default output since 9.0.
    init?(pqText text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 2, utf8[0] == UInt8(ascii: "\\"), utf8[1] == UInt8(ascii: "x"), utf8.count % 2 == 0 else { return nil }
        func nibble(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2 - 1)
        var index = 2
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(bytes)
    }
}

extension Array: PQDecodable, PQDecodableValue where Element == String {
    /// A one-dimensional text array's output: `{a,"b c",""}`; elements quoted when they need
    /// it, `\` escaping within quotes. (A NULL element is not something herocat stores.)
    init?(pqText text: String) {
        var scalars = [Unicode.Scalar](text.unicodeScalars)[...]
        guard scalars.first == "{", scalars.last == "}" else { return nil }
        scalars = scalars.dropFirst().dropLast()
        var elements: [String] = []
        while !scalars.isEmpty {
            var element = String.UnicodeScalarView()
            if scalars.first == "\"" {
                scalars = scalars.dropFirst()
                while let scalar = scalars.first, scalar != "\"" {
                    scalars = scalars.dropFirst()
                    if scalar == "\\", let escaped = scalars.first {
                        element.append(escaped)
                        scalars = scalars.dropFirst()
                    } else {
                        element.append(scalar)
                    }
                }
                guard scalars.first == "\"" else { return nil }
                scalars = scalars.dropFirst()
            } else {
                while let scalar = scalars.first, scalar != "," {
                    element.append(scalar)
                    scalars = scalars.dropFirst()
                }
                if String(element) == "NULL" { return nil }
            }
            elements.append(String(element))
            if scalars.first == "," {
                scalars = scalars.dropFirst()
                if scalars.isEmpty { return nil }
            } else if !scalars.isEmpty {
                return nil
            }
        }
        self = elements
    }
}
#endif
