import HerocatKit

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

    /// The kit's errors, worded for the command line with their exit codes.
    static func from(_ error: any Error) -> CLIError? {
        switch error {
        case let error as CLIError: return error
        case let error as ServiceError: return CLIError(lines: error.cliLines, exitCode: error.exitCode)
        default: return nil
        }
    }
}
