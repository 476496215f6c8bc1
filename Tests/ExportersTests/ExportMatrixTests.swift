import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters

/// Every spec the parser accepts (so every spec the catalog can store) is exported by
/// every exporter in `Exporter.all`, or refused with one of the reasons the README lists.
@Suite("Export matrix: every exporter over the seeds and generated specs")
struct ExportMatrixTests {
    /// The refusals the README documents, by the words that name them in the message.
    static let documentedRefusals: [(key: String, fragment: String)] = [
        ("tsx: timingCurve", "cannot express the timing curve"),
        ("tsx: .speed()", "cannot express the modifier .speed("),
        ("all: duplicate element ids", "share the id"),
        ("swift: namespace named like a SwiftUI member", "would shadow"),
        ("swift: namespaces that clash", "clashes with the storage"),
    ]

    /// Enough to reach every animation form and each limit's edges; each one is exported by
    /// every exporter in a debug build, a fair share of the suite's time.
    static let generatedCount = 150

    static func reason(_ error: ExportError) -> String? {
        documentedRefusals.first { error.description.contains($0.fragment) }?.key
    }

    @Test("every exporter exports each seed and 150 generated specs, or refuses with a documented reason")
    func matrix() throws {
        let seeds = try Repo.seedNames.map { try Repo.seed($0) }
        var generator = SpecGenerator(seed: 0x4845_524F)
        var generated: [TransitionSpec] = []
        var refusedAtTheDoor = 0
        for index in 0..<Self.generatedCount {
            do {
                generated.append(try TransitionSpec.parse(generator.specText(index), file: "generated-\(index).yaml"))
            } catch {
                refusedAtTheDoor += 1   // beyond a limit: the parser refuses it, so it is never stored
            }
        }
        #expect(generated.count >= Self.generatedCount * 2 / 3, "the generator should mostly produce storable specs")

        var table: [String] = ["format    set        exported  refused (by reason)"]
        for exporter in Exporter.all {
            for (set, specs) in [("seeds", seeds), ("generated", generated)] {
                var exported = 0
                var refusals: [String: Int] = [:]
                for spec in specs {
                    do {
                        let output = try exporter.export(spec, ExportOptions())
                        exported += 1
                        #expect(!Self.hasNonFiniteToken(output), "\(exporter.format) wrote a non-finite number for \(spec.name)")
                        #expect(output.hasSuffix("\n"))
                    } catch let error as ExportError {
                        let reason = Self.reason(error)
                        #expect(reason != nil, "\(exporter.format) refused \(spec.name) for an undocumented reason: \(error)")
                        refusals[reason ?? "undocumented: \(error)", default: 0] += 1
                    }
                }
                let reasons = refusals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                table.append("\(exporter.format.padding(toLength: 9, withPad: " ", startingAt: 0)) \(set.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(exported).padding(toLength: 9, withPad: " ", startingAt: 0)) \(reasons.isEmpty ? "0" : reasons)")
                if exporter.format != "tsx", set == "seeds" { #expect(refusals.isEmpty, "\(exporter.format) must export every seed") }
            }
        }
        table.append("generated specs refused by the parser (beyond a limit): \(refusedAtTheDoor) of \(Self.generatedCount)")
        print(table.joined(separator: "\n"))
    }

    @Test("the README lists every refusal reason the matrix allows")
    func readmeListsRefusals() throws {
        let readme = try String(contentsOf: Repo.root.appendingPathComponent("README.md"), encoding: .utf8)
        for phrase in ["`timingCurve(…)`", "`.speed()`", "duplicate element ids", "a namespace named like", "two namespaces that clash"] {
            let listed = readme.contains(phrase)
            #expect(listed, "README should list the export refusal '\(phrase)'")
        }
    }

    @Test("the matrix's non-finite check finds inf and nan as numbers, not inside words")
    func nonFiniteCheck() {
        for text in ["x: nan\n", "[1, -inf]", "\"y\": NaN,", "duration(Infinity)", "0.5 -Infinity"] {
            #expect(Self.hasNonFiniteToken(text), "\(text)")
        }
        for text in ["info: banana", "infinite scroll", "nano", "énan", "0.5, 1e9"] {
            #expect(!Self.hasNonFiniteToken(text), "\(text)")
        }
    }

    /// `inf` or `nan` as a number (not inside a word such as "info").
    static func hasNonFiniteToken(_ text: String) -> Bool {
        // Split as bytes, not Characters: this runs on some 2,500 outputs, in a debug build.
        // A non-ASCII byte belongs to a word, as the letters it mostly spells would.
        let words = text.utf8.split { byte in
            !(byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
              || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-"))
        }
        return words.contains { word in
            word.count >= 3 && word.count <= 9 && nonFiniteWords.contains(String(decoding: word, as: UTF8.self).lowercased())
        }
    }

    static let nonFiniteWords: Set = ["inf", "-inf", "nan", "-nan", "infinity", "-infinity"]
}

/// A deterministic generator of spec files (SplitMix64): geometry from inside the
/// limits to their very edges, every animation form, modifiers, delays, one-state
/// elements, and now and then a duplicate id or a namespace the Swift exporter refuses.
struct SpecGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A value in `range`: mostly ordinary, sometimes exactly at an edge.
    mutating func value(_ range: ValueRange, typical: ClosedRange<Double>) -> Double {
        switch int(0...9) {
        case 0: return range.excludesLower ? range.upper : range.lower
        case 1: return range.upper
        default: return ((typical.lowerBound + unit() * (typical.upperBound - typical.lowerBound)) * 1000).rounded() / 1000
        }
    }

    mutating func number(_ range: ValueRange, typical: ClosedRange<Double>) -> String {
        formatNumber(value(range, typical: typical))
    }

    mutating func animation() -> String {
        let d = number(ValueRanges.duration, typical: 0.1...2)
        var text: String
        switch int(0...9) {
        case 0: text = "spring(duration: \(d), bounce: \(formatNumber(((unit() * 1.6 - 0.7) * 100).rounded() / 100)))"
        case 1: text = "spring(response: \(d), dampingFraction: \(number(ValueRanges.dampingFraction, typical: 0.3...2)))"
        case 2: text = "interpolatingSpring(mass: \(number(ValueRanges.mass, typical: 0.5...3)), stiffness: \(formatNumber(Double(int(50...600)))), damping: \(formatNumber(Double(int(5...60)))))"
        case 3: text = "easeInOut(duration: \(d))"
        case 4: text = "timingCurve(\(formatNumber(unit())), \(number(ValueRanges.controlPointY, typical: -1...2)), \(formatNumber(unit())), \(number(ValueRanges.controlPointY, typical: -1...2)), duration: \(d))"
        case 5: text = pick(["smooth", "snappy", "bouncy", "default", "linear", "easeIn", "easeOut", "spring", "interactiveSpring"])
        case 6: text = "snappy(duration: \(d), extraBounce: \(formatNumber(unit() * 0.5)))"
        case 7: text = "linear(duration: \(d))"
        case 8: text = "interpolatingSpring(duration: \(d), bounce: \(formatNumber(unit() * 0.8)))"
        default: text = "bouncy"
        }
        if int(0...4) == 0 { text += ".delay(\(number(ValueRanges.animationDelay, typical: 0...1)))" }
        if int(0...5) == 0 { text += ".speed(\(number(ValueRanges.speed, typical: 0.5...3)))" }
        return text
    }

    mutating func frame() -> String {
        let x = number(ValueRanges.coordinate, typical: -50...400)
        let y = number(ValueRanges.coordinate, typical: -50...800)
        let w = number(ValueRanges.width, typical: 0...400)
        let h = number(ValueRanges.height, typical: 0...400)
        let r = number(ValueRanges.cornerRadius, typical: 0...30)
        let o = number(ValueRanges.opacity, typical: 0...1)
        return "{ x: \(x), y: \(y), width: \(w), height: \(h), cornerRadius: \(r), opacity: \(o) }"
    }

    mutating func specText(_ index: Int) -> String {
        var lines = [
            "name: generated.spec-\(index)",
            "namespace: \(int(0...40) == 0 ? "body" : pick(["hero", "ns", "player", "cards"]))",
            "from: \(pick(["collapsed", "grid", "small"]))",
            "to: \(pick(["expanded", "detail", "large"]))",
            "canvas: { width: \(number(ValueRanges.canvasSide, typical: 100...1200)), height: \(number(ValueRanges.canvasSide, typical: 100...1200)) }",
        ]
        if int(0...5) > 0 { lines.append("animation: \"\(animation())\"") }
        lines.append("elements:")
        let count = int(1...5)
        for element in 0..<count {
            let id = element > 0 && int(0...30) == 0 ? "e0" : "e\(element)"
            lines.append("  - id: \(id)")
            lines.append("    anchor: [\(number(ValueRanges.unitPoint, typical: 0...1)), \(number(ValueRanges.unitPoint, typical: 0...1))]")
            switch int(0...3) {
            case 0: lines.append("    from: \(frame())")
            case 1: lines.append("    to: \(frame())")
            default:
                lines.append("    from: \(frame())")
                lines.append("    to: \(frame())")
            }
            if int(0...3) == 0 { lines.append("    delay: \(number(ValueRanges.delay, typical: 0...2))") }
            if int(0...4) == 0 { lines.append("    animation: \"\(animation())\"") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
