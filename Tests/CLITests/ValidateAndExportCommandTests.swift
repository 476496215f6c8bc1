import Foundation
import Testing
import TestThreads

@Suite("validate, rules and export", .waitsOnProcesses)
struct ValidateAndExportCommandTests {
    let directory: TemporaryDirectory
    init() throws {
        directory = try TemporaryDirectory()
        _ = try HerocatProcess.run(["init", "--seed"], in: directory.url)
    }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    func seed(_ name: String) -> String { HerocatProcess.seeds.appendingPathComponent("\(name).yaml").path }

    @Test("validate exits 1 on an error finding, 0 on warnings unless --strict")
    func exitCodes() throws {
        let clean = try herocat("validate", "tabs.indicator")
        #expect(clean.status == 0 && clean.stdout.contains("0 errors, 0 warnings"))
        let error = try herocat("validate", "photos.push-across-navigation")
        #expect(error.status == 1 && error.stdout.contains("[navigation_push]") && error.stdout.contains("hint:"))
        let warning = try herocat("validate", "recipes.single-container-card")
        #expect(warning.status == 0 && warning.stdout.contains("[single_container_match]"))
        #expect(try herocat("validate", "--strict", "recipes.single-container-card").status == 1)
        #expect(try herocat("validate", "--all").status == 1)
        #expect(try herocat("validate").status == 2)
        #expect(try herocat("validate", "--all", "tabs.indicator").status == 2)
        #expect(try herocat("validate", "no.such.spec").status == 4)
    }

    @Test("validate --file points at lines, compiler style, without a catalog entry")
    func fileLocations() throws {
        let result = try herocat("validate", "--file", seed("photos.push-across-navigation"))
        #expect(result.status == 1)
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("[navigation_push]") })
        #expect(line.hasPrefix("\(seed("photos.push-across-navigation")):") && line.contains(": error: "))
        let malformed = try herocat("validate", "--file", HerocatProcess.fixtures.appendingPathComponent("malformed/20-negative-width.yaml").path)
        #expect(malformed.status == 3)
    }

    @Test("validate speaks json, sarif and github", arguments: ["json", "sarif", "github"])
    func formats(format: String) throws {
        let result = try herocat("validate", "--format", format, "photos.push-across-navigation", "recipes.single-container-card")
        #expect(result.status == 1)
        switch format {
        case "json":
            let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(findings.count == 2)
            #expect(Set(findings.flatMap(\.keys)) == ["rule", "severity", "transition", "element", "message", "hint", "reference"])
        case "sarif":
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
        default:
            #expect(result.stdout.contains("::error ") && result.stdout.contains("::warning "))
        }
    }

    @Test("rules lists every rule, as text and JSON")
    func rules() throws {
        let text = try herocat("rules")
        #expect(text.status == 0 && text.stdout.contains("navigation_push") && text.stdout.contains("error"))
        let json = try herocat("rules", "--json")
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count >= 14)
        #expect(rules.allSatisfy { $0["identifier"] is String && $0["principle"] is String && $0["sources"] is [String] })
    }

    @Test("export writes each format to stdout or -o, deterministically; bad --fps is a usage error")
    func export() throws {
        for format in ["swift", "timeline", "tsx"] {
            let first = try herocat("export", "music.mini-player", "--format", format)
            let second = try herocat("export", "music.mini-player", "--format", format)
            #expect(first.status == 0 && !first.stdout.isEmpty && first.stdout == second.stdout)
        }
        let timeline = try herocat("export", "music.mini-player", "--format", "timeline", "--fps", "30")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(timeline.stdout.utf8)) as? [String: Any])
        #expect(document["fps"] as? Int == 30 && document["transition"] as? String == "music.mini-player")

        let file = directory.url.appendingPathComponent("Mini.swift")
        let written = try herocat("export", "music.mini-player", "--format", "swift", "-o", file.path)
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("matchedGeometryEffect"))

        #expect(try herocat("export", "music.mini-player", "--format", "timeline", "--fps", "0").status == 2)
        #expect(try herocat("export", "music.mini-player", "--format", "timeline", "--fps", "241").status == 2)
        #expect(try herocat("export", "music.mini-player", "--format", "pdf").status == 2)
        #expect(try herocat("export", "no.such.spec", "--format", "swift").status == 4)
    }
}
