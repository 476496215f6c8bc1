import Foundation
import Testing
import TestThreads

/// One unreadable or invalid file never hides the findings of the others, in any format;
/// and every door (validate, add, scan --import) applies the same value limits.
@Suite("Every report complete, one set of limits at every door", .waitsOnProcesses)
struct CompleteReportTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url, environment: ["HEROCAT_AUTHOR": "ci"])
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: directory.url.appendingPathComponent(name))
    }

    /// A spec beyond a limit, an anti-pattern with an error finding, a missing file.
    func files() throws -> [String] {
        let seed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        try write(seed.replacingOccurrences(of: "x: 36", with: "x: 1e308"), to: "bad.yaml")
        try FileManager.default.copyItem(at: HerocatProcess.seeds.appendingPathComponent("photos.push-across-navigation.yaml"), to: directory.url.appendingPathComponent("good.yaml"))
        return ["bad.yaml", "good.yaml", "gone.yaml"]
    }

    @Test("validate over several files: unreadable and invalid files are invalid_spec findings in text, json, sarif and github; exit 3")
    func validateEveryFile() throws {
        let names = try files()
        let text = try herocat("validate", "--file", names[0], names[1], names[2])
        #expect(text.status == 3)
        #expect(text.stdout.contains("bad.yaml:21:16: error: elements[0].from.x: expected a coordinate in -100000...100000 pt, got 1e+308 [invalid_spec]"), "\(text.stdout)")
        #expect(text.stdout.contains("gone.yaml:1:1: error: no such file [invalid_spec]"))
        #expect(text.stdout.contains("[navigation_push]"), "the readable file is still checked")

        let json = try herocat("validate", "--format", "json", "--file", names[0], names[1], names[2])
        #expect(json.status == 3)
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let invalid = findings.filter { $0["rule"] as? String == "invalid_spec" }
        #expect(invalid.count == 2 && invalid.allSatisfy { $0["severity"] as? String == "error" && $0["line"] is Int && $0["column"] is Int && $0["file"] is String })
        #expect(findings.contains { $0["rule"] as? String == "navigation_push" })

        let sarif = try herocat("validate", "--format", "sarif", "--file", names[0], names[1], names[2])
        #expect(sarif.status == 3 && !sarif.stdout.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let invalidResults = results.filter { $0["ruleId"] as? String == "invalid_spec" }
        #expect(invalidResults.count == 2)
        for result in invalidResults {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == "invalid_spec")
            let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            #expect(region?["startLine"] is Int && region?["startColumn"] is Int)
        }

        let github = try herocat("validate", "--format", "github", "--file", names[0], names[1], names[2])
        #expect(github.status == 3)
        #expect(github.stdout.contains("::error file=bad.yaml,line=21,col=16,title=herocat invalid_spec::"))
        #expect(github.stdout.contains("::error file=gone.yaml,line=1,col=1,title=herocat invalid_spec::"))
        #expect(github.stdout.contains("title=herocat navigation_push"))
    }

    @Test("validate over good files only keeps its exit codes: 1 for error findings, 0 otherwise")
    func validateExitCodes() throws {
        _ = try files()
        #expect(try herocat("validate", "--file", "good.yaml").status == 1)
        #expect(try herocat("validate", "--file", HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path).status == 0)
    }

    @Test("add and scan --import refuse values beyond the limits, with file, line and column or the code location")
    func everyDoor() throws {
        _ = try herocat("init")
        let names = try files()
        let added = try herocat("add", names[0])
        #expect(added.status == 3 && added.stderr.contains("bad.yaml:21:16: elements[0].from.x: expected a coordinate in -100000...100000 pt, got 1e+308"))

        let swift = """
        import SwiftUI

        struct FarView: View {
            @Namespace private var ns
            @State private var isExpanded = false

            var body: some View {
                ZStack {
                    if isExpanded {
                        Circle().matchedGeometryEffect(id: "dot", in: ns).frame(width: 200, height: 200).position(x: 100, y: 1e309)
                    } else {
                        Circle().matchedGeometryEffect(id: "dot", in: ns).frame(width: 20, height: 20).position(x: 100, y: 100)
                    }
                }
                .animation(.smooth, value: isExpanded)
            }
        }
        """
        try write(swift, to: "Far.swift")
        let imported = try herocat("scan", "--import", "Far.swift")
        #expect(imported.status == 3 && imported.stderr.contains("Far.swift:") && imported.stderr.contains("elements[0].to.y: expected a coordinate in -100000...100000 pt"), "\(imported.stderr)")
        #expect(try herocat("list", "--json").stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }
}
