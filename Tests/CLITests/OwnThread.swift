import Foundation
import Testing

/// `.ownThread`: the test runs on a thread of its own. Swift Testing runs tests on the
/// concurrency pool, one thread per core; a test that blocks for minutes on subprocesses
/// (a package build, many herocat writers) would hold one of those threads, queueing every
/// other test behind it: on two cores, the rest of the suite ran on one thread for minutes.
struct OwnThreadTrait: TestTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(ThreadPerJobExecutor()) { try await function() }
    }
}

extension Trait where Self == OwnThreadTrait {
    static var ownThread: Self { Self() }
}

/// Runs every job it is given on a new thread; the test's task stays the same task, so
/// its expectations are still recorded against it.
final class ThreadPerJobExecutor: TaskExecutor, Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job), executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
