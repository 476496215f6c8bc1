import Foundation
import MotionCore
import SpecModel
import Testing

@Suite("Spec parsing")
struct SpecParsingTests {
    @Test("YAML and JSON of the same spec parse to the same value")
    func yamlAndJSONAgree() throws {
        let yaml = try TransitionSpec.parse(bytes: Fixtures.bytes("valid/minimal.yaml"), file: "minimal.yaml")
        let json = try TransitionSpec.parse(bytes: Fixtures.bytes("valid/minimal.json"), file: "minimal.json")
        #expect(yaml == json)
        #expect(yaml.pattern == .custom && yaml.context == .inPlace && yaml.animation == nil)
    }

    @Test("Defaults of docs/spec-format.md apply to absent fields")
    func defaults() throws {
        let spec = try TransitionSpec.parse("""
        name: a
        namespace: ns
        from: a
        to: b
        elements:
          - id: x
            to: { x: 1, y: 2, width: 3, height: 4 }
        """, file: "t.yaml")
        let element = try #require(spec.elements.first)
        #expect(element.properties == .frame && element.anchor == .center && element.source == .from)
        #expect(element.transition == .opacity && element.delay == 0 && !element.isMatched)
        #expect(element.to == StateFrame(x: 1, y: 2, width: 3, height: 4, cornerRadius: 0, opacity: 1))
    }

    @Test("Every malformed fixture is refused with an error that names the problem",
          arguments: Fixtures.malformedExpectations.keys.sorted())
    func malformedIsRefused(file: String) throws {
        let expected = try #require(Fixtures.malformedExpectations[file])
        let error = try #require(throws: SpecError.self) {
            try TransitionSpec.parse(bytes: Fixtures.bytes("malformed/\(file)"), file: file)
        }
        #expect(!error.issues.isEmpty)
        #expect(error.description.contains(expected), "\(error.description)")
        #expect(error.lines.allSatisfy { $0.hasPrefix("\(file):") })
    }

    @Test("A file with several problems reports all of them, with lines and columns")
    func reportsEveryProblem() throws {
        let error = try #require(throws: SpecError.self) {
            try TransitionSpec.parse("""
            name: Bad Name
            namespace: my-ns
            from: a
            to: b
            colour: red
            animation: "spring(duration: -1)"
            elements:
              - id: x
                from: { x: 0, y: 0, width: -3, height: .nan, opacity: 2 }
                to: { x: 1, y: 1, width: 3, height: 4, font: title9 }
            """, file: "many.yaml")
        }
        let paths = Set(error.issues.map(\.path))
        #expect(paths == ["name", "namespace", "colour", "animation", "elements[0].from.width", "elements[0].from.height", "elements[0].from.opacity", "elements[0].to.font"])
        let width = try #require(error.issues.first { $0.path == "elements[0].from.width" })
        #expect(width.line == 9 && width.column == 32)
        #expect(width.message.contains("-3"))
        #expect(error.description.contains("many.yaml:9:32: elements[0].from.width: expected a width in 0...100000 pt, got -3"))
    }

    @Test("An animation error points at the column inside the file")
    func animationErrorColumn() throws {
        let error = try #require(throws: SpecError.self) {
            try TransitionSpec.parse("name: a\nnamespace: n\nfrom: a\nto: b\nanimation: sprung\nelements:\n  - id: x\n    to: { x: 0, y: 0, width: 1, height: 1 }\n", file: "a.yaml")
        }
        let issue = try #require(error.issues.first)
        #expect(issue.path == "animation" && issue.line == 5 && issue.column == 12)
    }

    @Test("An unquoted expression holding ': ' gets a hint to quote it")
    func unquotedExpressionHint() throws {
        let error = try #require(throws: SpecError.self) {
            try TransitionSpec.parse("name: a\nanimation: spring(duration: 0.5)\n", file: "a.yaml")
        }
        #expect(error.description.contains("quote it: animation: \""))
        #expect(error.issues.first?.line == 2)
    }

    @Test("Numbers written as strings, and text written as numbers, are told apart")
    func typesAreChecked() throws {
        let error = try #require(throws: SpecError.self) {
            try TransitionSpec.parse("name: 42\nnamespace: n\nfrom: a\nto: b\nelements:\n  - id: 7\n    to: { x: \"1\", y: 0, width: 1, height: 1 }\n", file: "a.yaml")
        }
        #expect(error.description.contains("name: expected a string, got the integer 42"))
        #expect(error.description.contains("elements[0].to.x: expected a coordinate in -100000...100000 pt, got the string \"1\""))
        // Free text such as an element id may be written as a number.
        #expect(!error.description.contains("elements[0].id"))
    }
}
