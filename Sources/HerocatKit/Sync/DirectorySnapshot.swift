import CatalogStore
import Foundation
import SpecModel

/// One spec file of an exchanged directory: the spec it holds and the digest of that
/// spec's canonical YAML. A file whose bytes are those last exchanged is known without
/// parsing it; any other file is parsed (`located`), so an edit that only reformats a
/// file is no change.
struct SyncFile {
    /// The file's name in the directory, and its path as problems show it.
    let file: String
    let path: String
    let name: String
    let digest: String
    let located: LocatedSpec?
    /// The parsed spec's canonical YAML (what `digest` is of), kept for its revision.
    var canonicalYAML: String?
}

/// One spec file of a directory as read: its bytes (or why they cannot be read; nil when a
/// client sent its digest alone), and the digest of its bytes (empty when not hashed).
struct ReadFile: Sendable {
    let file: String
    let bytes: Result<[UInt8], SpecError>?
    let digest: String

    var isUnreadable: Bool {
        if case .some(.failure) = bytes { return true }
        return false
    }
}

/// The spec files of a directory, by the name of the spec each holds.
struct DirectorySnapshot {
    var files: [String: SyncFile] = [:]
    /// Files that cannot be read as specs, two files naming one spec, conflict markers.
    var problems: [Problem] = []
    /// Files that cannot be read as specs (`dump` must not write over them), by the name they would have.
    var unreadable: [String: SyncFile] = [:]
    var fileCount = 0

    /// Reads every spec file of the directory at `folder` (as the user named it, which is
    /// how problems name its files), bytes and digests on all cores; parses only the files
    /// that differ from what was last exchanged (`bases`).
    static func read(_ folder: String, bases: [String: SyncBase]) throws(ServiceError) -> DirectorySnapshot {
        try assemble(folder, gather(folder, baseDigests: bases.mapValues(\.digest)), bases: bases)
    }

    /// The directory's spec files as read, on all cores: bytes, and the digest of those
    /// bytes for a file with a base to match (`baseDigests`, by spec name).
    static func gather(_ folder: String, baseDigests: [String: String]) throws(ServiceError) -> [ReadFile] {
        let names = try DirectorySync.specFiles(in: URL(fileURLWithPath: folder))
        let progress = OperationProgress.current
        progress?.begin("reading", total: names.count, unit: "files")
        return parallelMap(names) { file -> ReadFile in
            defer { progress?.advance() }
            let bytes = Result { () throws(SpecError) in try SpecInput.read((folder as NSString).appendingPathComponent(file)) }
            // Only a file with a base to match is worth hashing as it is; the rest are parsed.
            let hashed = baseDigests[(file as NSString).deletingPathExtension] != nil
            return ReadFile(file: file, bytes: bytes, digest: hashed ? SyncDirectory.digest((try? bytes.get()) ?? []) : "")
        }
    }

    /// The snapshot of files read (here, or by a client that sent them): a file as last
    /// exchanged (`bases`) is known by its digest; every other one is parsed, on all cores.
    /// A file sent by its digest alone that no longer matches its base cannot be judged: the
    /// base moved since the client asked for it (`conflict`, nothing done).
    static func assemble(_ folder: String, _ read: [ReadFile], bases: [String: SyncBase]) throws(ServiceError) -> DirectorySnapshot {
        @Sendable func path(_ file: String) -> String { (folder as NSString).appendingPathComponent(file) }
        var snapshot = DirectorySnapshot(fileCount: read.count)
        var toParse: [(file: String, bytes: Result<[UInt8], SpecError>, digest: String)] = []
        for item in read {
            let stem = (item.file as NSString).deletingPathExtension
            // As exchanged: dump wrote these bytes for that spec, and nobody changed them.
            if !item.isUnreadable, (item.file as NSString).pathExtension == "yaml", bases[stem]?.digest == item.digest {
                snapshot.add(SyncFile(file: item.file, path: path(item.file), name: stem, digest: item.digest, located: nil))
            } else if let bytes = item.bytes {
                toParse.append((item.file, bytes, item.digest))
            } else {
                throw ServiceError(.syncBaseMoved(path: path(item.file)))
            }
        }
        OperationProgress.current?.begin("checking", total: toParse.count, unit: "files", counted: false)
        let parsed = parallelMap(toParse) { item -> Result<(LocatedSpec, yaml: String, digest: String), SpecError> in
            Result { () throws(SpecError) -> (LocatedSpec, yaml: String, digest: String) in
                let located = try TransitionSpec.parseLocated(bytes: try item.bytes.get(), file: path(item.file))
                let (yaml, digest) = SyncDirectory.canonical(located.spec)
                return ((located.spec, located.sourceMap), yaml, digest)
            }
        }
        for (item, outcome) in zip(toParse, parsed) {
            let shown = path(item.file)
            switch outcome {
            case .success(let (located, yaml, digest)):
                snapshot.add(SyncFile(file: item.file, path: shown, name: located.spec.name.rawValue, digest: digest, located: located, canonicalYAML: yaml))
            case .failure(let error):
                snapshot.problems.append(.invalidSpec(error))
                let stem = (item.file as NSString).deletingPathExtension
                snapshot.unreadable[stem] = SyncFile(file: item.file, path: shown, name: stem, digest: item.digest, located: nil)
            }
        }
        return snapshot
    }

    private mutating func add(_ file: SyncFile) {
        if let earlier = files[file.name] {
            // Sorted names: the earlier file is named first, whichever was read first.
            let (first, second) = earlier.file < file.file ? (earlier, file) : (file, earlier)
            problems.append(.duplicateName(path: second.path, name: file.name, earlierPath: first.path))
            files[file.name] = first
            return
        }
        files[file.name] = file
    }
}
