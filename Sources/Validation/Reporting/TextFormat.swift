import SpecModel

/// `file:line:column: severity: message [rule]` where a file was checked, else
/// `transition (element): severity: message [rule]`; the hint on the next line,
/// indented; a summary line last. Suppressed findings are only counted.
enum TextFormat {
    static func render(_ reports: [ValidationReport], rules _: [any Rule]) -> String {
        var lines: [String] = []
        for finding in reports.flatMap(\.findings) {
            lines.append("\(place(of: finding)): \(finding.severity.rawValue): \(oneLine(finding.message)) [\(finding.rule)]")
            lines.append("    hint: \(oneLine(finding.hint))")
        }
        lines.append(summaryLine(reports))
        return lines.joined(separator: "\n") + "\n"
    }

    static func place(of finding: Finding) -> String {
        if let file = finding.file, let line = finding.line {
            return "\(oneLine(file)):\(line)" + (finding.column.map { ":\($0)" } ?? "")
        }
        return oneLine(finding.transition) + (finding.element.map { " (\(oneLine($0)))" } ?? "")
    }

    /// Free text (ids, file names) may hold line breaks; escape them so one finding stays one line.
    static func oneLine(_ text: String) -> String {
        // A line break is a byte 0x0A...0x0D or starts with 0xC2 (U+0085) or 0xE2 (U+2028/9):
        // text without those bytes, most of it, skips the walk over its characters.
        guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }),
              text.contains(where: { $0.isNewline })
        else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": output += "\\u{" + hexDigits(scalar.value, uppercase: false) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
