import Foundation
import Testing
import TestThreads

/// Crashes and hostile file systems: the catalog stays whole and errors stay clear.
@Suite("Faults", .waitsOnProcesses)
struct FaultTests {
    static let isRoot = getuid() == 0

    /// Whether this process may mount (root with CAP_SYS_ADMIN): a bind mount of a scratch
    /// file is tried. An unprivileged container's root cannot, and the tests that need it say so.
    static let canMount: Bool = {
        guard isRoot, let mount = Tool.find("mount"), let umount = Tool.find("umount") else { return false }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-mount-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: scratch.path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard (try? Tool.run(mount, ["--bind", scratch.path, scratch.path]))?.status == 0 else { return false }
        _ = try? Tool.run(umount, [scratch.path])
        return true
    }()
    static let mountReason = "needs mount privileges (root with CAP_SYS_ADMIN), which this process lacks"

    @discardableResult
    func shell(_ arguments: String...) throws -> Int32 {
        let tool = try #require(Tool.find(arguments[0]), "\(arguments[0]) is not on PATH")
        return try Tool.run(tool, Array(arguments.dropFirst())).status
    }

    @Test("Output that cannot be written (a full disk): exit 3 with the reason on stderr, never a crash",
          arguments: [["list", "--json"], ["show", "music.mini-player"], ["export", "music.mini-player", "--format", "timeline"]])
    func fullDiskOutput(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "needs /dev/full")
        let directory = try TemporaryDirectory()
        #expect(try HerocatProcess.run(["init", "--seed"], in: directory.url).status == 0)
        let process = try HerocatProcess.process(arguments, in: directory.url)
        let errors = directory.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = full
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationReason == .exit && process.terminationStatus == 3, "\(process.terminationStatus): \(stderr)")
        #expect(stderr == "herocat: error: cannot write to standard output: No space left on device\n")
    }

    @Test("A load of 500 specs killed with SIGKILL 10 times (up to 20 on a busy machine) across its write: integrity ok, all or nothing, some kills inside the transaction",
          .ownThread, .timeLimit(.minutes(10)))
    func killedLoad() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        // A small seed: each of the eleven debug-build loads parses all 500 before it writes.
        // Five hundred give a write long enough to kill inside (0.2 s alone, more under the whole
        // suite's load; the kills follow the measured write), and keep this test, the longest of
        // the suite, from holding up the whole run.
        let template = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        let count = 500
        for index in 0..<count {
            let name = String(format: "load.s%05d", index)
            try Data(template.replacingOccurrences(of: "name: tabs.indicator", with: "name: \(name)").utf8)
                .write(to: specs.appendingPathComponent("\(name).yaml"))
        }
        let empty = root.appendingPathComponent("empty.sqlite")
        _ = try HerocatProcess.run(["init", "--db", empty.path], in: root)

        // One uninterrupted load measures its write: from taking the write lock to the end of its transaction.
        let full = root.appendingPathComponent("full.sqlite")
        try FileManager.default.copyItem(at: empty, to: full)
        let uninterrupted = try startLoad(into: full, from: specs)
        let writeStarted = Date()
        // Its transaction ends when it lets go of the write lock (it exits later, after a checkpoint).
        var lockSeen = false, transactionEnd: TimeInterval?
        while uninterrupted.process.isRunning, transactionEnd == nil {
            if try !writeLockIsFree(full) { lockSeen = true } else if lockSeen { transactionEnd = Date().timeIntervalSince(writeStarted) }
            Thread.sleep(forTimeInterval: 0.002)   // leaves the cores to the load and the other tests
        }
        uninterrupted.process.waitUntilExit()
        let writePhase = transactionEnd ?? Date().timeIntervalSince(writeStarted)
        #expect(uninterrupted.process.terminationStatus == 0)
        #expect(try sqlite(full, "SELECT count(*) FROM transitions") == "\(count)")

        var outcomes: [String] = []
        var killedInside = 0
        // Ten kills spread over the write; on a machine busy enough that none of them landed
        // inside the transaction, up to ten more at once after the load takes the write lock.
        for run in 0..<20 where run < 10 || killedInside == 0 {
            let catalog = root.appendingPathComponent("killed-\(run).sqlite")
            try FileManager.default.copyItem(at: empty, to: catalog)
            let load = try startLoad(into: catalog, from: specs)
            // Spread over the write transaction and a little past its commit, denser early on:
            // on a busy machine a load's transaction can be much shorter than the one measured.
            let delay = run < 10 ? pow((Double(run) + Double.random(in: 0..<1)) / 10, 2) * 1.1 * writePhase : 0
            Thread.sleep(forTimeInterval: delay)
            // Only the load's transaction holds the write lock: held now and nothing committed
            // after the kill means the kill landed inside the transaction.
            let lockHeld = try !writeLockIsFree(catalog)
            kill(load.process.processIdentifier, SIGKILL)
            load.process.waitUntilExit()

            #expect(try sqlite(catalog, "PRAGMA integrity_check") == "ok", "run \(run)")
            let counts = try ["transitions", "revisions", "spec_search"].map { try sqlite(catalog, "SELECT count(*) FROM \($0)") }
            #expect(counts == ["0", "0", "0"] || counts == ["\(count)", "\(count)", "\(count)"],
                    "run \(run) killed \(delay) s into the write: \(counts)")
            if lockHeld && counts[0] == "0" { killedInside += 1 }
            outcomes.append(counts == ["0", "0", "0"] ? (lockHeld ? "none (inside)" : "none") : counts[0] == "\(count)" ? "all" : "partial \(counts[0])")
        }
        print("killed loads (transaction \(String(format: "%.1f", writePhase)) s): \(outcomes.joined(separator: ", "))")
        #expect(killedInside >= 1, "no kill landed inside the write transaction: \(outcomes)")
    }

    /// Starts `herocat load` and returns once it has parsed every file and begun writing:
    /// when its write transaction holds the catalog's write lock (or it has ended).
    func startLoad(into catalog: URL, from specs: URL) throws -> (process: Process, errors: Pipe) {
        let process = try HerocatProcess.process(["load", "--db", catalog.path, specs.path], in: specs)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Polled every few milliseconds: the load parses for seconds, on the same cores.
        while process.isRunning, try writeLockIsFree(catalog) { Thread.sleep(forTimeInterval: 0.005) }
        return (process, errors)
    }

    /// Makes the file read-only for this process: as root, which ignores file modes, by a
    /// read-only bind mount (`undoReadOnly` unmounts it).
    func makeReadOnly(_ file: URL) throws {
        if Self.isRoot {
            #expect(try shell("mount", "--bind", file.path, file.path) == 0)
            #expect(try shell("mount", "-o", "remount,ro,bind", file.path) == 0)
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        }
    }

    func undoReadOnly(_ file: URL) {
        if Self.isRoot { _ = try? shell("umount", file.path) }
    }

    @Test("A read-only catalog file reads fine; writes fail with exit 4 and say so",
          .enabled(if: !FaultTests.isRoot || FaultTests.canMount,
                   Comment(rawValue: "as root, file modes are ignored and a read-only bind mount " + FaultTests.mountReason)))
    func readOnlyFile() throws {
        let directory = try TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("herocat.sqlite")
        _ = try HerocatProcess.run(["init", "--seed"], in: directory.url)
        try makeReadOnly(catalog)
        defer { undoReadOnly(catalog) }

        let list = try HerocatProcess.run(["list"], in: directory.url)
        #expect(list.status == 0 && list.stdout.contains("music.mini-player"))
        let remove = try HerocatProcess.run(["remove", "tabs.indicator"], in: directory.url)
        #expect(remove.status == 4 && remove.stderr.contains("read-only"), "\(remove.stderr)")
        let add = try HerocatProcess.run(["add", "--replace", HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path], in: directory.url)
        #expect(add.status == 4 && add.stderr.contains("read-only"), "\(add.stderr)")
    }

    @Test("A catalog on a full disk: a write fails with exit 4, says the disk is full, and loses nothing",
          .enabled(if: FaultTests.canMount, Comment(rawValue: "mounting a small file system " + FaultTests.mountReason)))
    func fullDisk() throws {
        let directory = try TemporaryDirectory()
        let mountPoint = directory.url.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        #expect(try shell("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mountPoint.path) == 0)
        defer { _ = try? shell("umount", mountPoint.path) }

        let catalog = mountPoint.appendingPathComponent("herocat.sqlite").path
        #expect(try HerocatProcess.run(["init", "--seed", "--db", catalog], in: directory.url).status == 0)
        // Fill the file system to the last byte.
        try shell("dd", "if=/dev/zero", "of=\(mountPoint.path)/filler", "bs=4k")
        var specs: [String] = []
        let template = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("music.mini-player.yaml"), encoding: .utf8)
        for index in 0..<200 {
            let file = directory.url.appendingPathComponent("big-\(index).yaml")
            try Data(template.replacingOccurrences(of: "name: music.mini-player", with: "name: big.s\(index)").utf8).write(to: file)
            specs.append(file.path)
        }
        let add = try HerocatProcess.run(["add", "--db", catalog] + specs, in: directory.url)
        #expect(add.status == 4 && add.stderr.contains("disk is full"), "\(add.stderr)")

        try FileManager.default.removeItem(atPath: "\(mountPoint.path)/filler")
        let list = try HerocatProcess.run(["list", "--db", catalog, "--json"], in: directory.url)
        #expect(list.status == 0 && list.stdout.contains("music.mini-player") && !list.stdout.contains("big.s"))
        #expect(try sqlite(URL(fileURLWithPath: catalog), "PRAGMA integrity_check") == "ok")
    }

    @Test("A catalog in a missing directory: exit 4 with a clear error, nothing created")
    func missingDirectory() throws {
        let directory = try TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("no/such/dir/herocat.sqlite").path
        let initialize = try HerocatProcess.run(["init", "--db", catalog], in: directory.url)
        #expect(initialize.status == 4 && initialize.stderr.contains("does not exist"), "\(initialize.stderr)")
        let list = try HerocatProcess.run(["list", "--db", catalog], in: directory.url)
        #expect(list.status == 4 && list.stderr.contains("no catalog at"))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("no").path))
    }
}
