import CatalogStore
import CatalogSync
import Foundation
import SpecModel

/// `load` of a generated directory: the input, split at NUL bytes, becomes up to eight
/// spec files (`.json` when one starts with `{`, else `.yaml`); they are read back from
/// disk, parsed, graded and applied by `load --prune` to one catalog that lives as long as
/// the process, so successive inputs add, replace and remove specs.
enum LoadEntry {
    static let maximumFiles = 8
    nonisolated(unsafe) static var workspace: (directory: URL, catalog: Catalog)?

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        do {
            let (directory, catalog) = try prepared()
            _ = try write(bytes.split(separator: 0, maxSplits: maximumFiles - 1, omittingEmptySubsequences: false), to: directory)
            // The same call `herocat load --prune` makes: read, parse, grade, plan, apply.
            _ = try DirectorySync.load(catalog, from: directory.path, prune: true, force: false, author: "fuzz")
            return .accepted
        } catch {
            return .refusing(error)
        }
    }

    private static func prepared() throws -> (URL, Catalog) {
        if let workspace { return workspace }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-fuzz-load-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let catalog = try Catalog.create(at: directory.appendingPathComponent("catalog.sqlite").path).catalog
        workspace = (directory.appendingPathComponent("specs"), catalog)
        return workspace!
    }

    /// Replaces the directory's files with `parts`, returning them in the order `load` reads them.
    private static func write(_ parts: [ArraySlice<UInt8>], to directory: URL) throws -> [URL] {
        for old in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil) {
            try FileManager.default.removeItem(at: old)
        }
        var files: [URL] = []
        for (index, part) in parts.enumerated() {
            let isJSON = part.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) == UInt8(ascii: "{")
            let file = directory.appendingPathComponent("spec-\(index).\(isJSON ? "json" : "yaml")")
            try Data(part).write(to: file)
            files.append(file)
        }
        return files.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
