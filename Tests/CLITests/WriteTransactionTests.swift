import Foundation
import Testing
import TestThreads

/// Writes are transactions: a writer waits `--wait` seconds for another one's lock, and a
/// load that fails partway leaves the catalog exactly as it was.
@Suite("write transactions", .waitsOnProcesses)
struct WriteTransactionTests {
    let directory: TemporaryDirectory
    var catalog: URL { directory.url.appendingPathComponent("herocat.sqlite") }

    init() throws {
        directory = try TemporaryDirectory()
        let initialized = try HerocatProcess.run(["init", "--seed"], in: directory.url)
        try #require(initialized.status == 0, "\(initialized.stderr)")
    }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    /// A copy of a seed under a new name, written to `file` in the test directory.
    func spec(named name: String, from seed: String = "tabs.indicator", to file: String) throws -> String {
        let template = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("\(seed).yaml"), encoding: .utf8)
        let url = directory.url.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(template.replacingOccurrences(of: "name: \(seed)", with: "name: \(name)").utf8).write(to: url)
        return url.path
    }

    @Test("add --wait 0.5 gives up on another process's write lock with exit 4 naming it; a longer wait succeeds once it is released",
          .ownThread, .timeLimit(.minutes(5)))   // alone it takes ~6 s; the limit only stops a hang, even on a busy CI machine
    func lockTimeout() throws {
        let file = try spec(named: "locked.tabs", to: "locked.yaml")
        let holder = try WriteLockHolder(catalog)
        defer { holder.release() }

        let started = Date()
        let refused = try herocat("add", "--wait", "0.5", file)
        let waited = Date().timeIntervalSince(started)
        #expect(refused.status == 4, "\(refused.stderr)")
        #expect(refused.stderr.contains("is locked by another writer") && refused.stderr.contains("after waiting 0.5 s"), "\(refused.stderr)")
        // It waited for the lock, and no longer than asked (well under the default 10 s).
        #expect(waited >= 0.5 && waited < 6, "add --wait 0.5 took \(waited) s")
        #expect(try herocat("show", "locked.tabs").status == 4, "the refused add stored nothing")

        let patient = try HerocatProcess.process(["add", "--wait", "30", file], in: directory.url)
        let errors = Pipe()
        patient.standardOutput = FileHandle.nullDevice
        patient.standardError = errors
        try patient.run()
        Thread.sleep(forTimeInterval: 1.5)
        #expect(patient.isRunning, "add --wait 30 did not wait for the lock")
        holder.release()
        patient.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(patient.terminationStatus == 0, "\(stderr)")
        #expect(try herocat("show", "locked.tabs").status == 0)
    }

    /// The N-th new spec of the load is refused by a trigger planted in the catalog.
    @Test("A load whose N-th insert fails leaves the catalog byte for byte as it was", arguments: [1, 4, 8])
    func loadFailingAtInsert(failing: Int) throws {
        let count = 8
        // One changed seed first (sorted ahead of the new specs), then the new ones.
        let changed = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "title: ", with: "title: Changed ")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try Data(changed.utf8).write(to: directory.url.appendingPathComponent("specs/0-changed.yaml"))
        for index in 1...count {
            _ = try spec(named: "load.s\(index)", to: "specs/load.s\(index).yaml")
        }
        _ = try sqlite(catalog, """
            CREATE TRIGGER injected_failure BEFORE INSERT ON transitions WHEN NEW.name = 'load.s\(failing)'
            BEGIN SELECT RAISE(ABORT, 'injected failure at insert \(failing)'); END;
            """)
        let before = try committedBytes()
        let dumpBefore = try sqlite(catalog, ".dump")

        // --force: the changed seed differs from the catalog's, which never exchanged it with this directory.
        let load = try herocat("load", "--force", directory.url.appendingPathComponent("specs").path)
        #expect(load.status == 4, "\(load.stderr)")
        #expect(load.stderr.contains("injected failure at insert \(failing)"), "\(load.stderr)")
        #expect(try committedBytes() == before, "the failed load changed the catalog file")
        #expect(try sqlite(catalog, ".dump") == dumpBefore)
        #expect(try sqlite(catalog, "SELECT count(*) FROM transitions WHERE name LIKE 'load.%'") == "0")
        #expect(try sqlite(catalog, "SELECT title FROM transitions WHERE name = 'tabs.indicator'").hasPrefix("Changed") == false)

        // Without the trigger the same load goes through: the failure was the injected one.
        _ = try sqlite(catalog, "DROP TRIGGER injected_failure")
        let retried = try herocat("load", "--force", directory.url.appendingPathComponent("specs").path)
        #expect(retried.status == 0 && retried.stdout.contains("\(count) added, 1 changed"), "\(retried.stdout)\(retried.stderr)")
    }

    /// The catalog file after moving every committed write out of its WAL into it.
    func committedBytes() throws -> Data {
        _ = try sqlite(catalog, "PRAGMA wal_checkpoint(TRUNCATE)")
        return try Data(contentsOf: catalog)
    }
}
