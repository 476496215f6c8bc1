import Foundation
import MotionCore
import SpecModel
import Testing

@Suite("Canonical printing")
struct CanonicalPrintingTests {
    @Test("Every seed parses, and its YAML and JSON print back to the same spec", arguments: Fixtures.seedFiles)
    func seedRoundTrip(url: URL) throws {
        let spec = try TransitionSpec.parse(bytes: Array(try Data(contentsOf: url)), file: url.lastPathComponent)
        #expect(url.lastPathComponent == "\(spec.name).yaml")
        let yaml = spec.document.yaml
        let json = spec.document.json
        #expect(try TransitionSpec.parse(yaml, file: "printed.yaml") == spec)
        #expect(try TransitionSpec.parse(json, file: "printed.json") == spec)
        // Printing is a fixed point: printing the re-read spec gives the same bytes.
        #expect(try TransitionSpec.parse(yaml, file: "printed.yaml").document.yaml == yaml)
    }

    @Test("Hostile free text survives printing byte for byte")
    func hostileTextRoundTrip() throws {
        let spec = try TransitionSpec.parse(bytes: Fixtures.bytes("valid/hostile-text.yaml"), file: "hostile-text.yaml")
        #expect(spec.title?.contains("\\(evil)") == true)
        #expect(spec.elements[2].id.contains("\n"))
        for printed in [spec.document.yaml, spec.document.json] {
            #expect(try TransitionSpec.parse(printed, file: "printed") == spec)
        }
    }

    @Test("Scalars YAML would read as another type are quoted",
          arguments: ["yes", "No", "null", "~", "12", "1.5", "0x1F", ".inf", "true", "- dash", "a: b", "#hash", "trailing "])
    func ambiguousScalarsAreQuoted(text: String) throws {
        var spec = try TransitionSpec.parse(bytes: Fixtures.bytes("valid/minimal.yaml"), file: "minimal.yaml")
        spec.title = text
        spec.tags = [text]
        spec.elements[0].id = text
        let reread = try TransitionSpec.parse(spec.document.yaml, file: "printed.yaml")
        #expect(reread.title == text && reread.tags == [text] && reread.elements[0].id == text)
    }

    @Test("The printed YAML of a spec is stable and in the key order of docs/spec-format.md")
    func keyOrder() throws {
        let spec = try TransitionSpec.parse(bytes: Fixtures.bytes("valid/minimal.yaml"), file: "minimal.yaml")
        let keys = spec.document.yaml.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.split(separator: ":")[0] }
        #expect(keys == ["herocat", "name", "pattern", "context", "host", "usage", "namespace", "from", "to", "elements"])
    }

    @Test("Numbers print in their shortest form", arguments: [(16.0, "16"), (0.15, "0.15"), (-3.5, "-3.5"), (-0.0, "0"), (0.00001, "0.00001"), (1e20, "100000000000000000000"), (1e22, "1e+22")])
    func numbers(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }
}
