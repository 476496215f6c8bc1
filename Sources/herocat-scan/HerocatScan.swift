import ArgumentParser
import CommandLineSupport

/// The scanner: `herocat scan` runs it (herocat links no Swift parser), and the SwiftPM
/// plugins build and run it alone, so a package using them compiles the scanner and its
/// rules, not the catalog. Same options, output and exit codes as `herocat scan`.
@main
struct HerocatScan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "herocat-scan",
        abstract: ScanOptions.abstract + ".",
        discussion: ScanOptions.discussion,
        version: HerocatVersion.current
    )

    @OptionGroup var scan: ScanOptions

    /// How `herocat scan --import` receives the transitions found, as specs.
    @Option(name: .customLong("specs-out"), help: .hidden)
    var specsFile: String?

    func run() throws {
        let result = try scan.scanAndReport()
        if let specsFile { try ScannedSpecs(result).write(to: specsFile) }
        try scan.finish(result)
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
