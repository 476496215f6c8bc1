import CatalogStore
import Foundation
import HerocatKit
import SpecModel
import Testing

@Suite("CatalogService dump and load, through temporary directories")
struct DirectorySyncTests {
    @Test("dump, load into an empty catalog, dump again: the same bytes; a second load writes nothing")
    func roundTrip() async throws {
        let source = try CatalogService.inMemory()
        let seeded = try await source.seed(author: "seed")
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()

        let dumped = try await source.dump(to: first.path)
        #expect(dumped.written == seeded.added && dumped.unchanged == 0 && dumped.strays.isEmpty)

        // The examples include anti-patterns with error findings: stored as seeding stored them.
        let target = try CatalogService.inMemory()
        let refused = await serviceError { try await target.load(from: first.path, author: "ana") }
        #expect(refused?.kind == .errorFindings)
        #expect(try await target.list().isEmpty)
        let loaded = try await target.load(from: first.path, force: true, author: "ana")
        #expect(loaded.files == seeded.added)
        #expect(loaded.summary.added == seeded.added)
        #expect(try await target.list().map(\.name) == (try await source.list().map(\.name)))

        _ = try await target.dump(to: second.path)
        for name in try await source.names() {
            let file = "\(name).yaml"
            #expect(FileManager.default.contents(atPath: first.url.appendingPathComponent(file).path)
                == FileManager.default.contents(atPath: second.url.appendingPathComponent(file).path))
        }
        let again = try await target.load(from: first.path, author: "ana")
        #expect(again.summary.added == 0 && again.summary.changed == 0 && again.summary.unchanged == seeded.added)
    }

    @Test("a file edited since the dump is a new revision; a spec changed on both sides is a conflict unless forced")
    func conflicts() async throws {
        let service = try CatalogService.inMemory()
        try await service.add([specInput()], author: "ana")
        let directory = try TemporaryDirectory()
        _ = try await service.dump(to: directory.path)
        let file = directory.url.appendingPathComponent("demo.minimal.yaml")
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "y: 100", with: "y: 130")
        try edited.write(to: file, atomically: true, encoding: .utf8)

        try await service.add([specInput(y: 160)], replace: true, author: "ben")
        let error = await serviceError { try await service.load(from: directory.path, author: "cy") }
        #expect(error?.kind == .conflict)
        #expect(error?.closing == "nothing was written")
        guard case .changedOnBothSides(let name, _, let base, let now, let forcedSide)? = error?.problems.first else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        #expect(name == "demo.minimal" && base == 1 && now.revision == 2 && now.author == "ben" && forcedSide == .file)
        #expect(try await service.spec(CatalogName("demo.minimal")!).elements[0].to?.y == 160, "nothing was written")

        let forced = try await service.load(from: directory.path, force: true, author: "cy")
        #expect(forced.summary.changed == 1)
        #expect(forced.notes.contains { if case .tookFileVersion(name: "demo.minimal", _) = $0 { return true } else { return false } })
        #expect(try await service.spec(CatalogName("demo.minimal")!).elements[0].to?.y == 130)
    }

    @Test("dump refuses to overwrite a file changed on both sides, naming it; a missing directory is invalid input")
    func dumpRefusesEdits() async throws {
        let service = try CatalogService.inMemory()
        try await service.add([specInput()], author: "ana")
        let directory = try TemporaryDirectory()
        _ = try await service.dump(to: directory.path)
        let file = directory.url.appendingPathComponent("demo.minimal.yaml")
        try "name: demo.minimal\n".write(to: file, atomically: true, encoding: .utf8)
        try await service.add([specInput(y: 120)], replace: true, author: "ben")
        let error = await serviceError { try await service.dump(to: directory.path) }
        #expect(error?.kind == .conflict)
        guard case .changedOnBothSides(let name, let shown, let base, let now, let forcedSide)? = error?.problems.first else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        #expect(name == "demo.minimal" && shown == file.path && base == 1 && now.revision == 2 && now.author == "ben" && forcedSide == .catalog)
        #expect(try String(contentsOf: file, encoding: .utf8) == "name: demo.minimal\n", "nothing written")

        let missing = await serviceError { try await service.load(from: directory.url.appendingPathComponent("none").path, author: "ana") }
        #expect(missing?.kind == .invalidInput)
    }
}
