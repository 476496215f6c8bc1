import MotionCore
import SpecModel

/// Why the catalog cannot do what was asked. Every case reads as one line that
/// says what happened and, where there is one, what to do.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case notSQLite(path: String)
    case notHerocat(path: String)
    case newerSchema(path: String, found: Int, supported: Int)
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

    public var description: String {
        switch self {
        case .missing(let path):
            return "no catalog at \(path); create one with 'herocat init' (or 'herocat init --seed' for the examples)"
        case .notSQLite(let path):
            return "\(path) is not a SQLite database, so not a herocat catalog; it was left untouched"
        case .notHerocat(let path):
            return "\(path) is a SQLite database but not a herocat catalog; it was left untouched"
        case let .newerSchema(path, found, supported):
            return "\(path) has catalog schema version \(found), newer than this herocat build supports (\(supported)); upgrade herocat"
        case let .locked(path, waited):
            return "\(path) is locked by another writer; gave up after waiting \(formatNumber(waited)) s (retry, or raise --wait)"
        case .exists(let name):
            return "'\(name)' is already in the catalog; pass --replace to update it"
        case .allExist(let names):
            return "\(names.map { "'\($0)'" }.joined(separator: ", ")) are already in the catalog; pass --replace to update them"
        case .notFound(let name):
            return "no spec named '\(name)' in the catalog; 'herocat list' shows the names"
        case let .revisionConflict(name, expected, current):
            let now = current.map { "it is at revision \($0)" } ?? "it has been removed"
            return "'\(name)' changed since revision \(expected): \(now); review 'herocat history \(name)' and retry with --expect-revision \(current.map(String.init) ?? "…")"
        case let .noRevision(name, number):
            return "'\(name)' has no revision \(number); 'herocat history \(name)' lists them"
        case let .revisionIsRemoval(name, number):
            return "revision \(number) of '\(name)' is its removal; there is no spec to show"
        case let .unreadable(path, reason):
            return "the catalog \(path) cannot be used: \(reason)"
        case let .corrupt(name, field, value):
            return "the stored spec '\(name)' has an invalid \(field) '\(value)'; the catalog was edited outside herocat"
        }
    }
}
