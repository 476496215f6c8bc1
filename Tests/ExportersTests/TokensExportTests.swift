import Foundation
import MotionCore
import SpecModel
import Testing
@testable import Exporters

/// The design tokens against the Design Tokens Community Group format rules for what they
/// use (Format Module 2025.10): names, groups and tokens, `$type` (own or inherited),
/// `duration` and `cubicBezier` values, and no unknown `$` properties.
@Suite struct TokensExportTests {
    /// A JSON value as decoded by `JSONDecoder`, which (unlike JSONSerialization on Linux)
    /// never reads a number as a Bool.
    enum Node: Decodable {
        case number(Double), string(String), bool(Bool), null, array([Node]), object([String: Node])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([Node].self) { self = .array(value) }
            else { self = .object(try container.decode([String: Node].self)) }
        }

        /// As Foundation objects, numbers as `Double`, booleans as `Bool`.
        var any: Any {
            switch self {
            case .number(let value): return value
            case .string(let value): return value
            case .bool(let value): return value
            case .null: return NSNull()
            case .array(let items): return items.map(\.any)
            case .object(let fields): return fields.mapValues(\.any)
            }
        }
    }

    static let knownProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// Every rule violation in a token tree, as "path: problem".
    static func violations(_ node: Any, path: String = "", inheritedType: String? = nil) -> [String] {
        guard let object = node as? [String: Any] else { return ["\(path): a group or token must be an object"] }
        var problems: [String] = []
        let type = object["$type"] as? String ?? inheritedType
        for key in object.keys where key.hasPrefix("$") && !knownProperties.contains(key) {
            problems.append("\(path): unknown property \(key)")
        }
        if let description = object["$description"], !(description is String) { problems.append("\(path): $description must be a string") }
        if let extensions = object["$extensions"], !(extensions is [String: Any]) { problems.append("\(path): $extensions must be an object") }
        if let value = object["$value"] {
            // A token: no children, a known type, a value of that type.
            for key in object.keys where !key.hasPrefix("$") { problems.append("\(path): a token cannot hold \(key)") }
            switch type {
            case "duration":
                let duration = value as? [String: Any]
                let isNumber = duration?["value"] is Double
                if duration?.count != 2 || !isNumber || !["ms", "s"].contains(duration?["unit"] as? String ?? "") {
                    problems.append("\(path): a duration is {\"value\": number, \"unit\": \"ms\" | \"s\"}")
                }
            case "cubicBezier":
                let points = (value as? [Any])?.compactMap { $0 as? Double } ?? []
                if points.count != 4 || (value as? [Any])?.count != 4 || !(0...1).contains(points[0]) || !(0...1).contains(points[2]) {
                    problems.append("\(path): a cubicBezier is [P1x, P1y, P2x, P2y] with x in [0, 1]")
                }
            default:
                problems.append("\(path): no (or an unknown) $type: \(type ?? "none")")
            }
            return problems
        }
        for (key, child) in object where !key.hasPrefix("$") {
            if key.isEmpty || key.contains(where: { "{}.".contains($0) }) { problems.append("\(path): illegal name \(key.debugDescription)") }
            problems += violations(child, path: path + "/" + key, inheritedType: type)
        }
        return problems
    }

    static func tree(_ spec: TransitionSpec) throws -> [String: Any] {
        let text = try Exporter.tokens.export(spec, ExportOptions())
        return try #require(try JSONDecoder().decode(Node.self, from: Data(text.utf8)).any as? [String: Any])
    }

    @Test(arguments: Repo.seedNames + ["hostile-text"])
    func followsTheFormat(name: String) throws {
        let spec = name == "hostile-text" ? try Repo.hostile() : try Repo.seed(name)
        let tree = try Self.tree(spec)
        #expect(Self.violations(tree) == [])
        // One group per spec, nested by the dots of its name, one group per element in it.
        var group: Any? = tree
        for part in spec.name.rawValue.split(separator: ".") { group = (group as? [String: Any])?[String(part)] }
        let elements = try #require(((group as? [String: Any])?["elements"]) as? [String: Any])
        #expect(elements.count == spec.elements.count)
        #expect(Set(elements.values.compactMap { ($0 as? [String: Any])?["$description"] as? String }) == Set(spec.elements.map(\.id)))
    }

    /// The rules bite: a broken value, a dotted name and an untyped token are reported.
    @Test func violationsAreFound() {
        let broken: [String: Any] = [
            "a.b": ["$type": "duration", "$value": ["value": 1.0, "unit": "ms"]],
            "c": ["$type": "duration", "$value": "350ms"],
            "d": ["$value": 3],
            "e": ["$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]],
        ]
        #expect(Self.violations(broken).count == 4)
    }

    @Test func valuesComeFromTheCore() throws {
        let spring = try TokensExporter.tokens(PlatformTiming(animation: try Animation.parse("bouncy.speed(2)"), delay: 0.1))
        let parameters = try #require(try Animation.parse("bouncy").springParameters)
        let settling = try Animation.parse("bouncy").settlingDuration / 2
        #expect(spring["delay"] == TokensExporter.duration(0.1))
        guard let duration = spring["duration"], let extensions = duration["$extensions"],
              let fields = extensions[TokensExporter.springExtension] else {
            Issue.record("no spring extension in \(spring)")
            return
        }
        #expect(duration["$value"] == .object(["value": .rounded(settling * 1000), "unit": .string("ms")]))
        #expect(fields["stiffness"] == .rounded(parameters.stiffness * 4))
        #expect(fields["dampingRatio"] == .rounded(parameters.dampingRatio))
        let curve = try TokensExporter.tokens(PlatformTiming(animation: try Animation.parse("easeOut(duration: 0.3)")))
        #expect(curve["easing"] == .object(["$type": .string("cubicBezier"), "$value": .array([.number(0), .number(0), .number(0.58), .number(1)])]))
        #expect(curve["duration"] == TokensExporter.duration(0.3))
    }
}
