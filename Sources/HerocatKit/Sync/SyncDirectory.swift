import Foundation
import SpecModel

/// The hidden file `.herocat-dump` of a directory that `dump` and `load` exchange specs
/// with: the directory's id, committed with the files, so that every clone is the same
/// directory to every catalog. Each catalog keeps its own record of what it last
/// exchanged with the directory (`SyncBase`), by this id.
///
/// A `.herocat-dump` written by an older herocat (one line per file, no id) is read as
/// a directory without an id: it gets one, and the next load or dump rewrites the file.
public enum SyncDirectory {
    public static let fileName = ".herocat-dump"
    static let header = "# herocat: this directory's id, the same in every clone. Commit this file with the spec files."
    static let idKey = "directory"

    /// The directory's id, or nil when it has none yet.
    static func id(in directory: URL) throws(ServiceError) -> String? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw ServiceError(.unreadableDirectoryID(path: url.path))
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.hasPrefix(idKey + " ") {
            let id = line.dropFirst(idKey.count + 1)
            guard UUID(uuidString: String(id)) != nil else { throw ServiceError(.malformedDirectoryID(path: url.path, line: index + 1)) }
            return String(id)
        }
        return nil
    }

    static func newID() -> String { UUID().uuidString }

    /// Writes the id file (temporary file, then rename).
    static func write(id: String, in directory: URL) throws(ServiceError) {
        let url = directory.appendingPathComponent(fileName)
        do {
            try Data("\(header)\n\(idKey) \(id)\n".utf8).write(to: url, options: .atomic)
        } catch {
            throw ServiceError(.cannotWrite(path: url.path, reason: error.localizedDescription))
        }
    }

    /// The SHA-256 of a spec's canonical YAML: what a base records, and the bytes `dump` writes.
    static func digest(_ bytes: [UInt8]) -> String { SHA256.hex(bytes) }

    /// A spec's canonical YAML (what `dump` writes and a revision keeps) and its digest.
    static func canonical(_ spec: TransitionSpec) -> (yaml: String, digest: String) {
        let yaml = spec.document.yaml
        return (yaml, digest(Array(yaml.utf8)))
    }
}
