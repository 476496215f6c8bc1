/// GitHub Actions workflow commands, one a finding
/// (`::error file=F,line=L,col=C,title=herocat RULE::transition (element): message`,
/// warning as `::warning`, info as `::notice`), the hint on a second line of the
/// annotation, and the summary as a plain log line last.
enum GitHubFormat {
    static func render(_ reports: [ValidationReport], rules _: [any Rule]) -> String {
        var lines: [String] = []
        for finding in reports.flatMap(\.findings) {
            var properties: [String] = []
            if let file = finding.file {
                properties.append("file=\(escapeProperty(file))")
                if let line = finding.line { properties.append("line=\(line)") }
                if let column = finding.column { properties.append("col=\(column)") }
            }
            properties.append("title=\(escapeProperty("herocat \(finding.rule)"))")
            let subject = finding.transition + (finding.element.map { " (\($0))" } ?? "")
            let message = "\(subject): \(finding.message)\nhint: \(finding.hint)"
            lines.append("::\(command(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(message))")
        }
        lines.append("herocat: " + summaryLine(reports))
        return lines.joined(separator: "\n") + "\n"
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// A command's message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A command's property value: as data, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
