import SpecModel
import Validation

/// Inline suppressions, as line comments in the scanned Swift:
///
/// - `// herocat:disable:next RULE` — the finding of RULE on the next line;
/// - `// herocat:disable:this RULE` — the finding of RULE on the comment's own line;
/// - `// herocat:disable RULE` — RULE from the comment's line to the end of the file, or
///   to a later `// herocat:enable RULE`.
///
/// Several rules may follow, separated by commas or spaces, and ` -- ` starts a reason
/// (`// herocat:disable:next multiple_sources -- both views exist only during the overlay`),
/// which SARIF prints as the suppression's justification. A suppressed finding moves
/// from the report's `findings` to its `suppressed`.
struct InlineSuppressions {
    private let comments: [SuppressionComment]

    init(_ comments: [SuppressionComment]) {
        self.comments = comments.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The comment that suppresses `rule` on `line`, if one does.
    func suppression(of rule: String, line: Int) -> SuppressionComment? {
        for comment in comments where comment.rules.contains(rule) {
            switch comment.scope {
            case .nextLine where comment.line + 1 == line: return comment
            case .thisLine where comment.line == line: return comment
            default: continue
            }
        }
        // The last disable or enable at or before the line decides.
        let ranged = comments.last { ($0.scope == .restOfFile || $0.scope == .enable) && $0.rules.contains(rule) && $0.line <= line }
        return ranged?.scope == .restOfFile ? ranged : nil
    }

    /// The rules disabled for the whole file from its first line (for `--import`, which
    /// carries them into the spec's `disable:`).
    var fileWide: [Suppression] {
        comments.filter { $0.scope == .restOfFile }.flatMap { comment in
            comment.rules.map { Suppression(rule: $0, reason: comment.reason) }
        }
    }

    /// Rule names in the comments that are no rule herocat checks, with where they are.
    func unknownRules(known: Set<String>) -> [(rule: String, comment: SuppressionComment)] {
        comments.flatMap { comment in comment.rules.filter { !known.contains($0) }.map { ($0, comment) } }
    }
}

extension ValidationReport {
    /// Moves the findings inline comments suppress from `findings` to `suppressed`, and
    /// records the comments' rules and reasons in `suppressions`.
    mutating func applySuppressions(_ suppressionsByFile: [String: InlineSuppressions]) {
        var active: [Finding] = []
        for finding in findings {
            guard let file = finding.file, let line = finding.line,
                  let comment = suppressionsByFile[file]?.suppression(of: finding.rule, line: line)
            else {
                active.append(finding)
                continue
            }
            suppressed.append(finding)
            let entry = Suppression(rule: finding.rule, reason: comment.reason)
            if !suppressions.contains(entry) { suppressions.append(entry) }
        }
        findings = active
    }
}
