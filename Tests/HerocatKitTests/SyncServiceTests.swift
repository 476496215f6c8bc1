import Foundation
import HerocatKit
import Testing

/// A server's side of `load` and `dump` with `--remote`: the files as a client sends them.
@Suite("CatalogService load and dump for a server's clients")
struct SyncServiceTests {
    /// The files as a client sends them, each by its content.
    static func files(_ entries: [(file: String, yaml: String)]) throws -> SyncWire.Files {
        let list = entries.map { ["file": $0.file, "content": Data($0.yaml.utf8).base64EncodedString()] }
        return try SyncWire.decode(SyncWire.Files.self, Array(try JSONSerialization.data(withJSONObject: ["folder": "specs", "files": list])))
    }

    /// A catalog of two specs, and the dump of them into an empty directory, planned, not recorded.
    static func plannedDump() async throws -> (service: CatalogService, id: String, plan: SyncWire.Dump) {
        let service = try CatalogService.inMemory()
        try await service.add([specInput(), specInput(name: "demo.other")], author: "ana")
        let id = UUID().uuidString
        return (service, id, try await service.planDump(try files([]), directory: id, force: false))
    }

    @Test("a dump whose files were written but whose bases never reached the server: the next dump and load --prune read them as in step")
    func cutShortBeforeTheBases() async throws {
        let (service, id, plan) = try await Self.plannedDump()
        #expect(plan.writes.map(\.file) == ["demo.minimal.yaml", "demo.other.yaml"] && plan.bases.count == 2)
        #expect(try await service.syncDigests(directory: id).bases.isEmpty, "nothing recorded before the client says so")

        let written = try Self.files(plan.writes.map { ($0.file, $0.yaml) })
        let again = try await service.planDump(written, directory: id, force: false)
        #expect(again.writes.isEmpty && again.unchanged == 2 && again.notLoaded.isEmpty && again.strays.isEmpty)
        let loaded = try await service.load(written, directory: id, prune: true, force: false, author: "ana")
        #expect(loaded.changed == 0 && loaded.removed == 0 && loaded.unchanged == 2)
        #expect(try await service.syncDigests(directory: id).bases.count == 2, "the load recorded what both sides share")
    }

    @Test("a dump's bases are recorded only where still true: a spec changed since keeps none, and its next dump writes it")
    func recordsOnlyWhatIsTrue() async throws {
        let (service, id, plan) = try await Self.plannedDump()
        try await service.add([specInput(y: 160)], replace: true, author: "ben")   // between the plan and its record
        let recording = try SyncWire.decode(SyncWire.Recording.self, SyncWire.encode(["bases": plan.bases]))
        #expect(try await service.recordDump(recording, directory: id).recorded == 1)
        #expect(try await service.syncDigests(directory: id).bases.keys.sorted() == ["demo.other"])
        // A lie is not recorded either: a digest that is not the catalog's.
        let forged = try SyncWire.decode(SyncWire.Recording.self, Array(#"{"bases": [{"name": "demo.minimal", "digest": "\#(String(repeating: "0", count: 64))", "revision": 2}]}"#.utf8))
        #expect(try await service.recordDump(forged, directory: id).recorded == 0)
    }

    @Test("file names outside the directory, or digests that are not SHA-256, are refused")
    func refusesBadFiles() async throws {
        let service = try CatalogService.inMemory()
        let id = UUID().uuidString
        for file in ["../escape.yaml", ".herocat-dump", "notes.txt", "a/b.yaml"] {
            let refused = await serviceError { try await service.load(try Self.files([(file, "x")]), directory: id, prune: false, force: false, author: "ana") }
            #expect(refused?.kind == .badRequest, "\(file)")
        }
        let digest = try SyncWire.decode(SyncWire.Files.self, Array(#"{"folder": "specs", "files": [{"file": "a.yaml", "digest": "abc"}]}"#.utf8))
        #expect(await serviceError { try await service.planDump(digest, directory: id, force: false) }?.kind == .badRequest)
    }
}
