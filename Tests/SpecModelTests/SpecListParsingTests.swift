import Foundation
import SpecModel
import Testing

/// A batch document (`specs:`, a list of specs): each item parsed on its own, with
/// positions in the whole document.
@Suite("Spec list parsing")
struct SpecListParsingTests {
    @Test("Each item parses as the same spec would alone, in JSON and YAML; a bad item does not hide the others")
    func items() throws {
        let minimal = try Fixtures.text("valid/minimal.json")
        let alone = try TransitionSpec.parse(minimal, file: "minimal.json")
        let json = "{\"specs\": [\(minimal), {\"name\": \"x\"}, \(minimal)]}"
        let parsed = try TransitionSpec.parseList(bytes: Array(json.utf8), file: "body.json")
        #expect(parsed.count == 3)
        #expect((try? parsed[0].get().spec) == alone && (try? parsed[2].get().spec) == alone)
        guard case .failure(let error) = parsed[1] else { Issue.record("the second item is not a spec"); return }
        // The item starts where the first one's text ends: ", {" on its last line.
        let line = minimal.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(error.lines.contains("body.json:\(line):3: namespace: missing required field 'namespace'"), "\(error.lines)")

        let yaml = "specs:\n" + (try Fixtures.text("valid/minimal.yaml")).split(separator: "\n").enumerated()
            .map { ($0.offset == 0 ? "  - " : "    ") + $0.element }.joined(separator: "\n") + "\n"
        #expect((try? TransitionSpec.parseList(bytes: Array(yaml.utf8), file: "body.yaml").first?.get().spec) == alone)
    }

    @Test("A document without a list of specs is one error, with its position",
          arguments: [
            ("", "body.yaml: the document is empty; it needs 'specs:', a list of specs"),
            ("specs: []\n", "body.yaml:1:1: specs: name at least one spec"),
            ("specs: {}\n", "body.yaml:1:8: specs: expected a list, got a mapping"),
            ("spec: []\n", "body.yaml:1:1: spec: unknown key 'spec'"),
            ("[1, 2]\n", "body.yaml:1:1: expected a mapping with keys such as specs, got a list"),
          ])
    func notAList(document: String, expected: String) throws {
        let error = #expect(throws: SpecError.self) { try TransitionSpec.parseList(bytes: Array(document.utf8), file: "body.yaml") }
        #expect(error?.lines.contains { $0.hasPrefix(expected) } == true, "\(error?.lines ?? [])")
    }
}
