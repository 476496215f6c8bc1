import Validation

/// The finding for a file the scan could not check.
enum UnscannableFiles {
    static func report(path: String, reason: String, line: Int, column: Int) -> ValidationReport {
        let description = UnscannableFileRule.description
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let finding = Finding(
            rule: description.identifier, severity: description.severity, transition: name,
            message: "\(name) was not checked: \(reason)", hint: description.hint, reference: description.reference,
            file: path, line: line, column: column
        )
        return ValidationReport(transition: name, file: path, findings: [finding])
    }
}
