import CommandLineSupport
import Foundation

/// Collects stdout in 64 KiB chunks, so long listings cost few system calls. A class
/// behind a lock: rows arrive on the store's reader queue, one at a time.
final class BufferedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [UInt8] = []

    func write(_ text: String) {
        append(text.utf8)
    }

    /// UTF-8 text, as the JSON printers make it, in a buffer the caller reuses (listing rows).
    func write(bytes: UnsafeRawBufferPointer) {
        append(bytes)
    }

    private func append(_ bytes: some Collection<UInt8>) {
        lock.withLock {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { flushLocked() }
        }
    }

    func flush() {
        lock.withLock { flushLocked() }
    }

    private func flushLocked() {
        Output.write(bytes: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
