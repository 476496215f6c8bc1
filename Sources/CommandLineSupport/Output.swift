import Foundation

/// Data goes to stdout, diagnostics to stderr.
public enum Output {
    public static func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes without adding a newline (documents that carry their own).
    public static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// UTF-8 text already in bytes (buffered listings).
    public static func write(bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    /// A generated document: to `file` (atomically, with a note on stderr) or to stdout.
    public static func deliver(_ text: String, to file: String?) throws {
        guard let file else {
            write(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw CLIError("cannot write \(file): \(error.localizedDescription)", exitCode: CLIError.input)
        }
        note("wrote \(file)")
    }

    public static func error(_ message: String) {
        let label = Terminal.wantsColor(fileDescriptor: 2) ? "\u{1B}[1;31merror\u{1B}[0m" : "error"
        standardError("herocat: \(label): \(message)\n")
    }

    /// A findings report; text findings get coloured severities on a terminal.
    public static func findings(_ text: String, colored: Bool) {
        write(colored && Terminal.wantsColor(fileDescriptor: 1) ? Terminal.colorSeverities(text) : text)
    }

    public static func note(_ message: String) {
        standardError("herocat: \(message)\n")
    }

    public static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
