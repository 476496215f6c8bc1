import CatalogStore
import HerocatKit
import SpecModel
import Testing

@Suite("CatalogService revision diffs, in memory")
struct RevisionDiffTests {
    let service: CatalogService
    let name = CatalogName("demo.minimal")!

    /// demo.minimal at three revisions: added, moved (y 100 → 300), removed.
    init() async throws {
        service = try CatalogService.inMemory()
        _ = try await service.add([specInput()], author: "ana")
        _ = try await service.add([specInput(y: 300)], replace: true, author: "ana")
        try await service.remove(name, author: "ana")
    }

    @Test("Two revisions' YAML, as the catalog prints them: only the changed line, in context")
    func changedLine() async throws {
        let diff = try await service.revisionDiff(name, from: 1, to: 2)
        let old = try await service.spec(name, revision: 1).document.yaml
        let new = try await service.spec(name, revision: 2).document.yaml
        #expect(diff.lines == LineDiff(from: old, to: new))
        #expect(diff.lines.counts == (added: 1, removed: 1))
        let changed = diff.lines.hunks.flatMap(\.lines).filter { $0.kind != .context }.map(\.text)
        #expect(changed.count == 2 && changed[0].contains("y: 100") && changed[1].contains("y: 300"), "\(changed)")
        #expect(diff.text.hasPrefix("--- demo.minimal@1\n+++ demo.minimal@2\n@@ "))
        #expect(try await service.historyWithDiffTexts(name)[1].diff == diff.text)
    }

    @Test("Defaults: to is the newest revision, from the one before; 0 and a removal are empty text")
    func defaultsAndEmptySides() async throws {
        let newest = try await service.revisionDiff(name)
        #expect(newest.from == 2 && newest.to == 3 && newest.lines.counts.added == 0 && newest.lines.counts.removed > 0)
        let first = try await service.revisionDiff(name, to: 1)
        #expect(first.from == 0 && first.lines.counts.removed == 0)
        #expect(first.lines.counts.added == (try await service.spec(name, revision: 1).document.yaml.split(separator: "\n").count))
        #expect(try await service.revisionDiff(name, from: 3, to: 3).text == "")
    }

    @Test("historyWithDiffs pairs each revision with its diff against the one before")
    func wholeHistory() async throws {
        let entries = try await service.historyWithDiffs(name)
        #expect(entries.map(\.revision.number) == [1, 2, 3])
        for entry in entries {
            #expect(entry.diff == (try await service.revisionDiff(name, from: entry.revision.number - 1, to: entry.revision.number)))
        }
        // Only the newest few: older revisions come without one, the diffed keep their base.
        let newest = try await service.historyWithDiffs(name, newest: 2)
        #expect(newest.map(\.revision) == entries.map(\.revision) && newest[0].diff == nil && newest[1].diff == entries[1].diff && newest[2].diff == entries[2].diff)
        #expect(try await service.historyWithDiffs(name, newest: 0).allSatisfy { $0.diff == nil })
    }

    @Test("A revision the spec never had is not_found naming it; an unknown spec names the closest")
    func refusals() async throws {
        let missing = await serviceError { try await service.revisionDiff(name, from: 1, to: 4) }
        #expect(missing?.kind == .notFound && missing?.problems == [.catalog(.noRevision(name, 4))])
        _ = try await service.add([specInput(name: "demo.other")], author: "ana")
        let unknown = await serviceError { try await service.revisionDiff(CatalogName("demo.othr")!, from: 0, to: 1) }
        #expect(unknown?.kind == .notFound && unknown?.nearest == "demo.other")
    }
}
