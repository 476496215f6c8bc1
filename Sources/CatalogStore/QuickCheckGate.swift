import Foundation
import GRDB

/// `PRAGMA quick_check` before a catalog's first write, once per opened catalog: a
/// damaged file is refused before anything is written to it, and a healthy one pays
/// the check once, not on every write.
final class QuickCheckGate: @unchecked Sendable {
    private let lock = NSLock()
    private var passed: Bool

    init(passed: Bool = false) {
        self.passed = passed
    }

    /// Runs the check unless it has passed; call on the writer's queue (writes are
    /// serialized there, so two writes never both run it).
    func pass(_ db: Database, path: String) throws {
        if lock.withLock({ passed }) { return }
        try Self.require(db, path: path)
        lock.withLock { passed = true }
    }

    /// Throws `failsQuickCheck` with SQLite's first line unless the check says "ok".
    static func require(_ db: Database, path: String) throws {
        if let first = try SQLiteCheck.problems(db, "quick_check").first {
            throw CatalogError.failsQuickCheck(path: path, firstLine: first)
        }
    }
}
