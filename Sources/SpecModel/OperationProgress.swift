import Foundation

/// How far a long operation (load, dump, scan) has got, for whoever shows it.
///
/// The listener is bound for a scope with `OperationProgress.$current.withValue(progress) { ... }`
/// and operations report through `OperationProgress.current`: their signatures stay the same,
/// and nothing is reported when nobody listens. Reports may come from any thread; the
/// listener gets them one at a time, in order.
public final class OperationProgress: @unchecked Sendable {
    @TaskLocal public static var current: OperationProgress?

    /// A phase ("scanning", "writing") with its unit ("files", "specs"), the steps done so far,
    /// and the total when the phase counts steps (nil for a phase reported only as begun).
    public struct Update: Equatable, Sendable {
        public let phase: String
        public let unit: String
        public let done: Int
        public let total: Int

        /// Whether the phase reports its steps one by one.
        public let counted: Bool
    }

    private let lock = NSLock()
    private var update: Update?
    private let listener: @Sendable (Update) -> Void

    public init(_ listener: @escaping @Sendable (Update) -> Void) {
        self.listener = listener
    }

    /// Starts a phase of `total` steps in `unit`; `counted` when `advance()` will follow each step.
    public func begin(_ phase: String, total: Int, unit: String, counted: Bool = true) {
        publish { _ in Update(phase: phase, unit: unit, done: 0, total: total, counted: counted) }
    }

    /// One more step of the current phase done.
    public func advance() {
        publish { update in update.map { Update(phase: $0.phase, unit: $0.unit, done: $0.done + 1, total: $0.total, counted: $0.counted) } }
    }

    private func publish(_ change: (Update?) -> Update?) {
        // The listener runs under the lock, so updates reach it in order.
        lock.lock()
        defer { lock.unlock() }
        update = change(update)
        if let update { listener(update) }
    }
}
