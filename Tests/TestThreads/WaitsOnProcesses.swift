import Foundation
import Testing

/// `.waitsOnProcesses`: the suite's tests wait on other processes (herocat, PostgreSQL's
/// tools, Chromium, python3), so they run on threads of the tests' own. Swift Testing runs
/// tests on the concurrency pool, one thread per core: on two cores, two tests waiting on
/// subprocesses held the whole pool, and the in-memory tests queued behind them for minutes
/// while the machine sat half idle.
public struct WaitsOnProcessesTrait: SuiteTrait, TestTrait, TestScoping {
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // A suite's tests run as child tasks of its scope, and child tasks keep the preference.
        try await withTaskExecutorPreference(ProcessWaitingPool.shared) { try await function() }
    }
}

extension Trait where Self == WaitsOnProcessesTrait {
    public static var waitsOnProcesses: Self { Self() }
}

/// A fixed set of threads taking jobs first come, first served. Bounded, so that a suite of
/// a hundred tests does not start a hundred Chromiums or PostgreSQL clients at once.
final class ProcessWaitingPool: TaskExecutor, @unchecked Sendable {
    /// Enough waiting tests to keep every core busy while most of them wait.
    static let shared = ProcessWaitingPool(threads: max(6, 3 * ProcessInfo.processInfo.activeProcessorCount))

    private let condition = NSCondition()
    private var queued: [UnownedJob] = []
    private var next = 0   // queued[next...] are waiting; the head is dropped in batches

    private init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { [unowned self] in work() }
            thread.name = "waits-on-processes-\(index)"
            thread.stackSize = 8 << 20   // a test's own thread, as deep as the main thread's
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        queued.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() -> Never {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while next == queued.count { condition.wait() }
            let job = queued[next]
            next += 1
            if next > 1024, next * 2 > queued.count {
                queued.removeFirst(next)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}
