import BundledCatalog
import CatalogStore
import Foundation
import GRDB
import SpecModel
import Testing

@Suite("Catalog storage")
struct CatalogStorageTests {
    @Test("Every bundled spec comes back from the catalog exactly as stored")
    func storedSpecsRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let catalog = try Catalog.create(at: directory.path("c.sqlite")).catalog
        let specs = try BundledCatalog.specs()
        #expect(specs.count >= 10)
        #expect(try catalog.add(specs.map { SpecWrite($0) }, author: "test") == Array(repeating: .added, count: specs.count))
        for spec in specs {
            #expect(try catalog.spec(named: spec.name) == spec)
        }
        #expect(try catalog.allSpecs() == specs.sorted { $0.name < $1.name })
    }

    @Test("Specs are stored normalized, queryable with plain SQL")
    func normalizedRows() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        try Catalog.create(at: path).catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
        let queue = try DatabaseQueue(path: path)
        let matched = try queue.read {
            try Int.fetchOne($0, sql: "SELECT count(*) FROM element_frames WHERE transition = 'music.mini-player' AND matched")
        }
        #expect(matched == 3)
        let antiPatterns = try queue.read {
            try String.fetchAll($0, sql: "SELECT t.name FROM transitions t JOIN tags g ON g.transition_id = t.id WHERE g.tag = 'anti-pattern' ORDER BY t.name")
        }
        #expect(antiPatterns == ["music.slide-in-player", "photos.push-across-navigation", "recipes.single-container-card"])
    }

    @Test("Adding a name that exists is refused unless replacing, and a refused batch writes nothing")
    func addIsAllOrNothing() throws {
        let directory = try TemporaryDirectory()
        let catalog = try Catalog.create(at: directory.path("c.sqlite")).catalog
        let specs = try BundledCatalog.specs()
        try catalog.add([SpecWrite(specs[0])], author: "test")
        #expect(throws: CatalogError.exists(specs[0].name)) { try catalog.add([SpecWrite(specs[1]), SpecWrite(specs[0])], author: "test") }
        #expect(try catalog.names() == [specs[0].name.rawValue])

        var changed = specs[0]
        changed.title = "Changed"
        #expect(try catalog.add([SpecWrite(changed)], replace: true, author: "test") == [.replaced])
        #expect(try catalog.spec(named: changed.name).title == "Changed")
    }

    @Test("Removing deletes the spec with its elements and tags")
    func remove() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("c.sqlite")
        let catalog = try Catalog.create(at: path).catalog
        let spec = try BundledCatalog.specs()[0]
        try catalog.add([SpecWrite(spec)], author: "test")
        try catalog.remove(spec.name, author: "test")
        #expect(throws: CatalogError.notFound(spec.name)) { try catalog.remove(spec.name, author: "test") }
        let leftovers = try DatabaseQueue(path: path).read {
            try Int.fetchOne($0, sql: "SELECT (SELECT count(*) FROM elements) + (SELECT count(*) FROM tags)")
        }
        #expect(leftovers == 0)
    }

    @Test("Listing filters by tag and pattern, in name order")
    func summaries() throws {
        let directory = try TemporaryDirectory()
        let catalog = try Catalog.create(at: directory.path("c.sqlite")).catalog
        try catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
        let all = try catalog.summaries()
        #expect(all.map(\.name) == all.map(\.name).sorted())
        let tagged = try catalog.summaries(SpecFilter(tag: "anti-pattern"))
        #expect(tagged.count == 3)
        let tabs = try catalog.summaries(SpecFilter(pattern: .tabIndicator))
        #expect(tabs.map(\.name) == ["tabs.indicator"])
        #expect(try catalog.summaries(SpecFilter(tag: "anti-pattern", pattern: .tabIndicator)).isEmpty)
    }
}
