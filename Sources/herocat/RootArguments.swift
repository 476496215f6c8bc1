import CommandLineSupport
import Foundation
import SpecModel

/// What the command line looks like before ArgumentParser reads it: global options a user
/// put before the command (`herocat --db x.sqlite list`, as with `git -C`) move after it,
/// and an unknown command or help topic is refused with a suggestion (exit 2).
enum RootArguments {
    /// Options every catalog command takes, accepted before the command too.
    static let globalOptions: Set<String> = ["--db", "--author"]

    static func normalize(_ arguments: [String], commands: [String]) throws -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard globalOptions.contains(name) else { break }
            leading.append(argument)
            if !argument.contains("="), index + 1 < arguments.count {
                leading.append(arguments[index + 1])
                index += 1
            }
            index += 1
        }
        guard index < arguments.count else { return arguments }
        let command = arguments[index]
        if !command.hasPrefix("-") {
            try check(command, as: "command", commands: commands)
            if command == "help", index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") {
                try check(arguments[index + 1], as: "help topic", commands: commands)
            }
        }
        guard !leading.isEmpty else { return arguments }
        return [command] + leading + arguments[(index + 1)...]
    }

    /// What follows `command` on this process's command line, with the global options a
    /// user put before it (what `herocat serve` hands to `herocat-serve`).
    static func arguments(of command: String) -> [String] {
        let given = Array(CommandLine.arguments.dropFirst())
        guard let normalized = try? normalize(given, commands: [command]), normalized.first == command else { return given }
        return Array(normalized.dropFirst())
    }

    /// The `--db` value among `arguments`, if one was given.
    static func database(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--db=") { return String(argument.dropFirst(5)) }
            if argument == "--db", index + 1 < arguments.count { return arguments[index + 1] }
        }
        return nil
    }

    private static func check(_ word: String, as what: String, commands: [String]) throws {
        if commands.contains(word) || (what == "command" && word == "help") { return }
        throw CLIError(
            "unknown \(what) '\(word)'\(Suggestion.clause(for: word, among: commands)); 'herocat --help' lists the commands",
            exitCode: CLIError.usage
        )
    }
}
