import CatalogStore
import Foundation
import SpecModel

/// The hidden file `.herocat-dump` of a directory that `dump` and `load` exchange specs
/// with, committed with the files: the directory's id, so that every clone is the same
/// directory to every catalog, and for each catalog that dumped to it how many times it did
/// (`SyncExchange`), so that a clone behind a catalog's dump is told from one that is up to
/// date. Each catalog keeps its own record of what it last exchanged with
/// the directory (`SyncBase`), by the id.
///
/// git merges the file by union (the directory's `.gitattributes` says so; herocat adds the
/// line), so two catalogs' dumps never conflict: the lines of both sides are kept and
/// read as each catalog's newest serial. A file left with git's conflict markers is read
/// the same way, and either is written clean by the next load or dump. A
/// `.herocat-dump` written by an older herocat (one line per file, no id) is read as a
/// directory without an id: it gets one, and the next load or dump rewrites the file.
public struct SyncDirectory: Equatable, Sendable {
    public static let fileName = ".herocat-dump"
    static let header = "# herocat: this directory's id, the same in every clone, and how many times each catalog dumped to it. Commit this file with the spec files."
    static let idKey = "directory", exchangeKey = "dumped"

    /// The directory's id (a new one when it had none: `isNew`).
    var id: String
    /// By catalog token: how many of that catalog's dumps the directory holds.
    var exchanges: [String: Int] = [:]
    /// The directory had no id: nothing in any catalog is recorded by this one yet.
    var isNew = false
    /// The file on disk is not this one (a new id, a dump recorded, or a file git left
    /// half-merged): the next load or dump writes it.
    var needsWriting = false

    /// The directory's `.herocat-dump` as read; a new id when there is none.
    static func read(in directory: URL) throws(ServiceError) -> SyncDirectory {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return SyncDirectory(id: newID(), isNew: true, needsWriting: true) }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw ServiceError(.unreadableDirectoryID(path: url.path))
        }
        var id: String?
        var read = SyncDirectory(id: "", needsWriting: TransitionSpec.mergeConflictMarker(in: text) != nil)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: " ").map(String.init)
            switch fields.first {
            case idKey:
                guard fields.count == 2, UUID(uuidString: fields[1]) != nil else { throw ServiceError(.malformedDirectoryID(path: url.path, line: index + 1)) }
                // Two ids only where git merged two first dumps: the smaller, whichever side it came from.
                id = min(id ?? fields[1], fields[1])
            case exchangeKey:
                guard fields.count == 3, UUID(uuidString: fields[1]) != nil, let serial = Int(fields[2]), (0...SyncExchange.maxSerial).contains(serial) else {
                    throw ServiceError(.malformedDirectoryID(path: url.path, line: index + 1))
                }
                read.exchanges[fields[1]] = max(read.exchanges[fields[1]] ?? 0, serial)
            default:
                continue   // comments, blank lines, conflict markers, an older herocat's file lines
            }
        }
        // An older herocat's file (one line per file, no id): the directory gets one.
        read.id = id ?? newID()
        read.isNew = id == nil
        read.needsWriting = read.needsWriting || read.isNew
        return read
    }

    static func newID() -> String { UUID().uuidString }

    /// Writes the file (temporary file, then rename): the id, then each catalog's dumps.
    func write(in directory: URL) throws(ServiceError) {
        let url = directory.appendingPathComponent(Self.fileName)
        var text = "\(Self.header)\n\(Self.idKey) \(id)\n"
        for (token, serial) in exchanges.sorted(by: { $0.key < $1.key }) { text += "\(Self.exchangeKey) \(token) \(serial)\n" }
        try Self.writeAtomically(text, to: url)
        try Self.ensureUnionMerge(in: directory)
    }

    static let gitAttributes = ".gitattributes", unionMerge = "\(fileName) merge=union"

    /// The directory's `.gitattributes` has git merge `.herocat-dump` by union (a line added
    /// to the user's own file, if there is one).
    static func ensureUnionMerge(in directory: URL) throws(ServiceError) {
        let url = directory.appendingPathComponent(gitAttributes)
        let existing = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard !existing.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == unionMerge }) else { return }
        try writeAtomically(existing + (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n") + unionMerge + "\n", to: url)
    }

    static func writeAtomically(_ text: String, to url: URL) throws(ServiceError) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw ServiceError(.cannotWrite(path: url.path, reason: error.localizedDescription))
        }
    }

    /// Refuses a directory that does not hold the last dump (`known`) of the catalog
    /// (nothing done) unless `force`: a clone behind the catalog, whose files would read as
    /// edits undoing a colleague's work, and whose missing files as deletions.
    func checkNotBehind(_ known: SyncExchange?, shownPath: String, force: Bool) throws(ServiceError) {
        guard let known, !force else { return }
        let seen = exchanges[known.token] ?? 0
        if known.serial > seen { throw ServiceError(.directoryBehind(path: shownPath, seen: seen, exchanged: known.serial)) }
    }

    /// A dump by a catalog whose last exchange was `known`: the serial after both the
    /// catalog's and the directory's.
    func nextExchange(after known: SyncExchange?) -> SyncExchange {
        let token = known?.token ?? Self.newID()
        return SyncExchange(token: token, serial: min(max(exchanges[token] ?? 0, known?.serial ?? 0) + 1, SyncExchange.maxSerial))
    }

    /// The file as it is after the dump `exchange`.
    func recording(_ exchange: SyncExchange) -> SyncDirectory {
        var next = self
        next.exchanges[exchange.token] = exchange.serial
        next.needsWriting = true
        return next
    }

    /// The SHA-256 of a spec's canonical YAML: what a base records, and the bytes `dump` writes.
    static func digest(_ bytes: [UInt8]) -> String { SHA256.hex(bytes) }

    /// A spec's canonical YAML (what `dump` writes and a revision keeps) and its digest.
    static func canonical(_ spec: TransitionSpec) -> (yaml: String, digest: String) {
        let yaml = spec.document.yaml
        return (yaml, digest(Array(yaml.utf8)))
    }
}
