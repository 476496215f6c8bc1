import SpecModel

/// Everything a catalog holds, for copying it whole into another (`herocat copy`): every
/// revision with its author and time, what each stored spec was graded and when it was
/// added and changed, tokens by their hashes, and the sync bases.
public struct CatalogContents: Sendable {
    struct StoredRow: Sendable {
        var name: String
        var worst: String?
        var createdAt: String
        var updatedAt: String
    }

    struct TokenRow: Sendable {
        var name: String
        var role: String
        var hash: String
        var createdAt: String
        var revokedAt: String?
    }

    struct BaseRow: Sendable {
        var directory: String
        var name: String
        var digest: String
        var revision: Int
    }

    var revisions: [RevisionRecord] = []
    var stored: [StoredRow] = []
    var tokens: [TokenRow] = []
    var bases: [BaseRow] = []

    /// What `herocat copy` counts on both sides (a directory's dump count is copied with its
    /// bases, but is not a base).
    public var counts: Counts {
        Counts(specs: stored.count, revisions: revisions.count, tokens: tokens.count, bases: bases.count { $0.name != SyncExchange.row })
    }

    public struct Counts: Equatable, Sendable, CustomStringConvertible {
        public var specs: Int
        public var revisions: Int
        public var tokens: Int
        public var bases: Int

        public var description: String {
            "\(counted(specs, "spec")), \(counted(revisions, "revision")), \(counted(tokens, "token")), \(counted(bases, "sync base"))"
        }
    }

    /// Each stored spec as its newest revision keeps it, with its row's facts.
    func storedSpecs() throws -> [(spec: TransitionSpec, yaml: String, row: StoredRow)] {
        var newest: [String: RevisionRecord] = [:]
        for revision in revisions where (newest[revision.name.rawValue]?.number ?? 0) < revision.number {
            newest[revision.name.rawValue] = revision
        }
        return try stored.map { row in
            guard let yaml = newest[row.name]?.yaml else {
                throw CatalogError.corrupt(name: row.name, field: "revisions.spec_yaml", value: "no revision stores it")
            }
            do {
                return (try TransitionSpec.parse(yaml, file: row.name), yaml, row)
            } catch {
                throw CatalogError.corrupt(name: row.name, field: "revisions.spec_yaml", value: String(yaml.prefix(40)))
            }
        }
    }

    /// Refuses to copy into a catalog that holds anything.
    static func requireEmpty(_ counts: Counts, path: String) throws {
        guard counts == Counts(specs: 0, revisions: 0, tokens: 0, bases: 0) else {
            throw CatalogError.notEmpty(path: path, holding: counts.description)
        }
    }
}
