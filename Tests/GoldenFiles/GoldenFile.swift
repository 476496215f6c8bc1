import Foundation

/// Golden files: generated output compared byte for byte with a file kept in the
/// repository. Only `Tests/update-goldens.sh` rewrites them; a plain `swift test` never does.
public enum GoldenFile {
    static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The one-time token the script writes here and passes in `tokenVariable`.
    static let tokenFile = repository.appendingPathComponent(".build/golden-update.token")
    static let tokenVariable = "HEROCAT_GOLDEN_UPDATE_TOKEN"
    static let script = "Tests/update-goldens.sh"

    /// True only in a run started by the script: its token, in the environment, matches
    /// the one it wrote for this run.
    public static let isUpdating: Bool = {
        guard let token = ProcessInfo.processInfo.environment[tokenVariable], !token.isEmpty,
              let written = try? String(contentsOf: tokenFile, encoding: .utf8) else { return false }
        return written == token
    }()

    /// Nil when `actual` is the golden `file` byte for byte (in an update run: once it has
    /// been written there); otherwise where it differs and how to regenerate it.
    public static func problem(_ actual: String, file: URL) -> String? {
        let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
        let hint = "regenerate with \(script) and review the diff"
        if isUpdating {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
                return nil
            } catch {
                return "cannot write \(name): \(error)"
            }
        }
        if ProcessInfo.processInfo.environment["HEROCAT_UPDATE_GOLDEN"] != nil {
            return "HEROCAT_UPDATE_GOLDEN does not rewrite golden files; \(hint)"
        }
        guard let expected = try? Data(contentsOf: file) else { return "missing golden file \(name); \(hint)" }
        guard Data(actual.utf8) != expected else { return nil }
        let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        return """
            \(name) differs at line \(line + 1):
              expected: \(line < expectedLines.count ? expectedLines[line] : "<end of file>")
              actual:   \(line < actualLines.count ? actualLines[line] : "<end of file>")
            \(hint)
            """
    }
}
