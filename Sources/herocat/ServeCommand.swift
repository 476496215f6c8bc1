import ArgumentParser
import CatalogCommandLine
import CommandLineSupport

/// `herocat serve`: checks its options here, then becomes `herocat-serve` with the same
/// arguments, so that herocat itself links no HTTP server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: ServeOptions.abstract,
        discussion: ServeOptions.discussion
    )

    @OptionGroup var options: ServeOptions

    func run() throws {
        try CompanionExecutable.replaceProcess(
            with: "herocat-serve", arguments: RootArguments.arguments(of: "serve"),
            missing: "build it with 'swift build --traits Server --product herocat-serve' (or install both with 'make install')"
        )
    }
}
