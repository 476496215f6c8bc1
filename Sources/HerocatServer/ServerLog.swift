#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import Logging

/// The server's log, through swift-log: one line per entry on stderr, `herocat: MESSAGE`
/// then its metadata as `key=value`, sorted by key (`herocat: GET /healthz 200 0.4ms
/// id=tp3of6-4`), so a log shipper can split it. Hummingbird's own warnings come the same way.
enum ServerLog {
    static let logger = Logger(label: "herocat") { _ in LineLogHandler() }
}

/// Writes each entry as one line with one write(2): a full or closed stderr loses the line,
/// never the server (FileHandle would trap).
struct LineLogHandler: LogHandler {
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let fields = metadata.merging(event.metadata ?? [:]) { $1 }
        var text = "herocat: \(event.message)"
        for key in fields.keys.sorted() { text += " \(key)=\(fields[key]!)" }
        text += "\n"
        text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
#endif
