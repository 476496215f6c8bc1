import CatalogStore
import Foundation
import SpecModel

/// The JSON of `load` and `dump` against a server (`/api/sync/{directory}`): the client
/// reads and writes the directory, the server decides, with the same plans as a local
/// catalog, and keeps what its catalog last exchanged with the directory (its bases).
public enum SyncWire {
    /// `GET /api/sync/{directory}`: the digest of each spec as last exchanged, by name.
    public struct Bases: Codable, Sendable {
        public var bases: [String: String]
        /// The catalog's last exchange with the directory; absent before the first.
        public var exchange: Exchange?
    }

    /// An exchange of the catalog with the directory (`SyncExchange`): the token of the
    /// catalog's line in `.herocat-dump`, and the serial the directory is to show.
    public struct Exchange: Codable, Sendable, Equatable {
        public var token: String
        public var serial: Int
    }

    /// A load's or a dump's view of the directory: its path as the user named it (problems
    /// name files by it), and each spec file, by its digest alone when it is as last
    /// exchanged, else by its bytes, or why they cannot be read.
    public struct Files: Codable, Sendable {
        public var folder: String
        public var files: [File]
        /// The exchanges the directory's `.herocat-dump` shows, by catalog token.
        public var exchanges: [String: Int]?
    }

    public struct File: Codable, Sendable {
        public var file: String
        public var digest: String?
        /// The file's bytes (base64 in JSON).
        public var content: Data?
        public var unreadable: String?
    }

    /// What a load did (`LoadReport`).
    public struct Loaded: Codable, Sendable {
        public var files, added, changed, unchanged, removed, asExchanged: Int
        public var notes: [Note]
    }

    /// A forced load's note: the file's version taken over a catalog revision, or a spec kept from pruning.
    public struct Note: Codable, Sendable {
        public var kind: String
        public var name: String
        public var revision: Int
        public var exists: Bool
        public var author: String
        public var time: String
    }

    /// What a dump is to do: files to write (canonical YAML), files to delete, what to
    /// report, and the bases to record once the files are written (`Recording`).
    public struct Dump: Codable, Sendable {
        public var written, unchanged, removed: Int
        public var notLoaded, deletedFiles, strays: [String]
        public var writes: [Write]
        public var deletions: [String]
        public var bases: [Base]
        /// The exchange the dump is, when it records bases: written to `.herocat-dump` before
        /// the files, and sent back with them (`Recording`).
        public var exchange: Exchange?
    }

    public struct Write: Codable, Sendable {
        public var file: String
        public var yaml: String
    }

    /// A base to record: the digest the directory and the catalog share for `name`, at the
    /// catalog revision the dump saw; no digest: the base is gone.
    public struct Base: Codable, Sendable {
        public var name: String
        public var digest: String?
        public var revision: Int?
    }

    /// `POST /api/sync/{directory}/bases`: a dump's bases, sent once its files are written.
    public struct Recording: Codable, Sendable {
        public var bases: [Base]
        public var exchange: Exchange?
    }

    /// How many of those bases the server recorded (one whose spec moved since is not).
    public struct Recorded: Codable, Sendable {
        public var recorded: Int
    }

