import Foundation
import SpecModel

/// The progress of a long `load`, `dump` or `scan`: one line on stderr, redrawn in place
/// and erased when the operation ends, drawn only when stderr is a terminal. Piped or
/// redirected stderr gets nothing extra, and stdout is never touched.
public final class ProgressLine: @unchecked Sendable {
    private let command: String
    private var lastDrawn: Date?
    private var drawn = false
    /// Redraws at most this often; the first and last step of a phase are always drawn.
    private static let interval: TimeInterval = 0.1

    private init(command: String) { self.command = command }

    /// Runs `operation` with its progress shown for `command` when stderr is a terminal.
    public static func around<Result>(_ command: String, _ operation: () throws -> Result) rethrows -> Result {
        guard shown else { return try operation() }
        let line = ProgressLine(command: command)
        defer { line.erase() }
        return try OperationProgress.$current.withValue(OperationProgress { line.draw($0) }, operation: operation)
    }

    /// As `around(_:_:)`, for an async operation.
    public static func around<Result>(_ command: String, _ operation: () async throws -> Result) async rethrows -> Result {
        guard shown else { return try await operation() }
        let line = ProgressLine(command: command)
        defer { line.erase() }
        return try await OperationProgress.$current.withValue(OperationProgress { line.draw($0) }, operation: operation)
    }

    /// Whether stderr is a terminal that can redraw a line.
    public static var shown: Bool {
        isatty(2) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// The text of an update: "herocat: scan: scanning 120/3400 files".
    public static func text(command: String, _ update: OperationProgress.Update) -> String {
        let count = update.counted ? "\(update.done)/\(update.total)" : "\(update.total)"
        return "herocat: \(command): \(update.phase) \(count) \(update.unit)"
    }

    // Called one update at a time (OperationProgress serialises its listener).
    private func draw(_ update: OperationProgress.Update) {
        let now = Date()
        let edge = update.done == 0 || update.done == update.total
        if !edge, let lastDrawn, now.timeIntervalSince(lastDrawn) < Self.interval { return }
        lastDrawn = now
        drawn = true
        Output.standardError("\r\u{1B}[K" + Self.text(command: command, update))
    }

    private func erase() {
        if drawn { Output.standardError("\r\u{1B}[K") }
    }
}
