import SpecModel

/// Renders validation reports in one output format. Every format is deterministic
/// (the same reports give the same bytes) and ends with a newline.
public struct FindingReporter: Sendable {
    /// The `--format` value: `text`, `json`, `sarif`, `github`.
    public let name: String
    /// The reports, in the order given; `rules` is the rule catalog (SARIF lists every
    /// rule and indexes results into it; pass `RuleRegistry.all`).
    public let render: @Sendable ([ValidationReport], [any Rule]) -> String

    public init(name: String, render: @escaping @Sendable ([ValidationReport], [any Rule]) -> String) {
        self.name = name
        self.render = render
    }

    /// Compiler style, one finding a line with its hint below, and a summary line.
    public static let text = FindingReporter(name: "text", render: TextFormat.render)
    /// One array of finding objects.
    public static let json = FindingReporter(name: "json", render: JSONFormat.render)
    /// SARIF 2.1.0, one run.
    public static let sarif = FindingReporter.sarif()
    /// GitHub Actions workflow commands (`::error file=...::message`).
    public static let github = FindingReporter(name: "github", render: GitHubFormat.render)

    public static let all: [FindingReporter] = [text, json, sarif, github]

    /// The reporter called `name`, or nil.
    public static func named(_ name: String) -> FindingReporter? {
        all.first { $0.name == name }
    }

    /// SARIF with another tool version or information URI in `tool.driver`.
    public static func sarif(toolVersion: String = SARIFFormat.defaultToolVersion, informationURI: String? = nil) -> FindingReporter {
        FindingReporter(name: "sarif") { reports, rules in
            SARIFFormat.render(reports, rules: rules, toolVersion: toolVersion, informationURI: informationURI)
        }
    }
}

/// `2 errors, 1 warning, 0 infos in 3 transitions (1 suppressed)`
func summaryLine(_ reports: [ValidationReport]) -> String {
    let findings = reports.flatMap(\.findings)
    let tally = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
    let suppressed = reports.map(\.suppressed.count).reduce(0, +)
    return "\(counted(tally(.error), "error")), \(counted(tally(.warning), "warning")), \(counted(tally(.info), "info")) in \(counted(reports.count, "transition")) (\(suppressed) suppressed)"
}
