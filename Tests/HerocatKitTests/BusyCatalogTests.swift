import Foundation
import GRDB
import HerocatKit
import Testing

@Suite("A catalog another writer holds")
struct BusyCatalogTests {
    @Test("a write waits on GRDB's queue up to the busy timeout, then is catalog_busy with the wait; the caller's task stays free")
    func busyWrite() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("c.sqlite").path
        let service = try await CatalogService.create(at: path, busyTimeout: 0.5).service
        // Another process's writer, holding the write lock across accesses.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try await other.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }

        let write = Task { await serviceError { try await service.add([specInput()], author: "ana") } }
        // While the write waits, this task (the caller's side) keeps running and reading.
        var turns = 0
        while turns < 3 {
            await Task.yield()
            turns += 1
        }
        #expect(try await service.list().isEmpty)
        let error = await write.value
        #expect(error?.kind == .busy)
        #expect(error?.problems == [Problem.catalog(.locked(path: path, waited: 0.5))])
        try await other.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        try await service.add([specInput()], author: "ana")
        #expect(try await service.names() == ["demo.minimal"])
    }
}
