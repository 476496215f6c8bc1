import SpecModel

/// The catalog store as the application layer sees it: specs with their revisions and
/// history, full-text search, tokens, the per-directory sync bases of the team workflow,
/// all-or-nothing batches, and optimistic concurrency by revision. `Catalog` keeps it in
/// one SQLite file; nothing outside this module knows which database holds it.
///
/// Every write is one transaction. A write given an expected revision that the spec is no
/// longer at throws `CatalogError.revisionConflict` and changes nothing.
public protocol CatalogStorage: Sendable {
    /// Where the catalog lives (a file path, or a label), as messages name it.
    var path: String { get }
    /// What opening this catalog to write did to an older schema; nil when nothing.
    var upgrade: SchemaUpgrade? { get }
    /// How many connections read at once at most (a server's metrics report it).
    var readConnections: Int { get }

    // MARK: Schema

    /// The schema version recorded in the catalog.
    func schemaVersion() async throws -> Int
    /// Identifiers of the migrations applied, in order.
    func appliedMigrations() async throws -> [String]

    // MARK: Reading

    /// Calls `body` for each matching spec in name order, in constant memory.
    func forEachSummary(_ filter: SpecFilter, _ body: @escaping @Sendable (SpecSummary) throws -> Void) async throws
    /// All matching summaries at once.
    func summaries(_ filter: SpecFilter) async throws -> [SpecSummary]
    /// The stored spec; throws `notFound` when there is none of that name.
    func spec(named name: CatalogName) async throws -> TransitionSpec
    /// The stored spec and the revision it is at; throws `notFound` when there is none.
    func specWithRevision(named name: CatalogName) async throws -> (spec: TransitionSpec, revision: Int)
    /// Calls `body` with each stored spec in name order, one at a time.
    func forEachSpec(_ body: @escaping @Sendable (TransitionSpec) throws -> Void) async throws
    /// Every stored spec, in name order.
    func allSpecs() async throws -> [TransitionSpec]
    /// The stored specs of these names, leaving out names the catalog does not hold.
    func specs(named names: [CatalogName]) async throws -> [TransitionSpec]
    /// Every stored name, in order.
    func names() async throws -> [String]
    /// The longest name and title, in characters, for aligning tables.
    func columnWidths() async throws -> ColumnWidths

    // MARK: History

    /// Every revision of `name`, oldest first, including those before a removal.
    func history(of name: CatalogName) async throws -> [Revision]
    /// The spec as it was at revision `number`.
    func spec(named name: CatalogName, revision number: Int) async throws -> TransitionSpec

    // MARK: Writing

    /// Stores specs in one transaction: all or nothing (see `Catalog.add`).
    @discardableResult
    func add(_ writes: [SpecWrite], replace: Bool, expectRevision: Int?, author: String) async throws -> [WriteOutcome]
    /// Deletes a spec, recording the removal; throws `notFound` when there is none.
    func remove(_ name: CatalogName, expectRevision: Int?, author: String) async throws

    // MARK: Team sync

    /// The newest revision of every name the catalog has ever held.
    func revisionStates() async throws -> [String: RevisionState]
    /// Applies a planned load in one transaction, then records `bases`.
    func apply(_ changes: [PlannedChange], author: String, recording bases: SyncBaseUpdate?) async throws -> LoadSummary
    /// The bases of every spec this catalog exchanged with the directory of id `directory`.
    func syncBases(directory: String) async throws -> [String: SyncBase]
    /// This catalog's last exchange with the directory of id `directory`, if it has had one.
    func syncExchange(directory: String) async throws -> SyncExchange?
    /// Records bases alone (a dump, which changes no spec), in one transaction.
    func record(_ update: SyncBaseUpdate) async throws

    // MARK: Tokens

    /// Records a token by the hash of its secret; a name already used is refused.
    func createToken(name: String, role: String, hash: String) async throws
    /// Every token, oldest first, revoked ones included.
    func tokens() async throws -> [TokenRecord]
    /// Revokes a live token by name.
    func revokeToken(name: String) async throws
    /// The live token with this hash, if any.
    func token(hash: String) async throws -> TokenRecord?
    /// Records a one-time sign-in code, by the hash of its secret, for the live token
    /// `tokenName`, usable until `expires` (Unix seconds); forgets codes used or expired by `now`.
    func createSignInCode(hash: String, tokenName: String, expires: Int, now: Int) async throws
    /// Uses up a sign-in code: the hash of its token's secret when the code is unused,
    /// unexpired at `now` and its token live; nil otherwise (a second use among them).
    func redeemSignInCode(hash: String, now: Int) async throws -> String?

    // MARK: Copying

    /// Everything the catalog holds, read in one snapshot.
    func contents() async throws -> CatalogContents
    /// Writes `contents` into this catalog, which must be empty, in one transaction.
    func restore(_ contents: CatalogContents) async throws

    // MARK: Care

    /// A consistent copy of the catalog in a new file; returns how many specs it holds.
    func backup(to file: String) async throws -> Int
    /// The catalog's own consistency check; writes nothing.
    func check() async throws -> CatalogCheck
    /// A cheap, synchronous signal that moves whenever anyone commits, for read caches;
    /// nil when the store has none (then every read reads).
    func changeSignal() throws -> (any CatalogChangeSignaling)?
}

/// Tells whether anyone, in this process or another, has committed since the last look.
public protocol CatalogChangeSignaling: Sendable {
    /// A number that differs from the one returned before whenever a commit happened in between
    /// (any commit that finished before the call).
    func version() async throws -> Int
}

extension CatalogStorage {
    public func summaries() async throws -> [SpecSummary] { try await summaries(SpecFilter()) }
    @discardableResult
    public func add(_ writes: [SpecWrite], replace: Bool = false, author: String) async throws -> [WriteOutcome] {
        try await add(writes, replace: replace, expectRevision: nil, author: author)
    }
    public func remove(_ name: CatalogName, author: String) async throws {
        try await remove(name, expectRevision: nil, author: author)
    }
    public func apply(_ changes: [PlannedChange], author: String) async throws -> LoadSummary {
        try await apply(changes, author: author, recording: nil)
    }
}
