import Foundation
import SpecModel
import Testing

@Suite("One set of value limits, checked by the parser")
struct ValueRangeTests {
    static func spec(_ element: String = "{ x: 0, y: 0, width: 1, height: 1 }", animation: String? = nil, extra: String = "") -> String {
        "name: a\nnamespace: n\nfrom: a\nto: b\n" + (animation.map { "animation: \"\($0)\"\n" } ?? "") + "elements:\n  - id: x\n    to: \(element)\n" + extra
    }

    static func issue(_ text: String) throws -> SpecIssue {
        let error = try #require(throws: SpecError.self) { try TransitionSpec.parse(text, file: "a.yaml") }
        return try #require(error.issues.first)
    }

    @Test("Every table entry is finite, and its bounds are inside, its neighbours outside")
    func tableIsFinite() {
        for (fields, range) in ValueRanges.table {
            #expect(range.lower.isFinite && range.upper.isFinite, "\(fields)")
            #expect(range.contains(range.upper) && !range.contains(range.upper.nextUp) && !range.contains(.infinity) && !range.contains(.nan))
            #expect(range.contains(range.lower) != range.excludesLower)
        }
    }

    @Test("The README's limits table is this table")
    func readmeTable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for (fields, range) in ValueRanges.table {
            let row = "| \(fields) | \(range.bounds) |"
            let listed = text.contains(row)
            #expect(listed, "README should have the row \(row)")
        }
    }

    @Test("Out-of-range geometry is refused at its position", arguments: [
        ("{ x: 1e308, y: 0, width: 1, height: 1 }", "elements[0].to.x", "coordinate"),
        ("{ x: 0, y: -100001, width: 1, height: 1 }", "elements[0].to.y", "coordinate"),
        ("{ x: 0, y: 0, width: 100000.5, height: 1 }", "elements[0].to.width", "width"),
        ("{ x: 0, y: 0, width: 1, height: 1, cornerRadius: 2e5 }", "elements[0].to.cornerRadius", "corner radius"),
        ("{ x: 0, y: 0, width: 1, height: 1, font: \"system(size: 5000)\" }", "elements[0].to.font", "font size"),
    ])
    func geometry(element: String, path: String, what: String) throws {
        let issue = try Self.issue(Self.spec(element))
        #expect(issue.path == path && issue.line == 7 && issue.column != nil)
        #expect(issue.message.contains(what))
    }

    @Test("Out-of-range animation arguments, delays and settle times are refused", arguments: [
        ("spring(duration: 1e9)", "duration: expected a duration in 0.001...60 s"),
        ("interpolatingSpring(mass: 1, stiffness: 1e12, damping: 10)", "stiffness: expected a stiffness"),
        ("timingCurve(0.2, 50, 0.8, 1)", "c0y: expected a control point y"),
        ("easeIn.speed(1000)", "speed: expected a speed"),
        ("spring(duration: 0.5, bounce: 1)", "settle time"),
        ("linear(duration: 50).delay(20)", "settle time"),
    ])
    func animation(expression: String, message: String) throws {
        let issue = try Self.issue(Self.spec(animation: expression))
        #expect(issue.path == "animation" && issue.line == 5)
        #expect(issue.message.contains(message), "\(issue.message)")
    }

    @Test("An element's delay counts towards its settle time")
    func delayPlusSettle() throws {
        let text = Self.spec(animation: "linear(duration: 30)", extra: "    delay: 40\n")
        let issue = try Self.issue(text)
        #expect(issue.path == "elements[0].delay" && issue.message.contains("got 70"))
        #expect((try? TransitionSpec.parse(Self.spec(animation: "linear(duration: 30)", extra: "    delay: 30\n"), file: "a.yaml")) != nil)
    }

    @Test("A spec built in code is checked as a file is")
    func checkedInCode() throws {
        var spec = try TransitionSpec.parse(Self.spec(), file: "a.yaml")
        #expect(try spec.checked(origin: "code") == spec)
        spec.elements[0].to?.y = .infinity
        let error = try #require(throws: SpecError.self) { try spec.checked(origin: "App.swift:12") }
        #expect(error.description == "App.swift:12: elements[0].to.y: expected a coordinate in -100000...100000 pt, got an infinite number; numbers must be finite")
    }
}
