import ArgumentParser
import Foundation

/// How herocat's executables end on an error: `herocat: error: ...` and its exit code;
/// help and --version go to stdout with 0, argument mistakes to stderr with 2.
public enum CommandLineExit {
    public static func exit(with error: any Error, command: any ParsableCommand.Type) -> Never {
        if let failure = CLIError.from(error) {
            for line in failure.lines { Output.error(line) }
            Foundation.exit(failure.exitCode)
        }
        if let exitCode = error as? ExitCode { Foundation.exit(exitCode.rawValue) }
        let code = command.exitCode(for: error)
        let message = command.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { Output.line(message) }
            Foundation.exit(0)
        }
        Output.standardError("herocat: error: " + message.replacingOccurrences(of: "Error: ", with: "") + "\n")
        Foundation.exit(CLIError.usage)
    }
}
