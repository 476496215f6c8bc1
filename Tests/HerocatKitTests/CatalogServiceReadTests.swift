import CatalogStore
import Exporters
import HerocatKit
import Previews
import SpecModel
import Testing

@Suite("CatalogService reads and documents, in memory")
struct CatalogServiceReadTests {
    let service: CatalogService

    init() async throws {
        service = try CatalogService.inMemory()
        _ = try await service.seed(author: "seed")
    }

    @Test("list filters by tag, pattern and search; each row is the document list --json prints")
    func listFiltersAndDocuments() async throws {
        let all = try await service.list()
        #expect(all.map(\.name) == all.map(\.name).sorted())
        let antiPatterns = try await service.list(SpecFilter(tag: "anti-pattern")).map(\.name)
        #expect(antiPatterns == ["music.slide-in-player", "photos.push-across-navigation", "recipes.single-container-card"])
        #expect(try await service.list(SpecFilter(pattern: .tabIndicator)).map(\.name) == ["tabs.indicator"])
        #expect(try await service.list(SpecFilter(search: "mini")).first?.name == "music.mini-player")

        let tabs = try #require(try await service.list(SpecFilter(pattern: .tabIndicator)).first)
        let elements = try await service.spec(CatalogName("tabs.indicator")!).elements.count
        #expect(Documents.summary(tabs).jsonLine
            == #"{"name": "tabs.indicator", "title": \#(jsonString(tabs.title ?? "")), "pattern": "tab-indicator", "elements": \#(elements), "worst": \#(tabs.worst.map(jsonString) ?? "null")}"#)
    }

    @Test("forEachSummary streams the same rows list returns")
    func streaming() async throws {
        let collected = Collected()
        try await service.forEachSummary(SpecFilter(tag: "anti-pattern")) { collected.append($0.name) }
        #expect(collected.names == (try await service.list(SpecFilter(tag: "anti-pattern")).map(\.name)))
    }

    @Test("history entries are documents with revision, action, author, time and change")
    func historyDocument() async throws {
        let name = CatalogName("tabs.indicator")!
        try await service.remove(name, author: "ana")
        let history = try await service.history(name)
        let json = Documents.history(history).json
        #expect(json.hasPrefix("[\n  {\"revision\": 1, \"action\": \"add\", \"author\": \"seed\", \"time\": "))
        #expect(json.contains("{\"revision\": 2, \"action\": \"remove\", \"author\": \"ana\""))
        #expect(json.hasSuffix("\"change\": \"removed\"}\n]\n"))
    }

    @Test("validate checks stored specs by name or all of them, with the rules reporters list")
    func validateStored() async throws {
        let all = try await service.validateAll()
        #expect(all.reports.count == (try await service.names().count))
        #expect(!all.unreadable && !all.rules.isEmpty)
        let one = try await service.validate([CatalogName("music.slide-in-player")!])
        #expect(one.reports.map(\.transition) == ["music.slide-in-player"])
        let missing = await serviceError { try await service.validate([CatalogName("music.mini-playr")!]) }
        #expect(missing?.kind == .notFound && missing?.nearest == "music.mini-player")
    }

    @Test("validating inputs makes an unreadable one an invalid_spec finding, and checks the rest")
    func validateInputs() {
        let result = CatalogService.validate([specInput(), .bytes(Array("{".utf8), file: "broken.json")])
        #expect(result.unreadable)
        #expect(result.reports.count == 2)
        #expect(result.reports[1].findings.first?.rule == "invalid_spec")
        #expect(result.rules.contains { $0.ruleDescription.identifier == "invalid_spec" })
    }

    @Test("export and preview: a stored spec in every format; an interruption past the timeline is invalid_argument")
    func exportAndPreview() async throws {
        let name = CatalogName("music.mini-player")!
        for exporter in Exporter.all {
            let text = try await service.export(name, as: exporter)
            #expect(text == (try exporter.export(try await service.spec(name), ExportOptions())))
        }
        #expect(try await service.preview(name, as: .svg).contains("<svg"))
        let late = await serviceError { try await service.export(name, as: .timeline, options: ExportOptions(interruptAt: 1_000)) }
        #expect(late?.kind == .invalidArgument)
        if case .interruptionOutOfRange(let spec, _)? = late?.problems.first { #expect(spec == name) } else { Issue.record("\(String(describing: late))") }
        let previewLate = await serviceError { try await service.preview(name, as: .html, options: PreviewOptions(interruptAt: 1_000)) }
        #expect(previewLate?.kind == .invalidArgument)
    }

    @Test("an error is a document: its code, its lines in neutral words, and the facts a client acts on")
    func errorDocument() async throws {
        let name = CatalogName("tabs.indicator")!
        let stale = await serviceError { try await service.remove(name, expectRevision: 7, author: "ana") }
        let json = try #require(stale.map { Documents.error($0).json })
        #expect(json == """
        {
          "code": "conflict",
          "errors": [
            "'tabs.indicator' changed since revision 7: it is at revision 1"
          ],
          "name": "tabs.indicator",
          "currentRevision": 1
        }

        """)
    }
}

/// Names collected from the store's reader queue.
private final class Collected: @unchecked Sendable {
    private(set) var names: [String] = []
    func append(_ name: String) { names.append(name) }
}

@Suite("CatalogService facets, in memory")
struct CatalogFacetsTests {
    @Test("Facets count what each filter value would list, the other filters applied; paging by worst finding lists what its count says")
    func facetsMatchListings() async throws {
        let service = try CatalogService.inMemory()
        _ = try await service.seed(author: "seed")
        let all = try await service.list()
        let facets = try await service.facets(SpecFilter())
        #expect(facets.matching == all.count)
        #expect(facets.patterns.values.reduce(0, +) == all.count && facets.severities.values.reduce(0, +) == all.count)
        for (tag, count) in facets.tags {
            #expect(try await service.list(SpecFilter(tag: tag)).count == count, "\(tag)")
        }
        for (worst, count) in facets.severities {
            let page = try await service.page(SpecFilter(worst: worst), limit: 100, cursor: nil)
            #expect(page.summaries.count == count && page.summaries.allSatisfy { ($0.worst ?? "none") == worst }, "\(worst)")
        }
        // Within a tag: the pattern counts are of that tag's specs; the tag counts ignore the tag chosen.
        let tagged = try await service.facets(SpecFilter(tag: "anti-pattern"))
        #expect(tagged.matching == 3 && tagged.patterns.values.reduce(0, +) == 3 && tagged.tags == facets.tags)
        // A search narrows every count.
        let searched = try await service.facets(SpecFilter(search: "mini"))
        #expect(searched.matching == (try await service.list(SpecFilter(search: "mini"))).count && searched.matching < all.count)
    }
}
