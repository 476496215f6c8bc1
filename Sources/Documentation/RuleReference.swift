import Foundation
import Validation

/// The rule reference page (`docs/rules.md`, `herocat rules --format markdown`), written
/// from the rules' own descriptions so it cannot drift from what the validator checks.
/// Each rule is one section whose anchor is its identifier: `RuleDescription.reference`.
public enum RuleReference {
    public static func markdown(rules: [any Rule] = RuleRegistry.documented) -> String {
        let sourceOnly = Set(RuleRegistry.sourceOnlyIdentifiers)
        let specRules = Set(RuleRegistry.identifiers)
        let scanned = Set(RuleRegistry.sourceIdentifiers)
        var lines = [
            Pages.generatedNote,
            "",
            "# Rules",
            "",
            "Every rule herocat checks, in the order `herocat rules` lists them. `herocat validate` checks",
            "specs; `herocat scan` checks SwiftUI source against the same rules. Findings link to the",
            "section of their rule (`reference` in JSON, `helpUri` in SARIF).",
            "",
            "| rule | severity | checked in | principle |",
            "|---|---|---|---|",
        ]
        for rule in rules {
            let description = rule.ruleDescription
            let scope = Self.scope(description.identifier, specRules: specRules, scanned: scanned)
            lines.append("| [`\(description.identifier)`](#\(description.identifier)) | \(description.severity.rawValue) | \(scope) | \(cell(description.principle)) |")
        }
        for rule in rules {
            lines.append("")
            let checked = specRules.contains(rule.identifier) || scanned.contains(rule.identifier)
            lines += section(rule.ruleDescription, sourceOnly: sourceOnly.contains(rule.identifier),
                             scope: scope(rule.identifier, specRules: specRules, scanned: scanned), suppressible: checked)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func scope(_ identifier: String, specRules: Set<String>, scanned: Set<String>) -> String {
        switch (specRules.contains(identifier), scanned.contains(identifier)) {
        case (true, true): return "specs and SwiftUI source"
        case (true, false): return "specs"
        case (false, true): return "SwiftUI source"
        case (false, false): return "neither (reported by herocat itself)"
        }
    }

    /// `suppressible` is false for herocat's own findings (a file it could not read or
    /// check): no disable entry or comment reaches them, the file itself must be fixed.
    private static func section(_ rule: RuleDescription, sourceOnly: Bool, scope: String, suppressible: Bool) -> [String] {
        var lines = [
            "## \(rule.identifier)",
            "",
            "**\(rule.name)** · severity `\(rule.severity.rawValue)` · checked in \(scope)\(sourceOnly ? " (a spec cannot break it)" : "")",
            "",
            "**Principle.** \(rule.principle)",
            "",
            "**What to do instead.** \(rule.hint)",
        ]
        // Rules that name no source (unscannable_file, herocat's own finding) print none.
        if !rule.sourceTitles.isEmpty {
            lines += ["", "**Source.** \(capitalized(rule.sourceTitles.joined(separator: "; and ")))."]
        }
        if !rule.triggeringExamples.isEmpty {
            lines += ["", "**Triggers** (the fields that matter; the rest of the spec is plain):"]
            for example in rule.triggeringExamples { lines += yamlBlock(example.snippet) }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            lines += ["", "**Does not trigger:**"]
            for example in rule.nonTriggeringExamples { lines += yamlBlock(example.snippet) }
        }
        if !rule.swiftTriggeringExamples.isEmpty {
            let hasMarkers = rule.swiftTriggeringExamples.contains { !$0.markers.isEmpty }
            lines += ["", hasMarkers ? "**Triggers in SwiftUI source** (\(SwiftExample.marker) marks where the finding is reported):" : "**Triggers in SwiftUI source:**"]
            for example in rule.swiftTriggeringExamples { lines += codeBlock("swift", marked(example)) }
        }
        if !rule.swiftNonTriggeringExamples.isEmpty {
            lines += ["", "**Does not trigger in SwiftUI source:**"]
            for example in rule.swiftNonTriggeringExamples { lines += codeBlock("swift", example.source) }
        }
        guard suppressible else {
            return lines + ["", "**Suppress.** Not possible: herocat could not read or check the file, so no disable entry or comment in it is seen. Fix the file."]
        }
        lines += ["", "**Suppress.** "
            + (sourceOnly ? "" : "In a spec, with a reason: `disable: [{rule: \(rule.identifier), reason: \"why it is fine here\"}]`. ")
            + "In SwiftUI source: `// herocat:disable:next \(rule.identifier)` on the line before, or `// herocat:disable \(rule.identifier)` for the rest of the file."]
        return lines
    }

    private static func yamlBlock(_ snippet: String) -> [String] {
        ["", "```yaml"] + snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } + ["```"]
    }

    /// Source as written, blank lines inside kept, none around it, no trailing spaces.
    private static func codeBlock(_ language: String, _ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
        while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        return ["", "```\(language)"] + lines + ["```"]
    }

    /// The example's source with its markers put back where they were written.
    private static func marked(_ example: SwiftExample) -> String {
        var lines = example.source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        // Right to left, so an insertion does not move the markers before it on its line.
        for (line, column) in example.markers.sorted(by: { ($0.line, $0.column) > ($1.line, $1.column) }) where lines.indices.contains(line - 1) {
            let index = min(column - 1, lines[line - 1].count)
            lines[line - 1].insert(contentsOf: Array(String(SwiftExample.marker).utf8), at: index)
        }
        return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    /// Markdown table cells cannot hold `|`.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
