import Foundation
import Testing
import TestThreads

/// Many herocat processes writing one catalog at once (issue: a catalog a team shares).
@Suite("Concurrent writers", .serialized, .waitsOnProcesses)
struct ConcurrencyTests {
    static let workers = 8, batchesPerWorker = 10, specsPerBatch = 10
    static let replacers = 2, replacements = 15

    @Test("8 processes adding 100 specs each while 2 replace one spec in a loop: nothing lost, no failure, history complete",
          .ownThread, .timeLimit(.minutes(10)))   // alone ~6 s; the limit only stops a hang, on a CI machine busy with everything else
    func concurrentWriters() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url
        let template = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml"), encoding: .utf8)
        _ = try HerocatProcess.run(["init"], in: root)
        _ = try HerocatProcess.run(["add", "--author", "setup", HerocatProcess.seeds.appendingPathComponent("tabs.indicator.yaml").path], in: root)

        // Each worker's specs, in batches; each replacer's successive versions of the contested spec.
        var jobs: [[[String]]] = []
        for worker in 0..<Self.workers {
            var batches: [[String]] = []
            for batch in 0..<Self.batchesPerWorker {
                var arguments = ["add", "--author", "w\(worker)"]
                for index in 0..<Self.specsPerBatch {
                    let name = "stress.w\(worker).b\(batch).s\(index)"
                    let file = root.appendingPathComponent("\(name).yaml")
                    try Data(template.replacingOccurrences(of: "name: tabs.indicator", with: "name: \(name)").utf8).write(to: file)
                    arguments.append(file.path)
                }
                batches.append(arguments)
            }
            jobs.append(batches)
        }
        for replacer in 0..<Self.replacers {
            jobs.append(try (0..<Self.replacements).map { iteration in
                let file = root.appendingPathComponent("contested-r\(replacer)-\(iteration).yaml")
                try Data(template.replacingOccurrences(of: "title: ", with: "title: r\(replacer) \(iteration) ").utf8).write(to: file)
                return ["add", "--replace", "--author", "r\(replacer)-\(iteration)", file.path]
            })
        }

        // Every job runs its invocations in order, all jobs at once, on their own threads.
        let failures = FailureLog()
        let group = DispatchGroup()
        for job in jobs {
            group.enter()
            Thread {
                defer { group.leave() }
                for arguments in job {
                    do {
                        let result = try HerocatProcess.run(arguments, in: root)
                        if result.status != 0 { failures.append("\(arguments.prefix(4)): exit \(result.status): \(result.stderr)") }
                    } catch {
                        failures.append("\(arguments.prefix(4)): \(error)")
                    }
                }
            }.start()
        }
        group.wait()
        #expect(failures.entries.isEmpty, "\(failures.entries.prefix(5))")

        let listed = try HerocatProcess.run(["list", "--json"], in: root)
        let names = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]).compactMap { $0["name"] as? String }
        let expected = Set((0..<Self.workers).flatMap { worker in
            (0..<Self.batchesPerWorker).flatMap { batch in (0..<Self.specsPerBatch).map { "stress.w\(worker).b\(batch).s\($0)" } }
        })
        let missing = expected.subtracting(names)
        #expect(missing.isEmpty, "\(missing.count) specs missing, e.g. \(missing.sorted().prefix(3))")
        #expect(names.count == expected.count + 1)

        let history = try HerocatProcess.run(["history", "tabs.indicator", "--json"], in: root)
        let revisions = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        #expect(revisions.compactMap { $0["revision"] as? Int } == Array(1...(1 + Self.replacers * Self.replacements)))
        let times = revisions.compactMap { $0["time"] as? String }
        #expect(times == times.sorted())
        for replacer in 0..<Self.replacers {
            let iterations = revisions.compactMap { $0["author"] as? String }
                .filter { $0.hasPrefix("r\(replacer)-") }.compactMap { Int($0.split(separator: "-")[1]) }
            #expect(iterations == Array(0..<Self.replacements), "replacer \(replacer)'s revisions are complete and in order")
        }
    }
}

/// Failures collected from several threads.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func append(_ entry: String) { lock.lock(); items.append(entry); lock.unlock() }
    var entries: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
