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
                if !isDuration(value) { problems.append("\(path): a duration is {\"value\": number, \"unit\": \"ms\" | \"s\"}") }
            case "cubicBezier":
                if !isCubicBezier(value) { problems.append("\(path): a cubicBezier is [P1x, P1y, P2x, P2y] with x in [0, 1]") }
            case "transition":
                // A composite: exactly duration, delay (durations) and timingFunction (cubicBezier).
                let fields = value as? [String: Any] ?? [:]
                if Set(fields.keys) != ["duration", "delay", "timingFunction"] || !isDuration(fields["duration"] as Any)
                    || !isDuration(fields["delay"] as Any) || !isCubicBezier(fields["timingFunction"] as Any) {
                    problems.append("\(path): a transition is {duration, delay, timingFunction} of a duration, a duration and a cubicBezier")
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

    static func isDuration(_ value: Any) -> Bool {
        let duration = value as? [String: Any]
        return duration?.count == 2 && duration?["value"] is Double && ["ms", "s"].contains(duration?["unit"] as? String ?? "")
    }

    static func isCubicBezier(_ value: Any) -> Bool {
        let points = (value as? [Any])?.compactMap { $0 as? Double } ?? []
        return points.count == 4 && (value as? [Any])?.count == 4 && (0...1).contains(points[0]) && (0...1).contains(points[2])
    }

    static func tree(_ spec: TransitionSpec) throws -> [String: Any] {
        let text = try Exporter.tokens.export(spec, ExportOptions())
        return try #require(try JSONDecoder().decode(Node.self, from: Data(text.utf8)).any as? [String: Any])
    }

    @Test(arguments: Repo.specNames)
    func followsTheFormat(name: String) throws {
        let spec = try Repo.spec(named: name)
        let tree = try Self.tree(spec)
        #expect(Self.violations(tree) == [])
        // One group per spec, nested by the dots of its name, one group per element in it.
        var group: Any? = tree
        for part in spec.name.rawValue.split(separator: ".") { group = (group as? [String: Any])?[String(part)] }
        let elements = try #require(((group as? [String: Any])?["elements"]) as? [String: Any])
        #expect(elements.count == spec.elements.count)
        #expect(Set(elements.values.compactMap { ($0 as? [String: Any])?["$description"] as? String }) == Set(spec.elements.map(\.id)))
        // A transition token for every element that animates, every one with an easing.
        let animated = spec.elements.filter { $0.isMatched || $0.transition != .none }
        let withTransition = elements.values.filter { ($0 as? [String: Any])?["transition"] != nil }
        #expect(withTransition.count == animated.count)
        #expect(elements.values.allSatisfy { ($0 as? [String: Any])?["easing"] != nil })
    }

    /// A spring's easing is a cubic Bezier whose stated error holds: checked against the
    /// core's progress at 20,000 points, it strays no more than the `$description` says
    /// (to its rounding, 0.05%); the exact spring is in `$extensions`.
    @Test(arguments: ["smooth(duration: 0.4)", "bouncy", "spring(duration: 0.5, bounce: 0.2)", "spring(response: 0.45, dampingFraction: 0.8)", "snappy.speed(0.5)"])
    func springEasingStatesItsError(expression: String) throws {
        let timing = PlatformTiming(animation: try Animation.parse(expression), delay: 0.1)
        let group = try TokensExporter.tokens(timing)
        let easing = try #require(group["easing"])
        guard case .list(let items, _)? = easing["$value"], case .string(let description)? = easing["$description"] else {
            Issue.record("no easing value or description: \(easing)")
            return
        }
        let points = items.compactMap { item -> Double? in if case .number(let value) = item { return value } else { return nil } }
        try #require(points.count == 4)
        let percent = try #require(description.split(separator: " ").first { $0.hasSuffix("%") })
        let stated = try #require(Double(percent.dropLast()))
        let curve = UnitBezier(points[0], points[1], points[2], points[3])
        var worst = 0.0
        for i in 0...20_000 {
            let x = Double(i) / 20_000
            worst = max(worst, abs(curve.solve(x) - (x >= 1 ? 1 : timing.progress(afterStart: x * timing.settlingDuration))))
        }
        #expect(worst * 100 <= stated + 0.05 + 0.05, "\(expression): \(worst * 100)% against \(stated)% stated")
        #expect(stated < 10, "\(expression): a poor fit, \(stated)%")
        #expect(easing["$extensions"]?[TokensExporter.springExtension] != nil)
        let transition = TokensExporter.transition(group)
        #expect(transition["$value"]?["timingFunction"] == easing["$value"])
        #expect(transition["$value"]?["duration"] == group["duration"]?["$value"])
        print("tokens \(expression): cubic-bezier(\(points.map(formatNumber).joined(separator: ", "))), \(stated)% stated, \(worst * 100)% measured")
    }

    /// The rules bite: a broken value, a dotted name and an untyped token are reported.
    @Test func violationsAreFound() {
        let broken: [String: Any] = [
            "a.b": ["$type": "duration", "$value": ["value": 1.0, "unit": "ms"]],
            "c": ["$type": "duration", "$value": "350ms"],
            "d": ["$value": 3],
            "e": ["$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]],
            "f": ["$type": "transition", "$value": ["duration": ["value": 1.0, "unit": "ms"], "timingFunction": [0.0, 0.0, 1.0, 1.0]]],
        ]
        #expect(Self.violations(broken).count == 5)
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
