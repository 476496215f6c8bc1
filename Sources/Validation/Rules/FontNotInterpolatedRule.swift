import SpecModel

/// A matched text element whose font changes: the font switches at once.
///
/// A state without a font uses the inherited one, so a font set in one state only is a
/// change too.
public struct FontNotInterpolatedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "font_not_interpolated",
        name: "Font not interpolated",
        severity: .info,
        principle: "Fonts are not interpolated: a text element whose font changes switches at once; acceptable when the position change masks it.",
        hint: "Fine when the move masks the switch; otherwise keep one font and scale the text (.scaleEffect), or cross-fade two text views.",
        sources: ["000"],
        reference: DesignNote.n000,
        triggeringExamples: [
            Example("""
                elements:
                  - id: title
                    kind: text
                    from: { x: 72, y: 802, width: 180, height: 20, font: subheadline.weight(.medium) }
                    to: { x: 55, y: 440, width: 280, height: 28, font: title2.bold() }
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                  - id: price
                    kind: text
                    from: { x: 72, y: 802, width: 80, height: 20 }
                    to: { x: 55, y: 440, width: 120, height: 28, font: "system(size: 28, weight: .bold)" }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: title
                    kind: text
                    from: { x: 72, y: 802, width: 180, height: 20, font: headline }
                    to: { x: 55, y: 440, width: 280, height: 28, font: headline }
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                  - id: title
                    kind: stack
                    from: { x: 72, y: 802, width: 180, height: 20, font: body }
                    to: { x: 55, y: 440, width: 280, height: 28, font: title }
                  - id: subtitle
                    kind: text
                    to: { x: 55, y: 472, width: 280, height: 22, font: body }
                    delay: 0.15
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.matchedElements.compactMap { index, element in
            guard element.kind == .text, let from = element.from, let to = element.to, from.font != to.font else { return nil }
            let describe = { (font: FontExpression?) in font.map(\.description) ?? "the inherited font" }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) changes font from \(describe(from.font)) to \(describe(to.font)); fonts are not interpolated, so it switches at once"
            )
        }
    }
}
