#if PostgreSQL
import Foundation

/// A statement for libpq's `PQexecParams`: SQL whose interpolated values become the
/// parameters `$1`, `$2`, ... (never SQL text), each sent in text format with its type.
/// `\(unescaped: text)` puts text into the SQL itself (only for names the code chooses).
struct PQQuery: ExpressibleByStringInterpolation, Sendable {
    private(set) var sql: String
    private(set) var parameters: [PQParameter] = []

    init(unsafeSQL sql: String) { self.sql = sql }

    init(stringLiteral value: String) { sql = value }

    init(stringInterpolation: Interpolation) {
        sql = stringInterpolation.sql
        parameters = stringInterpolation.parameters
    }

    struct Interpolation: StringInterpolationProtocol {
        var sql = ""
        var parameters: [PQParameter] = []

        init(literalCapacity: Int, interpolationCount: Int) { sql.reserveCapacity(literalCapacity + 3 * interpolationCount) }

        mutating func appendLiteral(_ literal: String) { sql += literal }

        mutating func appendInterpolation<Value: PQEncodable>(_ value: Value) { bind(value.pqParameter) }

        mutating func appendInterpolation<Value: PQEncodable>(_ value: Value?) {
            bind(value.map(\.pqParameter) ?? PQParameter(type: Value.pqType, text: nil))
        }

        mutating func appendInterpolation(unescaped text: String) { sql += text }

        private mutating func bind(_ parameter: PQParameter) {
            parameters.append(parameter)
            sql += "$\(parameters.count)"
        }
    }
}

/// One parameter: its type's OID (as the server's catalog numbers it) and its text, nil for NULL.
struct PQParameter: Sendable {
    let type: UInt32
    let text: String?
}

/// A Swift value sent as a parameter, typed as it was under postgres-nio (text, bigint, text[], ...).
protocol PQEncodable {
    static var pqType: UInt32 { get }
    var pqText: String { get }
}

extension PQEncodable {
    var pqParameter: PQParameter { PQParameter(type: Self.pqType, text: pqText) }
}

/// The OIDs of the types herocat sends (pg_type.dat).
enum PQType {
    static let bool: UInt32 = 16
    static let bytea: UInt32 = 17
    static let int8: UInt32 = 20
    static let int4: UInt32 = 23
    static let text: UInt32 = 25
    static let textArray: UInt32 = 1009
}

extension String: PQEncodable {
    static var pqType: UInt32 { PQType.text }
    var pqText: String { self }
}

extension Int: PQEncodable {
    static var pqType: UInt32 { PQType.int8 }
    var pqText: String { String(self) }
}

extension Int64: PQEncodable {
    static var pqType: UInt32 { PQType.int8 }
    var pqText: String { String(self) }
}

extension Int32: PQEncodable {
    static var pqType: UInt32 { PQType.int4 }
    var pqText: String { String(self) }
}

extension Bool: PQEncodable {
    static var pqType: UInt32 { PQType.bool }
    var pqText: String { self ? "t" : "f" }
}

extension Data: PQEncodable {
    static var pqType: UInt32 { PQType.bytea }
    /// bytea's hex format: `\x` and two digits a byte.
    var pqText: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "x")]
        text.reserveCapacity(2 + 2 * count)
        for byte in self { text += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]] }
        return String(decoding: text, as: UTF8.self)
    }
}

extension Array: PQEncodable where Element == String {
    static var pqType: UInt32 { PQType.textArray }
    /// An array literal: every element quoted, `"` and `\` escaped by a backslash.
    var pqText: String {
        "{" + map { element in
            "\"" + element.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: ",") + "}"
    }
}
#endif
