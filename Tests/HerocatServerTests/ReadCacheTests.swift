#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import CatalogStore
import Foundation
import Testing
@testable import HerocatServer

@Suite("Server read cache")
struct ReadCacheTests {
    /// A catalog file with a change signal on it, and a counter of the reads a cache made.
    final class Fixture {
        let directory: URL
        let catalog: Catalog
        let signal: CatalogChangeSignal
        var reads = 0

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent("c.sqlite").path
            catalog = try Catalog.create(at: path).catalog
            signal = try CatalogChangeSignal(path: path)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        /// A read that counts itself and answers `value`.
        func reading(_ value: String) -> () async throws -> String {
            { self.reads += 1; return value }
        }

        /// Any commit to the catalog (a token is the smallest).
        func commit() async throws {
            try await catalog.createToken(name: "t\(UUID().uuidString)", role: "viewer", hash: UUID().uuidString)
        }
    }

    @Test("A value is read once while the catalog does not change, and read again after any commit")
    func keptUntilCommit() async throws {
        let fixture = try Fixture()
        let cache = ReadCache<String, String>(signal: fixture.signal, capacity: 10)
        #expect(try await cache.value(for: "a", read: fixture.reading("one")) == "one")
        #expect(try await cache.value(for: "a", read: fixture.reading("two")) == "one")
        #expect(fixture.reads == 1)
        try await fixture.commit()
        #expect(try await cache.value(for: "a", read: fixture.reading("three")) == "three")
        #expect(fixture.reads == 2)
    }

    @Test("A read a commit overtook is answered but not kept")
    func racedReadNotKept() async throws {
        let fixture = try Fixture()
        let cache = ReadCache<String, String>(signal: fixture.signal, capacity: 10)
        let racing = try await cache.value(for: "a") {
            try await fixture.commit()
            return "before the commit"
        }
        #expect(racing == "before the commit")
        #expect(try await cache.value(for: "a", read: fixture.reading("after")) == "after")
    }

    @Test("Past its capacity the oldest entries go first; a value larger than all of it is never kept")
    func boundedOldestFirst() async throws {
        let fixture = try Fixture()
        let cache = ReadCache<String, String>(signal: fixture.signal, capacity: 6) { $0.count }
        for key in ["a", "b", "c"] { _ = try await cache.value(for: key, read: fixture.reading("\(key)\(key)")) }
        #expect(fixture.reads == 3)
        _ = try await cache.value(for: "d", read: fixture.reading("dd")) // a, the oldest, goes
        #expect(try await cache.value(for: "b", read: fixture.reading("new")) == "bb")
        #expect(try await cache.value(for: "a", read: fixture.reading("aa")) == "aa") // read again; b goes
        #expect(fixture.reads == 5)
        _ = try await cache.value(for: "big", read: fixture.reading("seven!!"))
        _ = try await cache.value(for: "big", read: fixture.reading("seven!!"))
        #expect(fixture.reads == 7)
    }

    @Test("Without a change signal (a catalog in memory) every lookup reads")
    func noSignalNoCache() async throws {
        let fixture = try Fixture()
        let cache = ReadCache<String, String>(signal: nil, capacity: 10)
        _ = try await cache.value(for: "a", read: fixture.reading("one"))
        #expect(try await cache.value(for: "a", read: fixture.reading("two")) == "two")
        #expect(fixture.reads == 2)
    }
}
#endif
