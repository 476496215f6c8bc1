import SourceScan
import Validation

/// The rule reference page (`docs/rules.md`, `herocat rules --format markdown`), written
/// from the rules' own descriptions so it cannot drift from what the validator checks.
/// Each rule is one section whose anchor is its identifier: `RuleDescription.reference`.
public enum RuleReference {
    public static func markdown(rules: [any Rule] = RuleRegistry.documented) -> String {
        let sourceOnly = Set(RuleRegistry.sourceOnlyIdentifiers)
        let specRules = Set(RuleRegistry.identifiers)
        let scanned = Set(SourceScanner.checkedRuleIdentifiers)
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
            lines += section(rule.ruleDescription, sourceOnly: sourceOnly.contains(rule.identifier),
                             scope: scope(rule.identifier, specRules: specRules, scanned: scanned))
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

    private static func section(_ rule: RuleDescription, sourceOnly: Bool, scope: String) -> [String] {
        var lines = [
            "## \(rule.identifier)",
            "",
            "**\(rule.name)** · severity `\(rule.severity.rawValue)` · checked in \(scope)\(sourceOnly ? " (a spec cannot break it)" : "")",
            "",
            "**Principle.** \(rule.principle)",
            "",
            "**What to do instead.** \(rule.hint)",
            "",
            "**Source.** \(capitalized(rule.sourceTitles.joined(separator: "; and ")))." ,
        ]
        if !rule.triggeringExamples.isEmpty {
            lines += ["", "**Triggers** (the fields that matter; the rest of the spec is plain):"]
            for example in rule.triggeringExamples { lines += yamlBlock(example.snippet) }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            lines += ["", "**Does not trigger:**"]
            for example in rule.nonTriggeringExamples { lines += yamlBlock(example.snippet) }
        }
        lines += ["", "**Suppress.** "
            + (sourceOnly ? "" : "In a spec, with a reason: `disable: [{rule: \(rule.identifier), reason: \"why it is fine here\"}]`. ")
            + "In SwiftUI source: `// herocat:disable:next \(rule.identifier)` on the line before, or `// herocat:disable \(rule.identifier)` for the rest of the file."]
        return lines
    }

    private static func yamlBlock(_ snippet: String) -> [String] {
        ["", "```yaml"] + snippet.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } + ["```"]
    }

    /// Markdown table cells cannot hold `|`.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
