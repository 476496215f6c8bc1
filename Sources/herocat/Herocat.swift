import ArgumentParser
import CommandLineSupport

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
        version: HerocatVersion.current,
        subcommands: [
            InitCommand.self, AddCommand.self, ListCommand.self, ShowCommand.self, RemoveCommand.self,
            ValidateCommand.self, RulesCommand.self, ExportCommand.self, PreviewCommand.self, CurveCommand.self, ScanCommand.self, HistoryCommand.self, DumpCommand.self,
            LoadCommand.self, CheckCommand.self, BackupCommand.self, CopyCommand.self, ServeCommand.self, TokenCommand.self,
            DemoCommand.self, NewCommand.self, SchemaCommand.self, DocsCommand.self,
        ]
    )
}

@main
enum Main {
    static func main() async {
        do {
            let commands = Herocat.configuration.subcommands.map { $0._commandName }
            let arguments = try RootArguments.normalize(Array(CommandLine.arguments.dropFirst()), commands: commands)
            var command = try Herocat.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            CommandLineExit.exit(with: error, command: Herocat.self)
        }
    }
}
