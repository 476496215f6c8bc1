import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Data goes to stdout, diagnostics to stderr, each written straight to its file
/// descriptor. Output that cannot be written (a full disk, a closed pipe's reader gone
/// with an error) ends the command with a one-line reason and exit 3, never a crash.
public enum Output {
    public static func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes without adding a newline (documents that carry their own).
    public static func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
    }

    /// UTF-8 text already in bytes (buffered listings).
    public static func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0, to: STDOUT_FILENO) }
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
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Writes every byte, however many calls it takes; a failure ends the process.
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
            } else if errno != EINTR {
                cannotWrite(descriptor, reason: String(cString: strerror(errno)))
            }
        }
    }

    private static func cannotWrite(_ descriptor: Int32, reason: String) -> Never {
        if descriptor != STDERR_FILENO {
            standardError("herocat: error: cannot write to standard output: \(reason)\n")
        }
        Foundation.exit(CLIError.input)
    }
}

/// write(2), which `Output.write` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
