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

    /// A generated document: to `file` (atomically, with a note on stderr) or to stdout.
    static func deliver(_ text: String, to file: String?) throws {
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

    static func error(_ message: String) {
        let label = Terminal.wantsColor(fileDescriptor: 2) ? "\u{1B}[1;31merror\u{1B}[0m" : "error"
        standardError("herocat: \(label): \(message)\n")
    }

    /// A findings report; text findings get coloured severities on a terminal.
    static func findings(_ text: String, colored: Bool) {
        write(colored && Terminal.wantsColor(fileDescriptor: 1) ? Terminal.colorSeverities(text) : text)
    }

    static func note(_ message: String) {
        standardError("herocat: \(message)\n")
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Collects stdout in 64 KiB chunks, so long listings cost few system calls. A class
/// behind a lock: rows arrive on the store's reader queue, one at a time.
final class BufferedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""

    func write(_ text: String) {
        lock.withLock {
            buffer += text
            if buffer.utf8.count >= 1 << 16 { flushLocked() }
        }
    }

    func flush() {
        lock.withLock { flushLocked() }
    }

    private func flushLocked() {
        Output.write(buffer)
        buffer = ""
    }
}
