import ArgumentParser
import CatalogStore
import Foundation
import SpecModel

/// The `herocat` command: a catalog of SwiftUI hero transitions.
struct Herocat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "herocat",
        abstract: "A shared, checked catalog of SwiftUI hero (matchedGeometryEffect) transitions.",
        discussion: """
        The catalog is a SQLite file: --db PATH (before or after the command), else $HEROCAT_DB, else the nearest \
        herocat.sqlite in this directory or a parent (not climbing into $HEROCAT_CEILING), \
        else ./herocat.sqlite.

        Exit codes: 0 success, 1 error findings, 2 usage errors, 3 unreadable input, \
        4 catalog problems.
        """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self, AddCommand.self, ListCommand.self, ShowCommand.self, RemoveCommand.self,
            ValidateCommand.self, RulesCommand.self, ExportCommand.self, PreviewCommand.self, CurveCommand.self, ScanCommand.self, HistoryCommand.self, DumpCommand.self,
            LoadCommand.self, ServeCommand.self, TokenCommand.self,
            DemoCommand.self, NewCommand.self, SchemaCommand.self, DocsCommand.self,
        ]
    )
}

@main
enum Main {
    static func main() {
        do {
            let commands = Herocat.configuration.subcommands.map { $0._commandName }
            let arguments = try RootArguments.normalize(Array(CommandLine.arguments.dropFirst()), commands: commands)
            var command = try Herocat.parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(with: error)
        }
    }

    /// A spec name that is not in the catalog, with the closest one that is.
    static func suggestingName(_ error: any Error) -> any Error {
        guard case CatalogError.notFound(let name) = error else { return error }
        let database = RootArguments.database(in: Array(CommandLine.arguments.dropFirst()))
        guard let options = try? CatalogOptions.parse(database.map { ["--db", $0] } ?? []),
              let names = try? options.open().names()
        else { return error }
        let clause = Suggestion.clause(for: name.rawValue, among: names)
        return clause.isEmpty ? error : CLIError("no spec named '\(name)' in the catalog\(clause)", exitCode: CLIError.catalog)
    }

    /// Prints the error SPEC.md's way and exits with its code; help and
    /// --version go to stdout with 0, argument mistakes to stderr with 2.
    static func exit(with error: any Error) -> Never {
        if let failure = CLIError.from(suggestingName(error)) {
            for line in failure.lines { Output.error(line) }
            Foundation.exit(failure.exitCode)
        }
        if let exitCode = error as? ExitCode { Foundation.exit(exitCode.rawValue) }
        let code = Herocat.exitCode(for: error)
        let message = Herocat.fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { Output.line(message) }
            Foundation.exit(0)
        }
        Output.standardError("herocat: error: " + message.replacingOccurrences(of: "Error: ", with: "") + "\n")
        Foundation.exit(CLIError.usage)
    }
}
