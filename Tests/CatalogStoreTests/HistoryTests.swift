import BundledCatalog
import CatalogStore
import SpecModel
import Testing

@Suite("History, on every back end")
struct HistoryTests {
    let spec: TransitionSpec

    init() throws {
        spec = try #require(try BundledCatalog.specs().first { $0.name.rawValue == "music.mini-player" })
    }

    @Test("Every add, replace and remove is a revision with author and one-line change; identical replaces are not", arguments: Backend.allCases)
    func revisions(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        try await catalog.add([SpecWrite(spec)], author: "ana")
        var retitled = spec
        retitled.title = "Grown player"
        retitled.elements.removeLast()
        try await catalog.add([SpecWrite(retitled)], replace: true, author: "ben")
        #expect(try await catalog.add([SpecWrite(retitled)], replace: true, author: "ben").map(\.outcome) == [.unchanged])
        try await catalog.remove(spec.name, author: "cy")
        try await catalog.add([SpecWrite(spec)], author: "dee")

        let history = try await catalog.history(of: spec.name)
        #expect(history.map(\.number) == [1, 2, 3, 4])
        #expect(history.map(\.action) == ["add", "replace", "remove", "add"])
        #expect(history.map(\.author) == ["ana", "ben", "cy", "dee"])
        #expect(history[0].change == "added with 6 elements")
        #expect(history[1].change == "title; elements: removed forward")
        #expect(history[2].change == "removed")
        #expect(history.map(\.time) == history.map(\.time).sorted())

        #expect(try await catalog.spec(named: spec.name, revision: 2) == retitled)
        #expect(try await catalog.spec(named: spec.name, revision: 1) == spec)
        await #expect(throws: CatalogError.revisionIsRemoval(spec.name, 3)) { try await catalog.spec(named: spec.name, revision: 3) }
        await #expect(throws: CatalogError.noRevision(spec.name, 9)) { try await catalog.spec(named: spec.name, revision: 9) }
    }

    @Test("A removed spec keeps its history", arguments: Backend.allCases)
    func removedKeepsHistory(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        try await catalog.add([SpecWrite(spec)], author: "ana")
        try await catalog.remove(spec.name, author: "ana")
        await #expect(throws: CatalogError.notFound(spec.name)) { try await catalog.spec(named: spec.name) }
        #expect(try await catalog.history(of: spec.name).count == 2)
    }

    @Test("Replacing with an outdated expected revision is refused, naming both revisions, and writes nothing", arguments: Backend.allCases)
    func expectRevision(backend: Backend) async throws {
        let store = try await backend.emptyCatalog()
        let catalog = store.catalog
        try await catalog.add([SpecWrite(spec)], author: "ana")
        var first = spec
        first.title = "First"
        try await catalog.add([SpecWrite(first)], replace: true, expectRevision: 1, author: "ana")
        var second = spec
        second.title = "Second"
        let error = await #expect(throws: CatalogError.self) {
            try await catalog.add([SpecWrite(second)], replace: true, expectRevision: 1, author: "ben")
        }
        #expect(error == .revisionConflict(spec.name, expected: 1, current: 2))
        #expect(error?.description.contains("revision 1") == true && error?.description.contains("revision 2") == true)
        #expect(try await catalog.spec(named: spec.name).title == "First")
        #expect(try await catalog.history(of: spec.name).count == 2)
    }
}

@Suite("Search and load, on every back end")
struct SearchAndLoadTests {
    /// A catalog of this back end holding the bundled specs.
    private func seeded(_ backend: Backend) async throws -> StoreUnderTest {
        let store = try await backend.emptyCatalog()
        try await store.catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
        return store
    }

    @Test("Search covers names, titles, summaries, tags and element ids, ranked", arguments: Backend.allCases, [
        ("mini", "music.mini-player"), ("indicator", "tabs.indicator"), ("playPause", "music.mini-player"),
        ("anti-pattern navigation", "photos.push-across-navigation"), ("avatar zoom", "profile.avatar-zoom"),
    ])
    func search(backend: Backend, query: (text: String, best: String)) async throws {
        let (text, best) = query
        let store = try await seeded(backend)
        let catalog = store.catalog
        let results = try await catalog.summaries(SpecFilter(search: text))
        #expect(results.first?.name == best, "\(results.map(\.name))")
    }

    @Test("Search text is never read as FTS5 syntax; a search with no word is no search", arguments: Backend.allCases, ["\"", "AND OR NOT", "NEAR(", "*", "  ", "zzzznotthere", "':* & !", "\\ '"])
    func hostileSearch(backend: Backend, text: String) async throws {
        let store = try await seeded(backend)
        let catalog = store.catalog
        let results = try await catalog.summaries(SpecFilter(search: text))
        #expect(results.allSatisfy { !$0.name.isEmpty })
        if text == "zzzznotthere" { #expect(results.isEmpty) }
        if text.allSatisfy({ !$0.isLetter }) { #expect(results.map(\.name) == (try await catalog.names()), "every spec, by name") }
    }

    @Test("A planned load adds, changes, keeps and removes in one transaction, with revisions", arguments: Backend.allCases)
    func apply(backend: Backend) async throws {
        let store = try await seeded(backend)
        let catalog = store.catalog
        var specs = try await catalog.allSpecs()
        let dropped = specs.removeLast()
        specs[0].summary = "Changed by load"
        var newSpec = specs[1]
        newSpec.name = CatalogName("new.spec")!
        specs.append(newSpec)
        let states = try await catalog.revisionStates()
        let changes = specs.map { PlannedChange(.write(SpecWrite($0)), expected: .some(states[$0.name.rawValue]?.revision)) }
            + [PlannedChange(.remove(dropped.name), expected: .some(states[dropped.name.rawValue]?.revision))]
        let summary = try await catalog.apply(changes, author: "loader")
        #expect(summary.added == 1 && summary.changed == 1 && summary.removed == 1)
        #expect(summary.unchanged == specs.count - 2)
        #expect(summary.revisions[specs[0].name.rawValue] == 2)
        await #expect(throws: CatalogError.notFound(dropped.name)) { try await catalog.spec(named: dropped.name) }
        #expect(try await catalog.history(of: specs[0].name).last?.change == "summary")
        #expect(try await catalog.allSpecs() == specs.sorted { $0.name < $1.name })
        #expect(try await catalog.revisionStates()[dropped.name.rawValue]?.exists == false)
    }

    @Test("A planned change refuses, writing nothing, when its spec moved past the revision planned against", arguments: Backend.allCases)
    func applyRace(backend: Backend) async throws {
        let store = try await seeded(backend)
        let catalog = store.catalog
        var spec = try #require(try await catalog.allSpecs().first)
        let planned = try #require(try await catalog.revisionStates()[spec.name.rawValue]?.revision)
        spec.summary = "Someone else"
        try await catalog.add([SpecWrite(spec)], replace: true, author: "other")
        spec.summary = "Mine"
        await #expect(throws: CatalogError.revisionConflict(spec.name, expected: planned, current: planned + 1)) {
            try await catalog.apply([PlannedChange(.write(SpecWrite(spec)), expected: .some(planned))], author: "me")
        }
        #expect(try await catalog.spec(named: spec.name).summary == "Someone else")
    }
}
