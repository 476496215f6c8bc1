import ArgumentParser
import Validation

/// `--format` of the commands that print findings: a reporter looked up by name.
public enum ReportFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case text, json, sarif, github

    public var reporter: FindingReporter { FindingReporter.named(rawValue)! }
}
