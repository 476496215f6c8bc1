import MotionCore
import SpecModel

/// `docs/reference/expressions.md`: the animation and font expressions the core parses,
/// read from the parser's own tables.
enum ExpressionReference {
    static var markdown: String {
        var lines = [
            Pages.generatedNote,
            "",
            "# Expressions",
            "",
            "Animations and fonts are written as SwiftUI expressions and parsed against a grammar, never pasted",
            "through. A leading dot is optional (`.smooth` and `smooth` are the same). In YAML, quote an",
            "expression that holds `: ` (`animation: \"spring(duration: 0.5, bounce: 0.2)\"`), and always inside",
            "a flow mapping `{ ... }`. How each animation moves is in [the motion model](../motion.md).",
            "",
            "## Animations",
            "",
            "An argument marked `?` may be left out (SwiftUI's default applies); the others are required.",
            "",
            "| animation | bare name allowed | call forms |",
            "|---|---|---|",
        ]
        for form in AnimationGrammar.forms {
            let calls = form.calls.isEmpty ? "–" : form.calls.map { "`\($0)`" }.joined(separator: "<br>")
            lines.append("| `\(form.name)` | \(form.allowsBare ? "yes" : "no") | \(calls) |")
        }
        lines += [
            "",
            "Modifiers follow a base, in any number and order: " + AnimationGrammar.modifiers.map { "`.\($0)`" }.joined(separator: ", ") + ".",
            "For example `easeInOut(duration: 0.3).delay(0.1)` or `spring.speed(2)`.",
            "",
            "## Fonts",
            "",
            "A text style, or `system(size: N[, weight: .W][, design: .D])`, or `system(.STYLE[, design: .D][, weight: .W])`,",
            "then any modifiers.",
            "",
        ]
        let vocabulary = FontExpression.vocabulary
        lines += [
            "| part | allowed |",
            "|---|---|",
            "| text style | " + vocabulary.styles.map { "`\($0)`" }.joined(separator: ", ") + " |",
            "| weight | " + vocabulary.weights.map { "`.\($0)`" }.joined(separator: ", ") + " |",
            "| design | " + vocabulary.designs.map { "`.\($0)`" }.joined(separator: ", ") + " |",
            "| modifier | `.weight(.W)`, " + vocabulary.modifiers.map { "`.\($0)()`" }.joined(separator: ", ") + " |",
            "",
            "For example `title2.bold()`, `subheadline.weight(.medium)`, `system(size: 17, weight: .semibold)`.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
