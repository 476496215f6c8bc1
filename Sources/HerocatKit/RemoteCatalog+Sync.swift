import CatalogStore
import Foundation
import SpecModel

/// `load` and `dump` with `--remote`: the directory is read and written here (its id,
/// the files, each written by temporary file and rename, the id before the files), the
/// server decides with the same rules as a local catalog and keeps the directory's bases.
/// Nothing local is touched before the server has answered.
extension RemoteCatalog: DirectoryExchange {
    public func load(from path: String, prune: Bool, force: Bool, author: String) async throws(ServiceError) -> LoadReport {
        let directory = try DirectorySync.existingDirectory(path)
        let file = try SyncDirectory.read(in: directory)
        let files = try await directoryFiles(path, file, force: force)
        let query = [URLQueryItem(name: "prune", value: String(prune)), URLQueryItem(name: "force", value: String(force))]
        let reply = try await send("POST", "api/sync/\(file.id)/load", query: query, body: SyncWire.encode(files), headers: Self.jsonBody, rebuilding: true)
        var report = try decode(SyncWire.Loaded.self, reply).report
        if file.needsWriting, let note = DirectorySync.record(file, in: directory) { report.notes.append(note) }
        return report
    }

    public func dump(to path: String, force: Bool) async throws(ServiceError) -> DumpReport {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        let directory = URL(fileURLWithPath: path)
        var file = try SyncDirectory.read(in: directory)   // a directory not there yet: a new id
        var files = SyncWire.Files(folder: path, files: [], exchanges: file.exchanges)
        if exists { files = try await directoryFiles(path, file, force: force) }
        let query = [URLQueryItem(name: "force", value: String(force))]
        let reply = try await send("POST", "api/sync/\(file.id)/dump", query: query, body: SyncWire.encode(files), headers: Self.jsonBody, rebuilding: true)
        let plan = try decode(SyncWire.Dump.self, reply)
        // Only the directory's own spec files: a server cannot have a file written elsewhere.
        let writes = try plan.writes.map { (write: SyncWire.Write) throws(ServiceError) in (file: try SyncWire.fileName(write.file), bytes: Data(write.yaml.utf8)) }
        let deletions = try plan.deletions.map { (file: String) throws(ServiceError) in try SyncWire.fileName(file) }
        if let exchange = plan.exchange { file = file.recording(try SyncWire.exchange(exchange)) }

        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ServiceError(.cannotCreate(path: path, reason: error.localizedDescription))
        }
        if file.needsWriting { try file.write(in: directory) }
        try DirectorySync.write(writes, deleting: deletions, in: directory)
        if !plan.bases.isEmpty || plan.exchange != nil {
            do {
                let recording = SyncWire.Recording(bases: plan.bases, exchange: plan.exchange)
                _ = try await send("POST", "api/sync/\(file.id)/bases", body: SyncWire.encode(recording), headers: Self.jsonBody)
            } catch {
                // The files are written; unrecorded, they read as in step with the catalog next time.
                throw unusable("the files are written, but the server did not record them (\(ServiceError.from(error).lines.joined(separator: "; "))); the next load or dump records them")
            }
        }
        return plan.report
    }

    static let jsonBody = ["Content-Type": "application/json"]

    /// The directory's spec files as the server takes them: those as last exchanged (the
    /// server's bases of the directory, when it has an id) by digest, the rest by content,
    /// with the exchanges its `.herocat-dump` shows. A directory behind the server's catalog
    /// is refused here, before anything is sent (the server checks again).
    func directoryFiles(_ path: String, _ file: SyncDirectory, force: Bool) async throws(ServiceError) -> SyncWire.Files {
        var digests: [String: String] = [:]
        if !file.isNew {
            let known = try decode(SyncWire.Bases.self, try await send("GET", "api/sync/\(file.id)"))
            digests = known.bases
            try file.checkNotBehind(try known.exchange.map(SyncWire.exchange), shownPath: path, force: force)
        }
        return SyncWire.Files(folder: path, read: try DirectorySnapshot.gather(path, baseDigests: digests), baseDigests: digests, exchanges: file.exchanges)
    }

    func decode<T: Decodable>(_ type: T.Type, _ reply: HTTPTransport.Reply) throws(ServiceError) -> T {
        guard let value = try? JSONDecoder().decode(type, from: reply.body) else { throw unusable("the server sent a body that is not the JSON expected") }
        return value
    }
}

extension RemoteCatalog {
    /// A load's or a dump's refusal as the server words it: each problem a line of its
    /// own kind, the conflicts rebuilt from their facts so the CLI adds its remedies.
    static func served(_ document: [String: Any]) -> ServiceError? {
        guard let code = document["code"] as? String, let kind = ServiceError.Kind(rawValue: code),
              [.invalidInput, .errorFindings, .conflict].contains(kind), var lines = document["errors"] as? [String] else { return nil }
        let closing = document["closing"] as? String
        if let closing, lines.last == closing { lines.removeLast() }
        let conflicts = (document["conflicts"] as? [[String: Any]] ?? []).compactMap(conflict)
        let problems = lines.map { line -> Problem in
            if let known = conflicts.first(where: { $0.lines == [line] }) { return known }
            if let count = Int(line.prefix { $0.isNumber }), Problem.specsWithErrorFindings(count: count).lines == [line] { return .specsWithErrorFindings(count: count) }
            return .served(kind: kind, line: line)
        }
        return problems.isEmpty ? nil : ServiceError(problems, closing: closing)
    }

    /// A conflict of the error document's `conflicts` (`Documents.conflict`).
    static func conflict(_ fields: [String: Any]) -> Problem? {
        guard let name = fields["name"] as? String, let revision = fields["revision"] as? Int, let exists = fields["exists"] as? Bool,
              let author = fields["author"] as? String, let time = fields["time"] as? String else { return nil }
        let now = RevisionState(revision: revision, exists: exists, author: author, time: time)
        switch fields["kind"] as? String {
        case "changedOnBothSides":
            guard let file = fields["file"] as? String else { return nil }
            return .changedOnBothSides(name: name, file: file, base: fields["base"] as? Int, now: now, forcedSide: fields["forcedSide"] as? String == "file" ? .file : .catalog)
        case "keptFromPruning":
            guard let base = fields["base"] as? Int else { return nil }
            return .keptFromPruning(name: name, base: base, now: now)
        case "behindCatalog":
            guard let file = fields["file"] as? String, let revision = fields["base"] as? Int else { return nil }
            return .behindCatalog(name: name, file: file, revision: revision, now: now)
        default: return nil
        }
    }
}
