import CommandLineSupport
import Foundation

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