    public static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every wire type encodes: strings, numbers, data and lists of them.
        return Array((try? encoder.encode(value)) ?? Data())
    }

    public static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8]) throws(ServiceError) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch {
            throw ServiceError(.badParameter("the body is not the JSON this route takes: \(error)"))
        }
    }

    /// A directory id as `.herocat-dump` holds it (a UUID), else a refusal.
    public static func directoryID(_ text: String) throws(ServiceError) -> String {
        guard UUID(uuidString: text) != nil else { throw ServiceError(.badParameter("a directory id is a UUID, as .herocat-dump holds it, got '\(text)'")) }
        return text
    }

    /// A file name a load or dump may read or write: a visible spec file in the directory itself.
    static func fileName(_ name: String) throws(ServiceError) -> String {
        guard !name.hasPrefix("."), !name.contains("/"), !name.contains("\\"), !name.contains("\0"),
              DirectorySync.extensions.contains((name as NSString).pathExtension)
        else { throw ServiceError(.badParameter("'\(name)' is not a spec file name of the directory (a visible .yaml, .yml or .json file in it)")) }
        return name
    }

    /// The largest serial a client may send (the API document states it).
    public static let maxSerial = SyncExchange.maxSerial

    /// An exchange a client sent back: a token as `.herocat-dump` holds it, a serial of 1 or more.
    static func exchange(_ exchange: Exchange) throws(ServiceError) -> SyncExchange {
        guard UUID(uuidString: exchange.token) != nil, (1...SyncExchange.maxSerial).contains(exchange.serial) else {
            throw ServiceError(.badParameter("an exchange is a token (a UUID) and a serial from 1 to \(SyncExchange.maxSerial), got '\(exchange.token)' \(exchange.serial)"))
        }
        return SyncExchange(token: exchange.token, serial: exchange.serial)
    }

    /// The directory's `.herocat-dump` as a client sent it: each catalog's exchange, checked.
    static func directory(_ id: String, _ exchanges: [String: Int]?) throws(ServiceError) -> SyncDirectory {
        for (token, serial) in exchanges ?? [:] where UUID(uuidString: token) == nil || !(0...SyncExchange.maxSerial).contains(serial) {
            throw ServiceError(.badParameter("an exchange is a catalog's token (a UUID) and a serial from 0 to \(SyncExchange.maxSerial), as .herocat-dump holds it, got '\(token)' \(serial)"))
        }
        return SyncDirectory(id: id, exchanges: exchanges ?? [:])
    }

    static func digest(_ text: String) throws(ServiceError) -> String {
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw ServiceError(.badParameter("a digest is 64 lowercase hexadecimal digits (SHA-256), got '\(text)'"))
        }
        return text
    }
}

/// A field that is absent is nil; one that is present must hold a value of its type (a
/// null is refused, as the API's schema refuses it).
extension KeyedDecodingContainer {
    func decodeIfGiven<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        contains(key) ? try decode(type, forKey: key) : nil
    }
}

extension SyncWire.File {
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try fields.decode(String.self, forKey: .file), digest: try fields.decodeIfGiven(String.self, forKey: .digest),
                  content: try fields.decodeIfGiven(Data.self, forKey: .content), unreadable: try fields.decodeIfGiven(String.self, forKey: .unreadable))
    }
}

extension SyncWire.Exchange {
    init(_ exchange: SyncExchange) { self.init(token: exchange.token, serial: exchange.serial) }
}

extension SyncWire.Files {
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(folder: try fields.decode(String.self, forKey: .folder), files: try fields.decode([SyncWire.File].self, forKey: .files),
                  exchanges: try fields.decodeIfGiven([String: Int].self, forKey: .exchanges))
    }
}

extension SyncWire.Recording {
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(bases: try fields.decode([SyncWire.Base].self, forKey: .bases), exchange: try fields.decodeIfGiven(SyncWire.Exchange.self, forKey: .exchange))
    }
}

extension SyncWire.Base {
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try fields.decode(String.self, forKey: .name), digest: try fields.decodeIfGiven(String.self, forKey: .digest),
                  revision: try fields.decodeIfGiven(Int.self, forKey: .revision))
    }
}

extension SyncWire.Files {
    /// The files as the client read them (`DirectorySnapshot.gather`): as exchanged by
    /// digest alone (`baseDigests`), the others by their bytes.
    init(folder: String, read: [ReadFile], baseDigests: [String: String], exchanges: [String: Int]) {
        self.folder = folder
        self.exchanges = exchanges
        files = read.map { item in
            switch item.bytes {
            case .some(.failure(let error)):
                return SyncWire.File(file: item.file, unreadable: error.issues.first?.message ?? "cannot read the file")
            case .some(.success(let bytes)):
                let stem = (item.file as NSString).deletingPathExtension
                if (item.file as NSString).pathExtension == "yaml", baseDigests[stem] == item.digest {
                    return SyncWire.File(file: item.file, digest: item.digest)
                }
                return SyncWire.File(file: item.file, content: Data(bytes))
            case .none:
                return SyncWire.File(file: item.file, digest: item.digest)
            }
        }
    }

