import Foundation

/// Data goes to stdout, diagnostics to stderr (SPEC.md §2).
enum Output {
    static func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes without adding a newline (documents that carry their own).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ message: String) {
        standardError("herocat: error: \(message)\n")
    }

    static func note(_ message: String) {
        standardError("herocat: \(message)\n")
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
