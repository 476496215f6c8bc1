import Foundation
import Testing

/// `.ownThread`: the test runs on a thread of its own, however many other tests are
/// running. For a test that blocks for minutes on subprocesses (a package build, many
/// herocat writers), or whose concurrent parts wait on each other, where even
/// `.waitsOnProcesses`' bounded pool could hold it up.
public struct OwnThreadTrait: TestTrait, TestScoping {
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(ThreadPerJobExecutor()) { try await function() }
    }
}

extension Trait where Self == OwnThreadTrait {
    public static var ownThread: Self { Self() }
}

/// Runs every job it is given on a new thread; the test's task stays the same task, so
/// its expectations are still recorded against it.
final class ThreadPerJobExecutor: TaskExecutor, Sendable {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job), executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
