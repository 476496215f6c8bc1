import CatalogStore
import Foundation
import SpecModel
import Validation

/// `load` of a generated directory: the input, split at NUL bytes, becomes up to eight
/// spec files (`.json` when one starts with `{`, else `.yaml`); they are read back from
/// disk, parsed, graded and applied with `--prune` to one catalog that lives as long as
/// the process, so successive inputs add, replace and remove specs.
enum LoadEntry {
    static let maximumFiles = 8
    nonisolated(unsafe) static var workspace: (directory: URL, catalog: Catalog)?

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        do {
            let (directory, catalog) = try prepared()
            let files = try write(bytes.split(separator: 0, maxSplits: maximumFiles - 1, omittingEmptySubsequences: false), to: directory)
            var writes: [SpecWrite] = []
            var names: Set<String> = []
            for file in files {
                // Read as `load` reads its files.
                guard let data = FileManager.default.contents(atPath: file.path) else { return .refused("cannot read \(file.lastPathComponent)") }
                let located = try TransitionSpec.parseLocated(bytes: Array(data), file: file.lastPathComponent)
                // The CLI refuses two files naming one spec before it opens the catalog.
                guard names.insert(located.spec.name.rawValue).inserted else { return .refused("duplicate name") }
                let report = SpecReaderEntry.validator.validate(located.spec, sourceMap: located.sourceMap)
                writes.append(SpecWrite(located.spec, worst: report.worst?.rawValue))
            }
            _ = try catalog.load(writes, prune: true, author: "fuzz")
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