    /// The files as the server takes them, checked; a file with content is hashed when it
    /// has a base to match, as a local read hashes it.
    func read(bases: [String: SyncBase]) throws(ServiceError) -> [ReadFile] {
        var seen = Set<String>()
        return try files.map { (file: SyncWire.File) throws(ServiceError) -> ReadFile in
            let name = try SyncWire.fileName(file.file)
            guard seen.insert(name).inserted else { throw ServiceError(.badParameter("the file '\(name)' is listed twice")) }
            switch (file.digest, file.content, file.unreadable) {
            case (let digest?, nil, nil):
                return ReadFile(file: name, bytes: nil, digest: try SyncWire.digest(digest))
            case (nil, let content?, nil):
                let bytes = Array(content)
                let hashed = bases[(name as NSString).deletingPathExtension] != nil
                return ReadFile(file: name, bytes: .success(bytes), digest: hashed ? SyncDirectory.digest(bytes) : "")
            case (nil, nil, let reason?):
                let path = (folder as NSString).appendingPathComponent(name)
                return ReadFile(file: name, bytes: .failure(SpecError(file: path, issues: [SpecIssue(path: "", message: reason)])), digest: "")
            default:
                throw ServiceError(.badParameter("the file '\(name)' needs one of digest, content and unreadable"))
            }
        }
    }
}

extension SyncWire.Loaded {
    init(_ report: LoadReport) {
        let summary = report.summary
        self.init(files: report.files, added: summary.added, changed: summary.changed, unchanged: summary.unchanged, removed: summary.removed,
                  asExchanged: report.asExchanged, notes: report.notes.compactMap { SyncWire.Note($0) })
    }

    var report: LoadReport {
        var report = LoadReport(files: files, asExchanged: asExchanged, notes: notes.compactMap(\.loadNote))
        report.summary.added = added
        report.summary.changed = changed
        report.summary.unchanged = unchanged
        report.summary.removed = removed
        return report
    }
}

extension SyncWire.Note {
    static let tookFileVersion = "tookFileVersion", keptFromPruning = "keptFromPruning"

    init?(_ note: LoadNote) {
        switch note {
        case let .tookFileVersion(name, state): self.init(kind: Self.tookFileVersion, name: name, state)
        case let .keptFromPruning(name, state): self.init(kind: Self.keptFromPruning, name: name, state)
        case .unrecordedDirectory: return nil   // the client's own note
        }
    }

    private init(kind: String, name: String, _ state: RevisionState) {
        self.init(kind: kind, name: name, revision: state.revision, exists: state.exists, author: state.author, time: state.time)
    }

    var state: RevisionState { RevisionState(revision: revision, exists: exists, author: author, time: time) }

    var loadNote: LoadNote? {
        switch kind {
        case Self.tookFileVersion: return .tookFileVersion(name: name, over: state)
        case Self.keptFromPruning: return .keptFromPruning(name: name, now: state)
        default: return nil
        }
    }
}

extension SyncWire.Dump {
    init(_ plan: DumpPlan, exchange: SyncExchange?) {
        let report = plan.report
        self.init(
            written: report.written, unchanged: report.unchanged, removed: report.removed,
            notLoaded: report.notLoaded, deletedFiles: report.deletedFiles, strays: report.strays,
            writes: plan.writes.map { SyncWire.Write(file: $0.file, yaml: String(decoding: $0.bytes, as: UTF8.self)) },
            deletions: plan.deletions,
            bases: plan.update.changes.sorted { $0.key < $1.key }.map { name, digest in
                SyncWire.Base(name: name, digest: digest, revision: digest == nil ? nil : plan.states[name]?.revision)
            },
            exchange: plan.update.isEmpty ? nil : exchange.map(SyncWire.Exchange.init)
        )
    }

    var report: DumpReport {
        var report = DumpReport()
        report.written = written
        report.unchanged = unchanged
        report.removed = removed
        report.notLoaded = notLoaded
        report.deletedFiles = deletedFiles
        report.strays = strays
        return report
    }
}
