/// A failure with its documented exit code (README: exit codes); its lines go to stderr,
/// each as `herocat: error: ...`.
public struct CLIError: Error {
    public var lines: [String]
    public var exitCode: Int32

    public static let findings: Int32 = 1
    public static let usage: Int32 = 2
    public static let input: Int32 = 3
    public static let catalog: Int32 = 4

    public init(_ message: String, exitCode: Int32) {
        self.lines = [message]
        self.exitCode = exitCode
    }

    public init(lines: [String], exitCode: Int32) {
        self.lines = lines
        self.exitCode = exitCode
    }

    /// The error worded for the command line with its exit code, when it can be.
    public static func from(_ error: any Error) -> CLIError? {
        switch error {
        case let error as CLIError: return error
        case let error as any CLIErrorConvertible: return error.cliError
        default: return nil
        }
    }
}

/// An error of a service that the command line words itself (with its remedies) and
/// gives a documented exit code.
public protocol CLIErrorConvertible: Error {
    var cliError: CLIError { get }
}
