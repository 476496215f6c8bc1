import Foundation
import SpecModel

/// The hidden file `.herocat-dump` beside the files of a dumped directory: for each file,
/// the spec it holds, the catalog revision it was last dumped or loaded at, and the
/// SHA-256 of its bytes then. With it, `load` tells a file edited on disk from one the
/// catalog moved past, and `dump` never overwrites an edit not yet loaded.
///
/// One line a file, sorted by file name, so the manifest is byte-stable and diffs well:
/// `music.mini-player.yaml music.mini-player 3 9f86d081…`
public struct DumpManifest: Equatable, Sendable {
    public static let fileName = ".herocat-dump"
    static let header = "# herocat dump manifest: file, spec, revision dumped or loaded at, SHA-256 of the file then. Commit it with the files."

    public struct Entry: Equatable, Sendable {
        public var spec: String
        public var revision: Int
        public var digest: String
    }

    /// By file name (`music.mini-player.yaml`).
    public var entries: [String: Entry] = [:]

    public init() {}

    /// The entry whose spec is `name`, with its file name.
    func entry(forSpec name: String) -> (file: String, entry: Entry)? {
        entries.first { $0.value.spec == name }.map { ($0.key, $0.value) }
    }

    /// The manifest of `directory`, or nil when it has none (files written by hand).
    static func read(in directory: URL) throws(ServiceError) -> DumpManifest? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw ServiceError(.unreadableManifest(path: url.path))
        }
        var manifest = DumpManifest()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            guard fields.count == 4, let revision = Int(fields[2]), revision > 0, fields[3].count == 64 else {
                throw ServiceError(.malformedManifest(path: url.path, line: index + 1))
            }
            manifest.entries[String(fields[0])] = Entry(spec: String(fields[1]), revision: revision, digest: String(fields[3]))
        }
        return manifest
    }

    var text: String {
        ([Self.header] + entries.keys.sorted().map { file in
            let entry = entries[file]!
            return "\(file) \(entry.spec) \(entry.revision) \(entry.digest)"
        }).joined(separator: "\n") + "\n"
    }

    func write(in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
    }

    static func digest(_ bytes: [UInt8]) -> String { SHA256.hex(bytes) }
}
