import Foundation
import Testing
import TestThreads

@Suite("herocat scan", .waitsOnProcesses)
struct ScanCommandTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    var fixtures: URL { HerocatProcess.repository.appendingPathComponent("Tests/SourceScanTests/Fixtures") }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    func copyFixtures(_ names: String...) throws -> URL {
        let folder = directory.url.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test("Findings point at the offending call; exit 1 on an error, 0 on correct code")
    func findings() throws {
        let folder = try copyFixtures("004-incorrect-navigation-push.swift", "000-correct-multiple-ids.swift")
        let result = try herocat("scan", folder.path)
        #expect(result.status == 1)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("[navigation_push]") })
        #expect(line.hasPrefix("\(folder.path)/004-incorrect-navigation-push.swift:") && line.contains(": error: "))
        let correct = try herocat("scan", folder.appendingPathComponent("000-correct-multiple-ids.swift").path)
        #expect(correct.status == 0 && correct.stdout.contains("0 errors, 0 warnings"))
    }

    @Test("Unreadable, unparseable and too deeply nested files are unscannable_file warnings; the run goes on")
    func problemsAreSkipped() throws {
        // A fixture with warnings only, so the exit status shows the unscannable files do not fail the run.
        let folder = try copyFixtures("001-incorrect-slide-transition.swift")
        try Data([0x00, 0xFF, 0x13, 0x37]).write(to: folder.appendingPathComponent("Binary.swift"))
        try Data("struct Broken: View { var body: some View { if {".utf8).write(to: folder.appendingPathComponent("Broken.swift"))
        try Data(("print(" + String(repeating: "[", count: 1000) + ")\n").utf8).write(to: folder.appendingPathComponent("Deep.swift"))
        let result = try herocat("scan", "--format", "json", folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "no_shared_identity" && $0["line"] is Int && $0["file"] is String })
        let unscannable = findings.filter { $0["rule"] as? String == "unscannable_file" }.compactMap { $0["file"] as? String }
        #expect(unscannable.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["Binary.swift", "Broken.swift", "Deep.swift"])
        #expect(try herocat("scan", "--strict", "--format", "sarif", folder.path).status == 1)

        #expect(try herocat("scan", "nowhere").status == 3)
        let onlyBroken = directory.url.appendingPathComponent("Only.swift")
        try Data([0x00, 0x01]).write(to: onlyBroken)
        #expect(try herocat("scan", onlyBroken.path).status == 3)
    }

    @Test("--import stores each transition found as a spec that show prints and validate reads")
    func importTransitions() throws {
        _ = try herocat("init")
        let folder = try copyFixtures("001-correct-matched-mini-player.swift")
        let result = try herocat("scan", "--import", "--author", "importer", folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("imported "))
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(try herocat("list", "--json").stdout.utf8)) as? [[String: Any]])
        let name = try #require(listed.first?["name"] as? String)
        let shown = try herocat("show", name)
        #expect(shown.status == 0)
        for expected in ["id: artwork", "id: title", "id: playPause", "namespace: playerNamespace", "animation: \"smooth(duration: 0.4)\"", "from: collapsed"] {
            #expect(shown.stdout.contains(expected), "\(expected)")
        }
        #expect(try herocat("history", name).stdout.contains("importer"))
        // Importing the same code again changes nothing.
        let again = try herocat("scan", "--import", folder.path)
        #expect(again.stderr.contains("(unchanged)"))
    }
}
