import SpecModel

/// SARIF 2.1.0: one run whose driver lists every rule, and one result per finding,
/// suppressed ones included with their justification.
public enum SARIFFormat {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let defaultToolVersion = "0.1.0"

    static func render(_ reports: [ValidationReport], rules: [any Rule], toolVersion: String, informationURI: String?) -> String {
        let descriptions = rules.map(\.ruleDescription)
        var results: [SpecDocument] = []
        for report in reports {
            for finding in report.findings {
                results.append(result(finding, rules: descriptions, suppression: nil))
            }
            for finding in report.suppressed {
                results.append(result(finding, rules: descriptions, suppression: .some(report.suppressionReason(for: finding))))
            }
        }
        var driver: [String: SpecDocument] = [
            "name": .string("herocat"),
            "version": .string(toolVersion),
            "rules": .array(descriptions.map(rule)),
        ]
        // Optional in SARIF; herocat has no public home page to point at yet.
        if let informationURI { driver["informationUri"] = .string(informationURI) }
        let document: SpecDocument = .object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(["tool": .object(["driver": .object(driver)]), "results": .array(results)])]),
        ])
        return document.json
    }

    /// error, warning, note.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    static func rule(_ description: RuleDescription) -> SpecDocument {
        let origin = "From \(description.sourceTitles.joined(separator: " and "))."
        return .object([
            "id": .string(description.identifier),
            "name": .string(description.name),
            "shortDescription": .object(["text": .string(description.principle)]),
            "fullDescription": .object(["text": .string("\(description.principle) \(origin)")]),
            "help": .object([
                "text": .string("\(description.hint) See \(description.reference)."),
                "markdown": .string("\(description.hint) See [\(description.identifier)](\(description.reference))."),
            ]),
            "helpUri": .string(description.reference),
            "defaultConfiguration": .object(["level": .string(level(description.severity))]),
            "properties": .object([
                "sources": .array(description.sourceTitles.map(SpecDocument.string)),
                "reference": .string(description.reference),
            ]),
        ])
    }

    /// `suppression` is nil for an active finding, `.some(reason)` for a suppressed one.
    static func result(_ finding: Finding, rules: [RuleDescription], suppression: String??) -> SpecDocument {
        var fields: [String: SpecDocument] = [
            "ruleId": .string(finding.rule),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(finding.message)]),
            "locations": .array([location(finding)]),
        ]
        if let index = rules.firstIndex(where: { $0.identifier == finding.rule }) {
            fields["ruleIndex"] = .integer(index)
        }
        if let suppression {
            var entry: [String: SpecDocument] = ["kind": .string("inSource")]
            if let reason = suppression { entry["justification"] = .string(reason) }
            fields["suppressions"] = .array([.object(entry)])
        }
        return .object(fields)
    }

    /// The file position where a file was checked, else the transition (and element) by name.
    static func location(_ finding: Finding) -> SpecDocument {
        if let file = finding.file {
            var physical: [String: SpecDocument] = ["artifactLocation": .object(["uri": .string(uriReference(file))])]
            if let line = finding.line {
                var region: [String: SpecDocument] = ["startLine": .integer(line)]
                if let column = finding.column { region["startColumn"] = .integer(column) }
                physical["region"] = .object(region)
            }
            return .object(["physicalLocation": .object(physical)])
        }
        let name = finding.element.map { "\(finding.transition)/\($0)" } ?? finding.transition
        return .object(["logicalLocations": .array([.object(["fullyQualifiedName": .string(name), "kind": .string("member")])])])
    }

    /// A file path as a URI reference: unreserved characters and `/` kept, every other
    /// byte percent-encoded (`my specs/card.yaml` -> `my%20specs/card.yaml`).
    static func uriReference(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + hexDigits(byte, minimumWidth: 2)
            }
        }
        return output
    }
}
