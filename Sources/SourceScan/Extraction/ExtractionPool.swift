import Dispatch
import Foundation
import MotionCore

/// Reads a scan's files on a few long-lived threads, one a core, each with the stack
/// `FileExtractor.threadStackBytes` (sized for the deepest tree the limits let through).
/// A thread of its own for every file cost a fifth of a scan: its stack mapped and faulted
/// in anew each time.
///
/// A file still being read when its time budget runs out is reported out of time at once;
/// its thread is left to finish it unheard, and a new thread takes its place, so one file
/// never holds up the rest. A file finished after its budget is out of time too.
final class ExtractionPool: @unchecked Sendable {
    typealias Outcome = FileExtractor.Outcome

    /// The file a thread is reading, since when, and its bytes (to count its lines if it runs out of time).
    private struct Reading {
        var index: Int
        var started: UInt64
        var bytes: [UInt8]
    }

    private let condition = NSCondition()
    private let count: Int
    private let budget: UInt64
    private let budgetSeconds: Double
    private let load: @Sendable (Int) -> SourceScanner.Loaded
    private let extract: @Sendable ([UInt8], Int) -> Outcome
    private let finished: @Sendable () -> Void
    // Guarded by `condition`.
    private var next = 0
    private var remaining: Int
    private var outcomes: [Outcome?]
    private var reading: [Int: Reading] = [:]
    private var abandoned: Set<Int> = []
    private var threads = 0

    private init(count: Int, budget: Double, load: @escaping @Sendable (Int) -> SourceScanner.Loaded,
                 extract: @escaping @Sendable ([UInt8], Int) -> Outcome, finished: @escaping @Sendable () -> Void) {
        self.count = count
        self.budgetSeconds = budget
        self.budget = UInt64(max(budget, 0) * 1e9)
        self.load = load
        self.extract = extract
        self.finished = finished
        self.remaining = count
        self.outcomes = Array(repeating: nil, count: count)
    }

    /// The outcome of every file, in index order. `finished` is called once a file, from any thread.
    static func run(count: Int, budget: Double, load: @escaping @Sendable (Int) -> SourceScanner.Loaded,
                    extract: @escaping @Sendable ([UInt8], Int) -> Outcome, finished: @escaping @Sendable () -> Void) -> [Outcome] {
        guard count > 0 else { return [] }
        let pool = ExtractionPool(count: count, budget: budget, load: load, extract: extract, finished: finished)
        return pool.runAll(threads: min(count, ProcessInfo.processInfo.activeProcessorCount))
    }

    private func runAll(threads wanted: Int) -> [Outcome] {
        condition.lock()
        for _ in 0..<wanted { startThread() }
        // Wake now and then to find files out of time; a finished scan wakes it at once.
        let poll = min(max(budgetSeconds / 4, 0.001), 0.25)
        while remaining > 0 {
            let now = DispatchTime.now().uptimeNanoseconds
            for (thread, file) in reading where now > file.started &+ budget {
                reading[thread] = nil
                abandoned.insert(thread)
                if outcomes[file.index] == nil { settle(file.index, outOfTime(file.bytes)) }
                if next < count { startThread() }
            }
            if remaining > 0 { _ = condition.wait(until: Date(timeIntervalSinceNow: poll)) }
        }
        let result = outcomes.map { $0! }
        condition.unlock()
        return result
    }

    /// Called with the lock held.
    private func startThread() {
        let id = threads
        threads += 1
        let thread = Thread { [self] in work(as: id) }
        thread.stackSize = FileExtractor.threadStackBytes
        thread.start()
    }

    private func work(as thread: Int) {
        while true {
            condition.lock()
            guard next < count, !abandoned.contains(thread) else {
                condition.unlock()
                return
            }
            let index = next
            next += 1
            condition.unlock()

            switch load(index) {
            case .unreadable(let reason):
                finish(index, .problem(reason, lines: 0), thread: thread)
            case .bytes(let bytes):
                condition.lock()
                reading[thread] = Reading(index: index, started: DispatchTime.now().uptimeNanoseconds, bytes: bytes)
                condition.unlock()
                finish(index, extract(bytes, index), thread: thread)
            }
        }
    }

    private func finish(_ index: Int, _ outcome: Outcome, thread: Int) {
        condition.lock()
        defer { condition.unlock() }
        // Out of time already (reported, and this thread abandoned): the outcome is not heard.
        guard outcomes[index] == nil else { return }
        if let file = reading.removeValue(forKey: thread), DispatchTime.now().uptimeNanoseconds > file.started &+ budget {
            settle(index, outOfTime(file.bytes))
        } else {
            settle(index, outcome)
        }
    }

    /// Called with the lock held.
    private func settle(_ index: Int, _ outcome: Outcome) {
        outcomes[index] = outcome
        remaining -= 1
        finished()
        if remaining == 0 { condition.broadcast() }
    }

    private func outOfTime(_ bytes: [UInt8]) -> Outcome {
        let lines = bytes.withUnsafeBufferPointer { LineTable($0).lineCount }
        return .problem("not finished within the \(seconds(budgetSeconds)) s budget per file", lines: lines)
    }
}
