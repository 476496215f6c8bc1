import ArgumentParser
import CatalogStore
import CatalogSync
import MotionCore
import SpecModel

/// A failure with the exit code SPEC.md §2 gives it; its lines go to stderr,
/// each as `herocat: error: ...`.
struct CLIError: Error {
    var lines: [String]
    var exitCode: Int32

    static let findings: Int32 = 1
    static let usage: Int32 = 2
    static let input: Int32 = 3
    static let catalog: Int32 = 4

    init(_ message: String, exitCode: Int32) {
        self.lines = [message]
        self.exitCode = exitCode
    }

    init(lines: [String], exitCode: Int32) {
        self.lines = lines
        self.exitCode = exitCode
    }

    /// `--interrupt-at` outside the forward timeline: a usage error.
    static func interruption(_ error: InterruptionError, of spec: TransitionSpec) -> CLIError {
        CLIError("--interrupt-at: '\(spec.name)': \(error)", exitCode: usage)
    }

    /// Maps the modules' errors to exit codes: bad input 3, catalog problems 4.
    static func from(_ error: any Error) -> CLIError? {
        switch error {
        case let error as CLIError: return error
        case let error as SpecError: return CLIError(lines: error.lines, exitCode: input)
        case let error as CatalogError: return CLIError(error.description, exitCode: catalog)
        case let error as SyncRefusal:
            let codes: [SyncRefusal.Kind: Int32] = [.input: input, .conflict: catalog, .findings: findings]
            return CLIError(lines: error.lines, exitCode: codes[error.kind]!)
        default: return nil
        }
    }
}
