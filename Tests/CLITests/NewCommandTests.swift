import Foundation
import Testing
import TestThreads

@Suite("herocat new", .waitsOnProcesses)
struct NewCommandTests {
    static let patterns = ["expand", "card-to-detail", "grid-to-fullscreen", "tab-indicator", "zoom", "swap", "custom"]

    @Test("every pattern's template validates with no finding at all and round-trips through the catalog", arguments: patterns)
    func templateIsCleanAndRoundTrips(pattern: String) throws {
        let temp = try TemporaryDirectory()
        let made = try HerocatProcess.run(["new", "demo.start", "--pattern", pattern], in: temp.url)
        #expect(made.status == 0 && made.stdout.contains("pattern: \(pattern)") && made.stdout.contains("# "))
        try made.stdout.write(toFile: temp.path("start.yaml"), atomically: true, encoding: .utf8)
        let checked = try HerocatProcess.run(["validate", "--file", "start.yaml", "--strict", "--format", "json"], in: temp.url)
        #expect(checked.status == 0 && checked.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]", "\(checked.stdout)\(checked.stderr)")
        #expect(try HerocatProcess.run(["init"], in: temp.url).status == 0)
        #expect(try HerocatProcess.run(["add", "start.yaml"], in: temp.url).status == 0)
        let shown = try HerocatProcess.run(["show", "demo.start"], in: temp.url)
        try shown.stdout.write(toFile: temp.path("shown.yaml"), atomically: true, encoding: .utf8)
        let again = try HerocatProcess.run(["add", "shown.yaml", "--replace"], in: temp.url)
        #expect(again.status == 0)
        let reshown = try HerocatProcess.run(["show", "demo.start"], in: temp.url)
        #expect(reshown.stdout == shown.stdout)
    }

    @Test("-o writes the file and refuses to overwrite one; a bad name or pattern says why")
    func fileAndRefusals() throws {
        let temp = try TemporaryDirectory()
        #expect(try HerocatProcess.run(["new", "a.b", "-o", "a.yaml"], in: temp.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: temp.path("a.yaml")))
        let again = try HerocatProcess.run(["new", "a.b", "-o", "a.yaml"], in: temp.url)
        #expect(again.status == 3 && again.stderr.contains("already exists"))
        let pattern = try HerocatProcess.run(["new", "a.b", "--pattern", "expnd"], in: temp.url)
        #expect(pattern.status == 2 && pattern.stderr.contains("expand"))
    }
}
