import Dispatch
import Foundation
import HerocatKit

/// `load` of a generated directory: the input, split at NUL bytes, becomes up to eight
/// spec files (`.json` when one starts with `{`, else `.yaml`); they are read back from
/// disk, parsed, graded and applied by `load --prune` to one catalog that lives as long as
/// the process, so successive inputs add, replace and remove specs.
enum LoadEntry {
    static let maximumFiles = 8
    nonisolated(unsafe) static var workspace: (directory: URL, service: CatalogService)?

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        do {
            let (directory, service) = try prepared()
            _ = try write(bytes.split(separator: 0, maxSplits: maximumFiles - 1, omittingEmptySubsequences: false), to: directory)
            // The same call `herocat load --prune` makes: read, parse, grade, plan, apply.
            try waiting { _ = try await service.load(from: directory.path, prune: true, author: "fuzz") }
            return .accepted
        } catch {
            return .refusing(error)
        }
    }

    private static func prepared() throws -> (URL, CatalogService) {
        if let workspace { return workspace }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-fuzz-load-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let service = try CatalogService.create(at: directory.appendingPathComponent("catalog.sqlite").path).service
        workspace = (directory.appendingPathComponent("specs"), service)
        return workspace!
    }

    /// libFuzzer calls entry points synchronously; the service is async. Blocking this
    /// thread is fine here: it is the fuzzer's, not an event loop.
    private static func waiting(_ body: @escaping @Sendable () async throws -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        Task {
            do { try await body() } catch { failure = error }
            done.signal()
        }
        done.wait()
        if let failure { throw failure }
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
