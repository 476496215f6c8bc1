import Foundation
import Testing
import TestThreads

/// Counts read right at one: "1 spec", never "1 specs".
@Suite("Singular and plural", .waitsOnProcesses)
struct PluralTests {
    /// "1 specs", "1 files", ...: a count of one followed by a plural noun.
    static let wrongPlural = #"(?<![\d.])1 (example |spec )?(specs|files|elements|errors|warnings|transitions|infos|changes|pages|examples|views|ids)\b"#

    @Test("dump, load, init --seed, history and scan say '1 spec', '1 file', '1 element'")
    func countsOfOne() throws {
        let temp = try TemporaryDirectory()
        let seed = HerocatProcess.seeds.appendingPathComponent("recipes.single-container-card.yaml").path
        var outputs: [String] = []
        func run(_ arguments: [String]) throws -> HerocatResult {
            let result = try HerocatProcess.run(arguments, in: temp.url)
            outputs.append(result.stdout + result.stderr)
            return result
        }
        #expect(try run(["init"]).status == 0)
        #expect(try run(["add", seed]).status == 0)
        let history = try run(["history", "recipes.single-container-card"])
        #expect(history.stdout.contains("added with 1 element\n") || history.stdout.contains("added with 1 element "), "\(history.stdout)")

        try FileManager.default.createDirectory(atPath: temp.path("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: HerocatProcess.seeds.appendingPathComponent("music.slide-in-player.yaml").path, toPath: temp.path("specs/stray.yaml"))
        let dump = try run(["dump", temp.path("specs")])
        #expect(dump.stdout.contains("dumped 1 spec to"), "\(dump.stdout)")
        #expect(dump.stderr.contains("kept 1 spec file the catalog does not hold: stray.yaml"), "\(dump.stderr)")

        try FileManager.default.removeItem(atPath: temp.path("specs/stray.yaml"))
        let load = try run(["load", temp.path("specs")])
        #expect(load.stdout.contains("loaded 1 file: "), "\(load.stdout)")

        // A second catalog, seeded, with one example removed: seeding again brings back one.
        let seeded = ["--db", temp.path("seeded.sqlite")]
        #expect(try run(seeded + ["init", "--seed"]).status == 0)
        #expect(try run(seeded + ["remove", "recipes.single-container-card"]).status == 0)
        let reseed = try run(seeded + ["init", "--seed"])
        #expect(reseed.stdout.contains("Loaded 1 example spec;"), "\(reseed.stdout)")

        let scan = try run(["scan", HerocatProcess.repository.appendingPathComponent("Tests/SourceScanTests/Fixtures/002-incorrect-abrupt-swap.swift").path])
        #expect(scan.stdout.contains("0 errors, 1 warning, 0 infos in 1 transition"), "\(scan.stdout)")

        for output in outputs {
            #expect(output.range(of: Self.wrongPlural, options: .regularExpression) == nil, "a plural after 1: \(output)")
        }
    }
}
