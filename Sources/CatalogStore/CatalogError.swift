import MotionCore
import SpecModel

/// Why the catalog cannot do what was asked, with the facts of each case. The
/// description says what happened in one line; which flag or command fixes it is the
/// front end's to say (the CLI's wording adds "pass --replace", a server's its own).
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case notSQLite(path: String)
    case notHerocat(path: String)
    case newerSchema(path: String, found: Int, supported: Int)
    /// An older schema, opened by a command that only reads: only writers upgrade.
    case olderSchema(path: String, found: Int, supported: Int)
    /// The upgrade's transaction failed and was rolled back: the file is as it was.
    case upgradeFailed(path: String, from: Int, to: Int, reason: String)
    /// `PRAGMA quick_check` did not say "ok" before the first write; its first line.
    case failsQuickCheck(path: String, firstLine: String)
    /// One problem `check` found (SQLite's checks or the catalog's invariants).
    case damaged(path: String, problem: String)
    /// A file a backup would overwrite: backups never overwrite.
    case fileExists(path: String)
    case cannotBackUp(path: String, to: String, reason: String)
    /// A copy goes only into an empty catalog.
    case notEmpty(path: String, holding: String)
    case locked(path: String, waited: Double)
    case exists(CatalogName)
    /// Several names of one `add` already stored: all of them, at once.
    case allExist([CatalogName])
    case notFound(CatalogName)
    case revisionConflict(CatalogName, expected: Int, current: Int?)
    case noRevision(CatalogName, Int)
    case revisionIsRemoval(CatalogName, Int)
    case unreadable(path: String, reason: String)
    case corrupt(name: String, field: String, value: String)
    /// A token name is never used twice, even after a revoke.
    case tokenExists(String)
    case tokenNotFound(String)

    public var description: String {
        switch self {
        case .notEmpty(let path, let holding):
            return "\(path) is not empty (it holds \(holding)); copy into a new, empty catalog"
        case .missing(let path):
            return "no catalog at \(path)"
        case .notSQLite(let path):
            return "\(path) is not a SQLite database, so not a herocat catalog; it was left untouched"
        case .notHerocat(let path):
            return "\(path) is a SQLite database but not a herocat catalog; it was left untouched"
        case let .newerSchema(path, found, supported):
            return "\(path) has catalog schema version \(found), newer than this herocat build supports (\(supported)); upgrade herocat"
        case let .olderSchema(path, found, supported):
            return "\(path) has schema \(found), older than this herocat's (\(supported))"
        case let .upgradeFailed(path, from, to, reason):
            return "\(path) could not be upgraded from schema \(from) to \(to) (\(reason)); it was left as it was"
        case let .failsQuickCheck(path, firstLine):
            return "\(path) fails SQLite's quick check (\(firstLine)); nothing was written"
        case let .damaged(path, problem):
            return "\(path): \(problem)"
        case .fileExists(let path):
            return "\(path) exists"
        case let .cannotBackUp(path, to, reason):
            return "cannot back up \(path) to \(to): \(reason)"
        case let .locked(path, waited):
            return "\(path) is locked by another writer; gave up after waiting \(formatNumber(waited)) s"
        case .exists(let name):
            return "'\(name)' is already in the catalog"
        case .allExist(let names):
            return "\(names.map { "'\($0)'" }.joined(separator: ", ")) are already in the catalog"
        case .notFound(let name):
            return "no spec named '\(name)' in the catalog"
        case let .revisionConflict(name, expected, current):
            let now = current.map { "it is at revision \($0)" } ?? "it has been removed"
            return "'\(name)' changed since revision \(expected): \(now)"
        case let .noRevision(name, number):
            return "'\(name)' has no revision \(number)"
        case let .revisionIsRemoval(name, number):
            return "revision \(number) of '\(name)' is its removal; there is no spec to show"
        case let .unreadable(path, reason):
            return "the catalog \(path) cannot be used: \(reason)"
        case let .corrupt(name, field, value):
            return "the stored spec '\(name)' has an invalid \(field) '\(value)'; the catalog was edited outside herocat"
        case .tokenExists(let name):
            return "a token named '\(name)' already exists (names stay taken after a revoke, so history authors stay unambiguous)"
        case .tokenNotFound(let name):
            return "no live token named '\(name)'"
        }
    }
}
