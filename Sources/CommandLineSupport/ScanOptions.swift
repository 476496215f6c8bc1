import ArgumentParser
import Validation

/// What `herocat scan` and `herocat-scan` share: the paths, how the findings are printed,
/// and when they fail the command. herocat-scan does the scanning (it alone links
/// swift-syntax); `herocat scan` hands it these options (`forwarded`).
public struct ScanOptions: ParsableArguments {
    /// The commands' abstract, completed by each (herocat scan adds its import).
    public static let abstract = "Check SwiftUI source against the same principles"

    public static let discussion = """
        Walks directories for .swift files and reconstructs the matchedGeometryEffect transitions they \
        form. A file that cannot be read, parsed or finished in time is an unscannable_file warning and \
        the scan goes on (limits: \(ScanLimits.maximumFileBytes / 1_048_576) MB per file, brackets nested \
        \(ScanLimits.maximumNesting) deep, square brackets \(ScanLimits.maximumSquareNesting) deep, \
        \(Int(ScanLimits.fileTimeBudget)) s per file). Silence a finding with \
        '// herocat:disable:next RULE' (the next line) or '// herocat:disable RULE' (the rest of the file). \
        Exit 1 if any finding is an error (or a warning, with --strict).
        """

    @Argument(help: ArgumentHelp("Swift files or directories.", valueName: "path"))
    public var paths: [String]

    @Option(help: ArgumentHelp("text, json, sarif or github.", valueName: "format"))
    public var format: ReportFormat = .text

    @Flag(help: "Count warnings as errors.")
    public var strict = false

    public init() {}

    public func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one Swift file or directory") }
    }

    /// The options as herocat-scan's command line: paths after `--`, so none reads as an option.
    public var forwarded: [String] {
        ["--format", format.rawValue] + (strict ? ["--strict"] : []) + ["--"] + paths
    }
}
