import CatalogStore
import SpecModel
import Validation

/// One reason an operation was refused, with its facts. `lines` words it neutrally
/// (what happened, never which flag to pass); front ends add their own remedies.
public enum Problem: Equatable, Sendable {
    /// The store refused: a missing or foreign catalog, a taken or missing name, a stale revision...
    case catalog(CatalogError)
    /// A spec file or document that cannot be read or parsed: its problems, file:line:column first.
    case invalidSpec(SpecError)
    /// Two inputs of one batch carry the same spec name.
    case duplicateName(path: String, name: String, earlierPath: String)
    /// A transition found in source that does not make a valid spec.
    case cannotImport(reason: String)
    /// An error finding of a spec being written.
    case errorFinding(Finding)
    /// How many specs of a write had error findings (after the findings themselves).
    case specsWithErrorFindings(count: Int)
    /// `load`, `dump`: a spec changed differently in its file and in the catalog since this
    /// catalog last exchanged it with the directory (at catalog revision `base`; nil: never,
    /// and the two differ). `--force` takes `forcedSide`.
    case changedOnBothSides(name: String, file: String, base: Int?, now: RevisionState, forcedSide: SyncSide)
    /// `load` into a catalog shared by several clones (a server's): a file changed only in
    /// the directory, to the content of an older revision `revision` of its spec: a clone
    /// behind the catalog rather than an edit.
    case behindCatalog(name: String, file: String, revision: Int, now: RevisionState)
    /// `load`, `dump`: the directory's `.herocat-dump` shows `seen` dumps of this catalog (0:
    /// none), but the catalog has dumped to the directory `exchanged` times: a clone that has
    /// not pulled another clone's dump, or an older commit checked out.
    case directoryBehind(path: String, seen: Int, exchanged: Int)
    /// `load --prune`: a spec whose file is gone but which changed in the catalog since it
    /// was last exchanged with the directory at revision `base`.
    case keptFromPruning(name: String, base: Int, now: RevisionState)
    /// A file a client sent by its digest alone, as last exchanged, which the catalog's
    /// record of the directory no longer matches: it changed while the client read the directory.
    case syncBaseMoved(path: String)
    /// A problem a server reported, in its words, with the kind it gave the refusal.
    case served(kind: ServiceError.Kind, line: String)
    case noSuchDirectory(path: String)
    case cannotCreate(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotList(path: String, reason: String)
    /// The directory's `.herocat-dump` (its id) cannot be read, or its id line is malformed.
    case unreadableDirectoryID(path: String)
    case malformedDirectoryID(path: String, line: Int)
    /// The format cannot express this spec (duplicate ids, a curve it has no form for...).
    case cannotExport(name: CatalogName, format: String, reason: String)
    case cannotPreview(name: CatalogName, format: String, reason: String)
    /// An interruption time outside the spec's forward timeline.
    case interruptionOutOfRange(name: CatalogName, reason: String)
    /// An error no module turned into one of the above; its own description.
    case unexpected(String)
    /// A request parameter, header or body shape the server cannot take.
    case badParameter(String)
    case unknownFormat(String, known: [String])
    /// No token where one is needed, a token that is unknown or revoked, or a malformed header.
    case missingToken
    case badToken
    case malformedAuthorization
    /// A token whose role is below the one the request needs.
    case roleTooLow(token: String, has: AccessRole, needs: AccessRole)
    /// A path that is served, asked with a method it does not answer; `allow` lists those it does.
    case methodNotAllowed(allow: String)
    case noRoute
    case bodyTooLarge(limit: Int)
    /// A weak entity tag in `If-Match`, which compares strongly: it never matches.
    case weakETag(String)
    /// Too many failed token attempts from one client: refused for `retryAfter` seconds.
    case tooManyFailedAttempts(retryAfter: Int)
    /// A post signed in by a session cookie without its CSRF token, or from another site.
    case crossSiteRequest

    public var kind: ServiceError.Kind {
        switch self {
        case .catalog(let error):
            switch error {
            case .missing, .notSQLite, .notHerocat, .newerSchema, .olderSchema, .upgradeFailed, .failsQuickCheck, .damaged, .unreadable, .corrupt:
                return .catalogUnavailable
            case .fileExists, .cannotBackUp, .notEmpty: return .invalidInput
            case .locked: return .busy
            case .exists, .allExist, .tokenExists: return .exists
            case .notFound, .noRevision, .revisionIsRemoval, .tokenNotFound: return .notFound
            case .revisionConflict: return .conflict
            }
        case .errorFinding, .specsWithErrorFindings: return .errorFindings
        case .changedOnBothSides, .keptFromPruning, .behindCatalog, .directoryBehind, .weakETag, .syncBaseMoved: return .conflict
        case .served(let kind, _): return kind
        case .interruptionOutOfRange: return .invalidArgument
        case .unexpected: return .internalFailure
        case .badParameter: return .badRequest
        case .unknownFormat: return .unknownFormat
        case .missingToken, .badToken, .malformedAuthorization: return .unauthorized
        case .roleTooLow, .crossSiteRequest: return .forbidden
        case .methodNotAllowed: return .methodNotAllowed
        case .noRoute: return .notFound
        case .bodyTooLarge: return .tooLarge
        case .tooManyFailedAttempts: return .tooManyRequests
        case .invalidSpec, .duplicateName, .cannotImport, .noSuchDirectory, .cannotCreate,
             .cannotWrite, .cannotList, .unreadableDirectoryID, .malformedDirectoryID, .cannotExport, .cannotPreview:
            return .invalidInput
        }
    }

    /// The problem in neutral words: one line, or one per issue of an invalid spec.
    public var lines: [String] {
        switch self {
        case .catalog(let error): return [error.description]
        case .invalidSpec(let error): return error.lines
        case let .duplicateName(path, name, earlier): return ["\(path): the name '\(name)' is also used by \(earlier); each spec needs its own name"]
        case .cannotImport(let reason): return ["cannot import \(reason)"]
        case .errorFinding(let finding): return ["\(finding.place): \(finding.message) [\(finding.rule)]"]
        case .specsWithErrorFindings(let count): return ["\(count) spec\(count == 1 ? " has" : "s have") error findings"]
        case let .changedOnBothSides(name, file, base, now, _):
            guard let base else {
                return ["\(name): \(file) differs from the catalog's \(name) (\(now.byWhom)), and this catalog has never exchanged it with the directory"]
            }
            return ["\(name): changed in \(file) and in the catalog since this catalog exchanged it with the directory at revision \(base): now \(now.byWhom)"]
        case let .behindCatalog(name, file, revision, now):
            return ["\(name): \(file) holds its revision \(revision), which the catalog has changed since: now \(now.byWhom); the directory is behind the catalog"]
        case let .directoryBehind(path, seen, exchanged):
            let shown = seen == 0 ? "none of them" : "only \(seen)"
            return ["\(path): the directory is behind the catalog: the catalog has dumped to it \(exchanged) time\(exchanged == 1 ? "" : "s"), and its \(SyncDirectory.fileName) shows \(shown); another clone took the last dump, or an older commit is checked out"]
        case let .keptFromPruning(name, base, now):
            return ["\(name): its file is gone, but it changed in the catalog since it was exchanged with the directory at revision \(base): now \(now.byWhom)"]
        case .syncBaseMoved(let path): return ["\(path): the catalog's record of this directory changed while it was being read; nothing was done, try again"]
        case .served(_, let line): return [line]
        case .noSuchDirectory(let path): return ["\(path): no such directory"]
        case let .cannotCreate(path, reason): return ["cannot create \(path): \(reason)"]
        case let .cannotWrite(path, reason): return ["cannot write \(path): \(reason)"]
        case let .cannotList(path, reason): return ["\(path): cannot list the directory: \(reason)"]
        case .unreadableDirectoryID(let path): return ["\(path): cannot read the directory's id file"]
        case let .malformedDirectoryID(path, line):
            return ["\(path):\(line):1: expected 'directory' and the directory's id; restore the file from git, or delete it to give the directory a new id"]
        case let .cannotExport(name, format, reason): return ["cannot export '\(name)' as \(format): \(reason)"]
        case let .cannotPreview(name, format, reason): return ["cannot preview '\(name)' as \(format): \(reason)"]
        case let .interruptionOutOfRange(name, reason): return ["'\(name)': \(reason)"]
        case .unexpected(let description): return ["unexpected failure, a herocat bug (nothing was written): \(description)"]
        case .badParameter(let message): return [message]
        case let .unknownFormat(format, known): return ["unknown export format '\(format)'; use one of \(known.joined(separator: ", "))"]
        case .missingToken: return ["this catalog needs a token: send 'Authorization: Bearer <token>' (see 'herocat token create')"]
        case .badToken: return ["the token is unknown or revoked"]
        case .malformedAuthorization: return ["the Authorization header must be 'Bearer <token>'"]
        case let .roleTooLow(token, has, needs): return ["the token '\(token)' is \(has.withArticle); this needs \(needs.withArticle) token"]
        case .methodNotAllowed(let allow): return [allow.isEmpty ? "this method is not allowed here" : "this path answers only \(allow)"]
        case .noRoute: return ["no such page or API route"]
        case .bodyTooLarge(let limit): return ["the body is larger than the limit of \(limit) bytes"]
        case .tooManyFailedAttempts(let seconds): return ["too many failed token attempts from this address; try again in \(seconds) s"]
        case .crossSiteRequest: return ["a post signed in by cookie must come from this site's own pages, with their CSRF token"]
        case .weakETag(let tag): return ["If-Match compares entity tags strongly, so the weak \(tag) never matches; send the ETag as this server gave it"]
        }
    }
}

/// A side of an exchange between a catalog and a directory of spec files.
public enum SyncSide: Equatable, Sendable {
    case file, catalog
}

extension RevisionState {
    /// "revision 4 by ana at 2026-…", saying so when that revision removed the spec.
    public var byWhom: String {
        "revision \(revision) by \(author) at \(time)\(exists ? "" : ", which removed it")"
    }
}
