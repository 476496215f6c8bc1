import BundledCatalog
import CatalogStore
import SpecModel
import Testing

@Suite("History")
struct HistoryTests {
    let directory: TemporaryDirectory
    let catalog: Catalog
    let spec: TransitionSpec

    init() throws {
        directory = try TemporaryDirectory()
        catalog = try Catalog.create(at: directory.path("c.sqlite")).catalog
        spec = try #require(try BundledCatalog.specs().first { $0.name.rawValue == "music.mini-player" })
    }

    @Test("Every add, replace and remove is a revision with author and one-line change; identical replaces are not")
    func revisions() throws {
        try catalog.add([SpecWrite(spec)], author: "ana")
        var retitled = spec
        retitled.title = "Grown player"
        retitled.elements.removeLast()
        try catalog.add([SpecWrite(retitled)], replace: true, author: "ben")
        #expect(try catalog.add([SpecWrite(retitled)], replace: true, author: "ben") == [.unchanged])
        try catalog.remove(spec.name, author: "cy")
        try catalog.add([SpecWrite(spec)], author: "dee")

        let history = try catalog.history(of: spec.name)
        #expect(history.map(\.number) == [1, 2, 3, 4])
        #expect(history.map(\.action) == ["add", "replace", "remove", "add"])
        #expect(history.map(\.author) == ["ana", "ben", "cy", "dee"])
        #expect(history[0].change == "added with 6 elements")
        #expect(history[1].change == "title; elements: removed forward")
        #expect(history[2].change == "removed")
        #expect(history.map(\.time) == history.map(\.time).sorted())

        #expect(try catalog.spec(named: spec.name, revision: 2) == retitled)
        #expect(try catalog.spec(named: spec.name, revision: 1) == spec)
        #expect(throws: CatalogError.revisionIsRemoval(spec.name, 3)) { try catalog.spec(named: spec.name, revision: 3) }
        #expect(throws: CatalogError.noRevision(spec.name, 9)) { try catalog.spec(named: spec.name, revision: 9) }
    }

    @Test("A removed spec keeps its history")
    func removedKeepsHistory() throws {
        try catalog.add([SpecWrite(spec)], author: "ana")
        try catalog.remove(spec.name, author: "ana")
        #expect(throws: CatalogError.notFound(spec.name)) { try catalog.spec(named: spec.name) }
        #expect(try catalog.history(of: spec.name).count == 2)
    }

    @Test("Replacing with an outdated expected revision is refused, naming both revisions, and writes nothing")
    func expectRevision() throws {
        try catalog.add([SpecWrite(spec)], author: "ana")
        var first = spec
        first.title = "First"
        try catalog.add([SpecWrite(first)], replace: true, expectRevision: 1, author: "ana")
        var second = spec
        second.title = "Second"
        let error = #expect(throws: CatalogError.self) {
            try catalog.add([SpecWrite(second)], replace: true, expectRevision: 1, author: "ben")
        }
        #expect(error == .revisionConflict(spec.name, expected: 1, current: 2))
        #expect(error?.description.contains("revision 1") == true && error?.description.contains("revision 2") == true)
        #expect(try catalog.spec(named: spec.name).title == "First")
        #expect(try catalog.history(of: spec.name).count == 2)
    }
}

@Suite("Search and load")
struct SearchAndLoadTests {
    let directory: TemporaryDirectory
    let catalog: Catalog

    init() throws {
        directory = try TemporaryDirectory()
        catalog = try Catalog.create(at: directory.path("c.sqlite")).catalog
        try catalog.add(try BundledCatalog.specs().map { SpecWrite($0) }, author: "test")
    }

    @Test("Search covers names, titles, summaries, tags and element ids, ranked", arguments: [
        ("mini", "music.mini-player"), ("indicator", "tabs.indicator"), ("playPause", "music.mini-player"),
        ("anti-pattern navigation", "photos.push-across-navigation"), ("avatar zoom", "profile.avatar-zoom"),
    ])
    func search(text: String, best: String) throws {
        let results = try catalog.summaries(SpecFilter(search: text))
        #expect(results.first?.name == best, "\(results.map(\.name))")
    }

    @Test("Search text is never read as FTS5 syntax", arguments: ["\"", "AND OR NOT", "NEAR(", "*", "  ", "zzzznotthere"])
    func hostileSearch(text: String) throws {
        let results = try catalog.summaries(SpecFilter(search: text))
        #expect(results.allSatisfy { !$0.name.isEmpty })
        if text == "zzzznotthere" || text.allSatisfy({ !$0.isLetter }) { #expect(results.isEmpty) }
    }

    @Test("A planned load adds, changes, keeps and removes in one transaction, with revisions")
    func apply() throws {
        var specs = try catalog.allSpecs()
        let dropped = specs.removeLast()
        specs[0].summary = "Changed by load"
        var newSpec = specs[1]
        newSpec.name = CatalogName("new.spec")!
        specs.append(newSpec)
        let states = try catalog.revisionStates()
        let changes = specs.map { PlannedChange(.write(SpecWrite($0)), expected: .some(states[$0.name.rawValue]?.revision)) }
            + [PlannedChange(.remove(dropped.name), expected: .some(states[dropped.name.rawValue]?.revision))]
        let summary = try catalog.apply(changes, author: "loader")
        #expect(summary.added == 1 && summary.changed == 1 && summary.removed == 1)
        #expect(summary.unchanged == specs.count - 2)
        #expect(summary.revisions[specs[0].name.rawValue] == 2)
        #expect(throws: CatalogError.notFound(dropped.name)) { try catalog.spec(named: dropped.name) }
        #expect(try catalog.history(of: specs[0].name).last?.change == "summary")
        #expect(try catalog.allSpecs() == specs.sorted { $0.name < $1.name })
        #expect(try catalog.revisionStates()[dropped.name.rawValue]?.exists == false)
    }

    @Test("A planned change refuses, writing nothing, when its spec moved past the revision planned against")
    func applyRace() throws {
        var spec = try #require(try catalog.allSpecs().first)
        let planned = try #require(try catalog.revisionStates()[spec.name.rawValue]?.revision)
        spec.summary = "Someone else"
        try catalog.add([SpecWrite(spec)], replace: true, author: "other")
        spec.summary = "Mine"
        #expect(throws: CatalogError.revisionConflict(spec.name, expected: planned, current: planned + 1)) {
            try catalog.apply([PlannedChange(.write(SpecWrite(spec)), expected: .some(planned))], author: "me")
        }
        #expect(try catalog.spec(named: spec.name).summary == "Someone else")
    }
}
