import Foundation
import SpecModel
import Testing

/// Each ceiling of `InputCeilings`: a spec just within it is read, one past it is
/// refused with one clear issue that names the limit (and, where there is one, the place).
@Suite("Input ceilings")
struct InputCeilingsTests {
    static let header = "name: demo.ceilings\nnamespace: demo\nfrom: a\nto: b\n"
    static let element = "{id: box, from: {x: 0, y: 0, width: 1, height: 1}, to: {x: 5, y: 5, width: 2, height: 2}}"

    func refusal(_ text: String) -> SpecIssue? {
        do {
            _ = try TransitionSpec.parse(text, file: "ceiling.yaml")
            return nil
        } catch {
            return error.issues.first
        }
    }

    @Test("A file over the size ceiling is refused before it is read, as bytes or as text")
    func fileSize() throws {
        let text = Self.header + "elements: [\(Self.element)]\n"
        let padded = text + "#" + String(repeating: " ", count: InputCeilings.fileBytes - text.utf8.count - 2) + "\n"
        #expect(padded.utf8.count == InputCeilings.fileBytes)
        #expect(refusal(padded) == nil)
        let over = padded + "\n"
        let message = "the file is \(InputCeilings.fileBytes + 1) bytes; a spec file may hold at most \(InputCeilings.fileBytes) bytes (16 MiB)"
        #expect(refusal(over)?.message == message)
        #expect(throws: SpecError(file: "big.yaml", issues: [SpecIssue(path: "", message: message)])) {
            try TransitionSpec.parse(bytes: Array(over.utf8), file: "big.yaml")
        }
    }

    @Test("More elements than the ceiling are refused at the elements list")
    func elements() throws {
        // Counted before any element is read (SizeBenchmark reads 40,000 real ones).
        let spec = Self.header + "elements:\n" + String(repeating: "- 0\n", count: InputCeilings.elements + 1)
        let issue = try #require(refusal(spec))
        #expect(issue.description == "6:1: elements: \(InputCeilings.elements + 1) elements; a spec may have at most \(InputCeilings.elements)")
    }

    @Test("Nesting deeper than the ceiling is refused where it goes too deep, however deep it goes")
    func nestingDepth() throws {
        // The title is level 2; its list brackets add one level each.
        func nested(_ lists: Int) -> String {
            Self.header + "elements: [\(Self.element)]\ntitle: " + String(repeating: "[", count: lists) + String(repeating: "]", count: lists) + "\n"
        }
        let atCeiling = try #require(refusal(nested(InputCeilings.nestingDepth - 1)))
        #expect(atCeiling.message.contains("expected a string, got a list"))
        let over = try #require(refusal(nested(InputCeilings.nestingDepth)))
        #expect(over.description == "6:\(8 + InputCeilings.nestingDepth - 1): values are nested more than 32 levels deep; a spec may nest at most 32 (it needs 5)")
        // Far deeper input is stopped by the YAML parser before it is composed, with the same words.
        let deep = try #require(refusal(nested(100_000)))
        #expect(deep.message == over.message)
        #expect(deep.line == 6)
    }

    @Test("Aliases are counted, not expanded: past the ceiling refused, a bomb read in no time")
    func aliases() throws {
        let shared = Self.header + "elements:\n- {id: box, from: &frame {x: 0, y: 0, width: 1, height: 1}, to: *frame}\n"
        #expect(try TransitionSpec.parse(shared, file: "shared.yaml").elements[0].to?.width == 1)

        let uses = Self.header + "elements: [\(Self.element)]\ntags: [&t tag, " + Array(repeating: "*t", count: InputCeilings.aliases + 1).joined(separator: ", ") + "]\n"
        let issue = try #require(refusal(uses))
        #expect(issue.message == "more than \(InputCeilings.aliases) aliases are used; a spec may use at most \(InputCeilings.aliases)")
        #expect(issue.line == 6)

        // Nine levels of ten aliases each would expand to 10^9 values.
        var bomb = Self.header + "elements: [\(Self.element)]\nsummary: x\nx0: &l0 [a, a, a, a, a, a, a, a, a, a]\n"
        for level in 1...9 {
            bomb += "x\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let bombIssue = try #require(refusal(bomb))
        #expect(bombIssue.message.contains("unknown key 'x0'"))
    }

    @Test("Strings and ids past their ceilings are refused at their place")
    func lengths() throws {
        let longest = String(repeating: "t", count: InputCeilings.stringBytes)
        #expect(refusal(Self.header + "elements: [\(Self.element)]\ntitle: \(longest)\n") == nil)
        let string = try #require(refusal(Self.header + "elements: [\(Self.element)]\ntitle: \(longest)é\n"))
        #expect(string.description == "6:8: a string of \(InputCeilings.stringBytes + 2) bytes; strings may be at most \(InputCeilings.stringBytes) bytes")

        let id = String(repeating: "i", count: InputCeilings.idBytes)
        let element = { (id: String) in Self.header + "elements: [{id: \(id), to: {x: 0, y: 0, width: 1, height: 1}}]\n" }
        #expect(refusal(element(id)) == nil)
        let idIssue = try #require(refusal(element(id + "i")))
        #expect(idIssue.description == "5:17: elements[0].id: the id is \(InputCeilings.idBytes + 1) bytes long; ids may be at most \(InputCeilings.idBytes) bytes")
        let namespace = try #require(refusal(Self.header.replacingOccurrences(of: "namespace: demo", with: "namespace: \(id)n") + "elements: [\(Self.element)]\n"))
        #expect(namespace.description == "2:12: namespace: the id is \(InputCeilings.idBytes + 1) bytes long; ids may be at most \(InputCeilings.idBytes) bytes")
    }

    @Test("The README's ceilings table lists every ceiling with its value")
    func documented() throws {
        let readme = try String(contentsOf: Fixtures.repository.appendingPathComponent("README.md"), encoding: .utf8)
        for ceiling in InputCeilings.all {
            #expect(readme.contains("| \(ceiling.name) | \(ceiling.limit) \(ceiling.unit) |"), "README lacks the row of \(ceiling.name)")
        }
    }
}
