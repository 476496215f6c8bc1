import BundledCatalog
import CatalogStore
import SpecModel
import Validation

/// What one write did with one spec: the outcome, the revision it is at now, and the
/// findings it was stored with.
public struct AddResult: Equatable, Sendable {
    public var name: CatalogName
    public var outcome: AddOutcome
    public var revision: Int
    public var report: ValidationReport
}

/// What seeding did: examples stored, and examples whose names were already taken.
public struct SeedReport: Equatable, Sendable {
    public var added: Int
    public var kept: Int
}

/// Specs parsed and graded under the write policy, ready to store: made before any
/// catalog is opened, so bad input is refused as bad input wherever the catalog is.
public struct SpecBatch: Sendable {
    public let writes: [SpecWrite]
    public let reports: [ValidationReport]

    /// Parses every input and grades every spec; throws every problem of every input at
    /// once (unreadable, invalid, duplicate names), and the error findings unless `force`.
    public init(_ inputs: [SpecInput], force: Bool = false) throws(ServiceError) {
        let (specs, problems) = SpecInput.collect(zip(inputs, SpecInput.parseEach(inputs)).map { ($0.file, $1) })
        (writes, reports) = try WritePolicy.checked(specs, force: force, alsoRefusing: problems)
    }

    /// The specs a batch document lists (`TransitionSpec.parseList`: a request body), checked
    /// as files are: every problem of every item at once, and the error findings unless `force`.
    public init(listIn bytes: [UInt8], file: String, force: Bool = false) throws(ServiceError) {
        let outcomes: [SpecInput.Outcome]
        do { outcomes = try TransitionSpec.parseList(bytes: bytes, file: file).map { $0.map { located -> LocatedSpec in (located.spec, located.sourceMap) } } } catch { throw ServiceError(.invalidSpec(error)) }
        // Each item is named by where it starts, so a name used twice says which two.
        let (specs, problems) = SpecInput.collect(outcomes.map { outcome in
            guard case .success(let located) = outcome, let start = located.sourceMap?.location(of: "") else { return (file, outcome) }
            return ("\(file):\(start.line):\(start.column)", outcome)
        })
        (writes, reports) = try WritePolicy.checked(specs, force: force, alsoRefusing: problems)
    }

    /// The transitions a scan found, as specs (each already checked as a spec file is), and
    /// why others could not become specs: any such transition refuses the batch.
    public init(scanned specs: [TransitionSpec], unimportable: [String], force: Bool = false) throws(ServiceError) {
        // No file: findings name the transition.
        (writes, reports) = try WritePolicy.checked(specs.map { ($0, nil) }, force: force, alsoRefusing: unimportable.map { .cannotImport(reason: $0) })
    }
}

extension CatalogService {
    /// Checks specs and stores them in one transaction, all or none (`SpecBatch`, then `add`).
    @discardableResult
    public func add(_ inputs: [SpecInput], replace: Bool = false, expectRevision: Int? = nil, force: Bool = false, author: String) async throws(ServiceError) -> [AddResult] {
        try await add(try SpecBatch(inputs, force: force), replace: replace, expectRevision: expectRevision, author: author)
    }

    /// Stores a checked batch in one transaction, all or none. A taken name is refused
    /// unless `replace`; with `expectRevision`, a spec changed since that revision is refused.
    @discardableResult
    public func add(_ batch: SpecBatch, replace: Bool = false, expectRevision: Int? = nil, author: String) async throws(ServiceError) -> [AddResult] {
        let outcomes = try await refusing { try await catalog.add(batch.writes, replace: replace, expectRevision: expectRevision, author: author) }
        return zip(outcomes, batch.reports).map { AddResult(name: $0.name, outcome: $0.outcome, revision: $0.revision, report: $1) }
    }

    /// Deletes a spec (its history keeps it); with `expectRevision`, only if it is still at that revision.
    public func remove(_ name: CatalogName, expectRevision: Int? = nil, author: String) async throws(ServiceError) {
        try await suggesting(name) { try await catalog.remove(name, expectRevision: expectRevision, author: author) }
    }

    /// Stores the bundled examples; examples whose names are already stored are left as they are.
    public func seed(author: String) async throws(ServiceError) -> SeedReport {
        let existing = Set(try await names())
        let specs = try Self.refusing { try BundledCatalog.specs() }
        let fresh = specs.filter { !existing.contains($0.name.rawValue) }
        _ = try await refusing { try await catalog.add(fresh.map(WritePolicy.write), author: author) }
        return SeedReport(added: fresh.count, kept: specs.count - fresh.count)
    }

    /// Writes one byte-stable YAML file per spec into a directory (see `DirectorySync`).
    public func dump(to directory: String, force: Bool = false) async throws(ServiceError) -> DumpReport {
        try await refusing { try await DirectorySync.dump(catalog, to: directory, force: force) }
    }

    /// Applies a directory of spec files to the catalog, all or nothing (see `DirectorySync`).
    public func load(from directory: String, prune: Bool = false, force: Bool = false, author: String) async throws(ServiceError) -> LoadReport {
        try await refusing { try await DirectorySync.load(catalog, from: directory, prune: prune, force: force, author: author) }
    }
}
