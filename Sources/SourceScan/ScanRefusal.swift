import Foundation

/// Why a scan of paths is refused instead of reported: paths that do not exist (all of
/// them named), or not one Swift file that could be read and parsed (each with its reason,
/// `path: reason`).
public enum ScanRefusal: Error, Equatable, Sendable {
    case noSuchPaths([String])
    case nothingScannable([String])

    /// The refusal in neutral words, one line per path.
    public var lines: [String] {
        switch self {
        case .noSuchPaths(let paths): return paths.map { "\($0): no such file or directory" }
        case .nothingScannable(let reasons): return ["no Swift file could be checked"] + reasons
        }
    }
}

extension SourceScanner {
    /// Scans files and directories the way a command does: a path that does not exist
    /// refuses the whole scan, and so does a scan in which no file could be checked.
    public func checkedScan(paths: [String]) throws(ScanRefusal) -> ScanResult {
        let missing = paths.filter { !FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else { throw .noSuchPaths(missing) }
        let result = scan(paths: paths)
        if result.filesScanned == 0, !result.problems.isEmpty { throw .nothingScannable(result.problems) }
        return result
    }
}
