import Testing
@testable import MotionCore

/// Generates random valid expressions (random forms, random subsets of arguments,
/// random numbers, random whitespace) and checks `parse(a.source) == a`.
@Suite("Animation round trip (property)")
struct AnimationRoundTripTests {
    static func number(_ rng: inout SplitMix64, _ lo: Double, _ hi: Double) -> Double {
        switch rng.int(0...3) {
        case 0: return (rng.double(lo, hi) * 100).rounded() / 100   // short decimals
        case 1: return rng.double(lo, hi)                              // full precision
        case 2: return Double(rng.int(Int(lo.rounded(.up))...max(Int(lo.rounded(.up)), Int(hi.rounded(.down)))))
        default: return lo + 1e-6 * rng.double(0.01, 1)                // tiny offsets: exponent forms in Swift
        }
    }

    /// Formats a number the way a person might write it.
    static func write(_ value: Double, _ rng: inout SplitMix64) -> String {
        switch rng.int(0...2) {
        case 0: return value.description                      // may be "1e-07" or "2.0"
        case 1: return formatNumber(value)
        default: return formatNumber(value) + (value == value.rounded() && value.magnitude < 1e15 ? ".0" : "")
        }
    }

    static func randomExpression(_ rng: inout SplitMix64) -> String {
        func ws() -> String { ["", " ", "  ", "\t", "\n"][rng.int(0...4)] }
        func call(_ name: String, _ params: [(String?, ClosedRange<Double>)], required: Int = 0) -> String {
            var parts: [String] = []
            for (i, (label, range)) in params.enumerated() where i < required || rng.bool() {
                let v = number(&rng, range.lowerBound, range.upperBound)
                parts.append((label.map { "\($0):" + ws() } ?? "") + write(v, &rng))
            }
            if parts.isEmpty && rng.bool() { return name }
            return name + ws() + "(" + ws() + parts.joined(separator: ws() + "," + ws()) + ws() + ")"
        }
        let durations: ClosedRange<Double> = 0.01...3
        var text: String
        switch rng.int(0...11) {
        case 0: text = rng.bool() ? ["linear", "easeIn", "easeOut", "easeInOut"][rng.int(0...3)]
            : call(["linear", "easeIn", "easeOut", "easeInOut"][rng.int(0...3)], [("duration", durations)], required: 1)
        case 1: text = call("timingCurve", [(nil, 0...1), (nil, -2...2), (nil, 0...1), (nil, -2...2), ("duration", durations)], required: 4)
        case 2: text = call("spring", [("duration", durations), ("bounce", -0.99...1), ("blendDuration", 0...1)])
        case 3: text = call("spring", [("response", durations), ("dampingFraction", 0...3), ("blendDuration", 0...1)], required: 1)
        case 4: text = call("interpolatingSpring", [("mass", 0.1...5), ("stiffness", 1...1000), ("damping", 0...80), ("initialVelocity", -10...10)])
            if !text.contains("stiffness") { text = "interpolatingSpring(stiffness: 100, damping: 10)" }
            else if !text.contains("damping:") { text = "interpolatingSpring(stiffness: 50, damping: 5, initialVelocity: 1)" }
        case 5: text = call("interpolatingSpring", [("duration", durations), ("bounce", -0.99...1), ("initialVelocity", -10...10)])
        case 6: text = rng.bool()
            ? call("interactiveSpring", [("response", durations), ("dampingFraction", 0...3), ("blendDuration", 0...1)])
            : call("interactiveSpring", [("duration", durations), ("extraBounce", -1.14...0.85), ("blendDuration", 0...1)])
        case 7: text = call("smooth", [("duration", durations), ("extraBounce", -0.99...1)])
        case 8: text = call("snappy", [("duration", durations), ("extraBounce", -1.14...0.85)])
        case 9: text = call("bouncy", [("duration", durations), ("extraBounce", -1.29...0.7)])
        case 10: text = "default"
        default: text = "spring"
        }
        if rng.bool() { text = "." + text }
        for _ in 0..<rng.int(0...3) {
            text += ws() + "." + (rng.bool() ? "delay(" + write(number(&rng, 0, 2), &rng) + ")"
                                               : "speed(" + write(number(&rng, 0.1, 4), &rng) + ")")
        }
        return ws() + text + ws()
    }

    /// A digit directly followed by `e`/`E` (an exponent literal).
    static func hasExponent(_ text: String) -> Bool {
        zip(text, text.dropFirst()).contains { $0.isNumber && ($1 == "e" || $1 == "E") }
    }

    @Test("parse(a.source) == a for 2,000 random expressions")
    func roundTrip() throws {
        var rng = SplitMix64(seed: 0xC0FFEE)
        var seen = 0
        for _ in 0..<2000 {
            let text = Self.randomExpression(&rng)
            let value: Animation
            do {
                value = try Animation.parse(text)
            } catch {
                Issue.record("generated expression failed to parse: \(text.debugDescription): \(error)")
                continue
            }
            let source = value.source
            #expect(try Animation.parse(source) == value, "\(text.debugDescription) -> \(source)")
            #expect(try Animation.parse(source).source == source, "source is a fixed point")
            #expect(!Self.hasExponent(source), "no exponent in \(source)")  // all generated magnitudes are normal
            #expect(!source.hasPrefix("."), "no leading dot")
            seen += 1
        }
        #expect(seen == 2000)
    }

    @Test("values built in code round-trip through source")
    func builtValues() throws {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let d = rng.double(0.05, 2)
            let b = rng.double(-0.9, 1)
            let bases: [AnimationBase] = [
                .spring(.spring(duration: d, bounce: b, blendDuration: nil)),
                .spring(.springResponse(response: d, dampingFraction: rng.double(0, 2), blendDuration: nil)),
                .spring(.interpolatingSpring(mass: nil, stiffness: rng.double(1, 500), damping: rng.double(0, 40), initialVelocity: rng.double(-5, 5))),
                .bezier(.custom(c0x: rng.double(0, 1), c0y: rng.double(-1, 2), c1x: rng.double(0, 1), c1y: rng.double(-1, 2), duration: d)),
                .bezier(.easeIn(duration: d)),
            ]
            for base in bases {
                let animation = Animation(base: base, modifiers: rng.bool() ? [.delay(rng.double(0, 1)), .speed(rng.double(0.5, 2))] : [])
                #expect(try Animation.parse(animation.source) == animation, "\(animation.source)")
            }
        }
    }
}
