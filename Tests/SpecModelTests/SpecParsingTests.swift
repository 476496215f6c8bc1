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
        #expect(error.description.contains("elements[0].id: expected a string, got the integer 7; quote it in YAML: id: \"7\""))
    }

    /// A scalar YAML reads as a number or a boolean is not text: stored as its spelling, `1`
    /// and `"1"` would be two ids that exporters then find to be one.
    @Test("Text written as a number or a boolean is refused, in YAML and JSON alike, with the way to quote it")
    func textIsAString() throws {
        let yaml = """
            name: a
            namespace: n
            from: a
            to: b
            title: 2048
            tags: [motion, yes]
            disable: [{ rule: too_many_matches, reason: 42 }]
            elements:
              - id: false
                to: { x: 0, y: 0, width: 1, height: 1 }

            """
        let error = try #require(throws: SpecError.self) { try TransitionSpec.parse(yaml, file: "a.yaml") }
        #expect(error.issues.map(\.description) == [
            "5:8: title: expected a string, got the integer 2048; quote it in YAML: title: \"2048\"",
            "6:16: tags[1]: expected a string, got the boolean yes; quote it in YAML: - \"yes\"",
            "7:45: disable[0].reason: expected a string, got the integer 42; quote it in YAML: reason: \"42\"",
            "9:9: elements[0].id: expected a string, got the boolean false; quote it in YAML: id: \"false\"",
        ])
        let json = #"{"name": "a", "namespace": "n", "from": "a", "to": "b", "summary": 1.5, "elements": [{"id": 1, "to": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
        let jsonError = try #require(throws: SpecError.self) { try TransitionSpec.parse(json, file: "a.json") }
        #expect(jsonError.issues.map(\.message) == [
            "expected a string, got the number 1.5; quote it in YAML: summary: \"1.5\"",
            "expected a string, got the integer 1; quote it in YAML: id: \"1\"",
        ])
        let quoted = yaml.replacingOccurrences(of: "2048", with: "\"2048\"").replacingOccurrences(of: "yes]", with: "\"yes\"]")
            .replacingOccurrences(of: "42", with: "'42'").replacingOccurrences(of: "false", with: "\"false\"")
        let spec = try TransitionSpec.parse(quoted, file: "a.yaml")
        #expect(spec.title == "2048" && spec.tags == ["motion", "yes"] && spec.suppressions.first?.reason == "42" && spec.elements[0].id == "false")
    }

    @Test("A key with no value is left out (the schema allows null there); a null in a list is refused")
    func noValue() throws {
        let spec = try TransitionSpec.parse("name: a\nnamespace: n\nfrom: a\nto: b\ntitle:\nanimation: null\nelements:\n  - id: x\n    to: { x: 0, y: 0, width: 1, height: 1 }\n", file: "a.yaml")
        #expect(spec.title == nil && spec.animation == nil)
        let error = try #require(throws: SpecError.self) {
            try TransitionSpec.parse("name: a\nnamespace: n\nfrom: a\nto: b\ntags: [~]\nelements:\n  - id: x\n    anchor: [0.5, ~]\n    to: { x: 0, y: 0, width: 1, height: 1 }\n", file: "a.yaml")
        }
        #expect(error.issues.map(\.description) == [
            "5:8: tags[0]: expected a string, got nothing",
            "8:19: elements[0].anchor[1]: expected a unit point coordinate in -10...10, got nothing",
        ])
    }
}
