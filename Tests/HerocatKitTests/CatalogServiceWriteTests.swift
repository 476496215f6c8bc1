import CatalogStore
import HerocatKit
import SpecModel
import Testing

@Suite("CatalogService writes, in memory")
struct CatalogServiceWriteTests {
    let service: CatalogService
    let name = CatalogName("demo.minimal")!

    init() throws {
        service = try CatalogService.inMemory()
    }

    @Test("add stores a spec at revision 1 with its report; the same name again is refused as exists")
    func addThenRefuseTaken() async throws {
        let added = try await service.add([specInput()], author: "ana")
        #expect(added.map(\.outcome) == [.added])
        #expect(added.first?.revision == 1)
        #expect(added.first?.report.transition == "demo.minimal")
        let error = await serviceError { try await service.add([specInput(y: 120)], author: "ben") }
        #expect(error?.kind == .exists)
        #expect(error?.problems == [Problem.catalog(.exists(name))])
        #expect(try await service.spec(name).elements.first?.to?.y == 100)
    }

    @Test("replace writes a new revision; an identical replace is unchanged")
    func replace() async throws {
        try await service.add([specInput()], author: "ana")
        let replaced = try await service.add([specInput(y: 120)], replace: true, author: "ben")
        #expect(replaced.map(\.outcome) == [.replaced])
        #expect(replaced.first?.revision == 2)
        let again = try await service.add([specInput(y: 120)], replace: true, author: "ben")
        #expect(again.map(\.outcome) == [.unchanged])
        #expect(try await service.specWithRevision(name).revision == 2)
    }

    @Test("error findings refuse the whole batch with every finding, then the count; force stores it")
    func findingsRefuseUnlessForced() async throws {
        let (bad, input) = erroneousInput()
        let error = await serviceError { try await service.add([specInput(), input], author: "ana") }
        #expect(error?.kind == .errorFindings)
        #expect(error?.closing == "nothing was stored")
        #expect(error?.problems.last == Problem.specsWithErrorFindings(count: 1))
        let findings = error?.problems.filter { if case .errorFinding = $0 { return true } else { return false } } ?? []
        #expect(!findings.isEmpty)
        #expect(try await service.list().isEmpty, "a refused batch writes nothing")

        let forced = try await service.add([specInput(), input], force: true, author: "ana")
        #expect(forced.map(\.name.rawValue) == ["demo.minimal", bad])
        #expect(try await service.list().first { $0.name == bad }?.worst == "error")
    }

    @Test("unreadable input and duplicate names are invalid input, all reported at once, and outrank findings")
    func inputProblems() async throws {
        let (_, bad) = erroneousInput()
        let broken = SpecInput.bytes(Array("name: [".utf8), file: "broken.yaml")
        let error = await serviceError {
            try await service.add([specInput(file: "a.json"), specInput(file: "b.json"), broken, bad], author: "ana")
        }
        #expect(error?.kind == .invalidInput)
        #expect(error?.problems.contains(Problem.duplicateName(path: "b.json", name: "demo.minimal", earlierPath: "a.json")) == true)
        #expect(error?.lines.contains { $0.hasPrefix("broken.yaml:") } == true)
        #expect(error?.problems.contains(Problem.specsWithErrorFindings(count: 1)) == true)
        #expect(error?.lines.allSatisfy { !$0.contains("--") } == true, "no CLI flag in the kit's words")
    }

    @Test("expect-revision refuses a replace when the spec moved on, naming the current revision")
    func expectRevision() async throws {
        try await service.add([specInput()], author: "ana")
        try await service.add([specInput(y: 120)], replace: true, author: "ben")
        let error = await serviceError { try await service.add([specInput(y: 140)], replace: true, expectRevision: 1, author: "cy") }
        #expect(error?.kind == .conflict)
        #expect(error?.problems == [Problem.catalog(.revisionConflict(name, expected: 1, current: 2))])
        try await service.add([specInput(y: 140)], replace: true, expectRevision: 2, author: "cy")
        #expect(try await service.history(name).map(\.author) == ["ana", "ben", "cy"])
    }

    @Test("remove deletes the spec, keeps its history, and refuses a stale expected revision")
    func remove() async throws {
        try await service.add([specInput()], author: "ana")
        try await service.add([specInput(y: 120)], replace: true, author: "ben")
        let stale = await serviceError { try await service.remove(name, expectRevision: 1, author: "cy") }
        #expect(stale?.kind == .conflict)
        try await service.remove(name, author: "cy")
        let gone = await serviceError { try await service.spec(name) }
        #expect(gone?.kind == .notFound)
        let history = try await service.history(name)
        #expect(history.map(\.action) == ["add", "replace", "remove"])
        #expect(try await service.spec(name, revision: 1).elements.first?.to?.y == 100)
        let removal = await serviceError { try await service.spec(name, revision: 3) }
        #expect(removal?.problems == [Problem.catalog(.revisionIsRemoval(name, 3))])
    }

    @Test("a missing name is not_found with the closest stored name")
    func notFoundSuggests() async throws {
        try await service.add([specInput()], author: "ana")
        let error = await serviceError { try await service.history(CatalogName("demo.minimul")!) }
        #expect(error?.kind == .notFound)
        #expect(error?.nearest == "demo.minimal")
        let far = await serviceError { try await service.spec(CatalogName("zzz.other")!) }
        #expect(far?.nearest == nil)
    }

    @Test("seed stores the bundled examples once; seeding again keeps them")
    func seed() async throws {
        let first = try await service.seed(author: "ana")
        #expect(first.added > 0 && first.kept == 0)
        let second = try await service.seed(author: "ben")
        #expect(second.added == 0 && second.kept == first.added)
        #expect(try await service.names().count == first.added)
    }
}
