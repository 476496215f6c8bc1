import CatalogStore
import Foundation
import SpecModel

/// What `dump` did.
public struct DumpReport: Equatable, Sendable {
    public var written = 0
    public var unchanged = 0
    /// Spec files in the directory whose spec is not in the catalog; kept.
    public var strays: [String] = []

    public init() {}
}

extension DirectorySync {
    /// Writes one canonical YAML file per catalog spec (`NAME.yaml`, only where the bytes
    /// change) and records each file's revision in the manifest. Refuses, writing nothing,
    /// when a file it would overwrite was edited since the last dump or load (or has no
    /// dump behind it), unless `force`.
    static func dump(_ catalog: Catalog, to path: String, force: Bool) async throws -> DumpReport {
        let directory = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ServiceError(.cannotCreate(path: path, reason: error.localizedDescription))
        }
        let old = try DumpManifest.read(in: directory)
        let states = try await catalog.revisionStates()
        var manifest = DumpManifest()
        var pending: [(file: URL, bytes: Data)] = []
        var report = DumpReport()
        var problems = ProblemList()
        let progress = OperationProgress.current
        progress?.begin("dumping", total: states.values.filter(\.exists).count, unit: "specs")
        for spec in try await catalog.allSpecs() {
            defer { progress?.advance() }
            let name = spec.name.rawValue
            let fileName = "\(name).yaml"
            let file = directory.appendingPathComponent(fileName)
            let shown = (path as NSString).appendingPathComponent(fileName)
            let bytes = Data(spec.document.yaml.utf8)
            manifest.entries[fileName] = .init(spec: name, revision: states[name]?.revision ?? 1, digest: DumpManifest.digest(Array(bytes)))
            guard let onDisk = FileManager.default.contents(atPath: file.path) else {
                pending.append((file, bytes))
                continue
            }
            if onDisk == bytes {
                report.unchanged += 1
                continue
            }
            let recorded = old?.entries[fileName]
            if !force, recorded?.digest != DumpManifest.digest(Array(onDisk)) {
                problems.add(recorded.map { .editedSinceDump(file: shown, name: name, revision: $0.revision, directory: path) }
                    ?? .unrecordedFile(file: shown, name: name))
                continue
            }
            pending.append((file, bytes))
        }
        try problems.throwIfAny(closing: "nothing was written")

        for (file, bytes) in pending {
            do {
                try bytes.write(to: file, options: .atomic)
            } catch {
                throw ServiceError(.cannotWrite(path: file.path, reason: error.localizedDescription))
            }
        }
        report.written = pending.count
        report.strays = try specFiles(in: directory).filter { manifest.entries[$0] == nil }
        // A stray's record stays: it tells a later load the catalog removed that spec.
        for stray in report.strays { manifest.entries[stray] = old?.entries[stray] }
        do {
            try manifest.write(in: directory)
        } catch {
            throw ServiceError(.cannotWrite(path: directory.appendingPathComponent(DumpManifest.fileName).path, reason: error.localizedDescription))
        }
        return report
    }
}

/// Dump and load of a directory of spec files, without losing anyone's work: the
/// planning and conflict detection behind the service's `dump` and `load`.
enum DirectorySync {
    /// The extensions `load` reads.
    public static let extensions = ["yaml", "yml", "json"]

    /// The spec files of a directory, sorted: visible regular files with a spec
    /// extension. Hidden files (`.swiftlint.yml`, `.DS_Store`, the manifest) are ignored.
    static func specFiles(in directory: URL) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ServiceError(.cannotList(path: directory.path, reason: error.localizedDescription))
        }
        // Paths joined as strings: a URL built per file costs more than the stat it is for.
        let base = directory.path as NSString
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension)
                && FileManager.default.fileExists(atPath: base.appendingPathComponent(name), isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}
