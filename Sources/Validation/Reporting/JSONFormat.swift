import SpecModel

/// One array of the active findings, each
/// `{"rule", "severity", "transition", "element", "message", "hint", "reference"}`
/// plus `"file"`, `"line"`, `"column"` where a file was checked.
enum JSONFormat {
    static func render(_ reports: [ValidationReport], rules _: [any Rule]) -> String {
        SpecDocument.array(reports.flatMap(\.findings).map(object)).json
    }

    static func object(_ finding: Finding) -> SpecDocument {
        var fields: [String: SpecDocument] = [
            "rule": .string(finding.rule),
            "severity": .string(finding.severity.rawValue),
            "transition": .string(finding.transition),
            "element": .optional(finding.element),
            "message": .string(finding.message),
            "hint": .string(finding.hint),
            "reference": .string(finding.reference),
        ]
        if let file = finding.file {
            fields["file"] = .string(file)
            fields["line"] = finding.line.map(SpecDocument.integer) ?? .null
            fields["column"] = finding.column.map(SpecDocument.integer) ?? .null
        }
        return .object(fields)
    }
}
