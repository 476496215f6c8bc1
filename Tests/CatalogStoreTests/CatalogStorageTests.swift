import BundledCatalog
import CatalogStore
import Foundation
import GRDB
import SpecModel
import Testing

@Suite("Catalog storage, on every back end")
struct CatalogStorageTests {
    @Test("Every bundled spec comes back from the catalog exactly as stored", arguments: Backend.allCases)
    func storedSpecsRoundTrip(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        let specs = try BundledCatalog.specs()
        #expect(specs.count >= 10)
        #expect(try await catalog.add(specs.map { SpecWrite($0) }, author: "test").map(\.outcome) == Array(repeating: .added, count: specs.count))
        for spec in specs {
            #expect(try await catalog.spec(named: spec.name) == spec)
        }
        #expect(try await catalog.allSpecs() == specs.sorted { $0.name < $1.name })
    }

    @Test("A base read at a revision the spec has moved past is not recorded; the old base stays", arguments: Backend.allCases)
    func baseReadBeforeAWrite(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        let spec = try BundledCatalog.specs()[0]
        try await catalog.add([SpecWrite(spec)], author: "test")
        var first = SyncBaseUpdate(directory: "d")
        first.record(spec.name.rawValue, digest: "one", readAt: 1)
        try await catalog.record(first)
        #expect(try await catalog.syncBases(directory: "d")[spec.name.rawValue] == SyncBase(digest: "one", revision: 1))

        var retitled = spec
        retitled.title = "Written while a dump was writing its files"
        try await catalog.add([SpecWrite(retitled)], replace: true, author: "test")   // revision 2
        var stale = SyncBaseUpdate(directory: "d")
        stale.record(spec.name.rawValue, digest: "two", readAt: 1)
        try await catalog.record(stale)
        #expect(try await catalog.syncBases(directory: "d")[spec.name.rawValue] == SyncBase(digest: "one", revision: 1))
        var current = SyncBaseUpdate(directory: "d")
        current.record(spec.name.rawValue, digest: "two", readAt: 2)
        try await catalog.record(current)
        #expect(try await catalog.syncBases(directory: "d")[spec.name.rawValue] == SyncBase(digest: "two", revision: 2))
    }

    @Test("Specs are stored normalized, queryable with plain SQL")
    func normalizedRows() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        try await Catalog.create(at: path).catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
        let queue = try DatabaseQueue(path: path)
        let matched = try await queue.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM element_frames WHERE transition = 'music.mini-player' AND matched")
        }
        #expect(matched == 3)
        let antiPatterns = try await queue.read {
            try String.fetchAll($0, sql: "SELECT t.name FROM transitions t JOIN tags g ON g.transition_id = t.id WHERE g.tag = 'anti-pattern' ORDER BY t.name")
        }
        #expect(antiPatterns == ["music.slide-in-player", "photos.push-across-navigation", "recipes.single-container-card"])
    }

    @Test("Adding a name that exists is refused unless replacing, and a refused batch writes nothing", arguments: Backend.allCases)
    func addIsAllOrNothing(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        let specs = try BundledCatalog.specs()
        try await catalog.add([SpecWrite(specs[0])], author: "test")
        await #expect(throws: CatalogError.exists(specs[0].name)) { try await catalog.add([SpecWrite(specs[1]), SpecWrite(specs[0])], author: "test") }
        #expect(try await catalog.names() == [specs[0].name.rawValue])

        var changed = specs[0]
        changed.title = "Changed"
        #expect(try await catalog.add([SpecWrite(changed)], replace: true, author: "test").map(\.outcome) == [.replaced])
        #expect(try await catalog.spec(named: changed.name).title == "Changed")
    }

    @Test("Removing deletes the spec with its elements and tags")
    func remove() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        let catalog = try Catalog.create(at: path).catalog
        let spec = try BundledCatalog.specs()[0]
        try await catalog.add([SpecWrite(spec)], author: "test")
        try await catalog.remove(spec.name, author: "test")
        await #expect(throws: CatalogError.notFound(spec.name)) { try await catalog.remove(spec.name, author: "test") }
        let leftovers = try await DatabaseQueue(path: path).read {
            try Int.fetchOne($0, sql: "SELECT (SELECT count(*) FROM elements) + (SELECT count(*) FROM tags)")
        }
        #expect(leftovers == 0)
    }

    @Test("Listing filters by tag and pattern, in name order", arguments: Backend.allCases)
    func summaries(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        try await catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
        let all = try await catalog.summaries()
        #expect(all.map(\.name) == all.map(\.name).sorted())
        let tagged = try await catalog.summaries(SpecFilter(tag: "anti-pattern"))
        #expect(tagged.count == 3)
        let tabs = try await catalog.summaries(SpecFilter(pattern: .tabIndicator))
        #expect(tabs.map(\.name) == ["tabs.indicator"])
        #expect(try await catalog.summaries(SpecFilter(tag: "anti-pattern", pattern: .tabIndicator)).isEmpty)
    }

    @Test("A summary carries its spec's tags, sorted; listing filters by worst finding, none for a spec without", arguments: Backend.allCases)
    func summaryTagsAndWorst(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        let specs = try BundledCatalog.specs()
        // Graded by hand: the store keeps what it is given.
        let grades = ["error", "warning", nil]
        try await catalog.add(specs.enumerated().map { SpecWrite($1, worst: grades[$0 % 3]) }, author: "test")
        let all = try await catalog.summaries()
        for spec in specs {
            #expect(all.first { $0.name == spec.name.rawValue }?.tags == spec.tags.sorted(), "\(spec.name)")
        }
        var untagged = SpecFilter()
        untagged.withTags = false   // a listing that shows no tags does not read them
        let bare = try await catalog.summaries(untagged)
        #expect(bare.map(\.name) == all.map(\.name) && bare.allSatisfy(\.tags.isEmpty) && all.contains { !$0.tags.isEmpty })
        for (index, grade) in grades.enumerated() {
            let expected = specs.enumerated().filter { $0.offset % 3 == index }.map(\.element.name.rawValue).sorted()
            #expect(try await catalog.summaries(SpecFilter(worst: grade ?? "none")).map(\.name) == expected, "\(grade ?? "none")")
        }
        #expect(try await catalog.summaries(SpecFilter(worst: "info")).isEmpty)
    }
}
