import ArgumentParser
import CommandLineSupport

/// `herocat scan` without the catalog: the executable the SwiftPM plugins build and run,
/// so a package that uses them compiles the scanner and its rules, not the catalog store
/// and the server. Same options, output and exit codes as `herocat scan` (without --import).
@main
struct HerocatScan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "herocat-scan",
        abstract: ScanOptions.abstract + ".",
        discussion: ScanOptions.discussion,
        version: HerocatVersion.current
    )

    @OptionGroup var scan: ScanOptions

    func run() throws {
        try scan.finish(try scan.scanAndReport())
    }

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            CommandLineExit.exit(with: error, command: self)
        }
    }
}
