import MotionCore
import SpecModel

/// A matched element whose geometry is the same in both states.
///
/// Geometry is everything the interpolation core animates: x, y, width, height, corner
/// radius and opacity (a font change alone is `font_not_interpolated`'s business).
public struct StaticElementRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "static_element",
        name: "Static element",
        severity: .info,
        principle: "A matched element whose frame is the same in both states does not move; it need not be matched.",
        hint: "Leave it out of the matched set (a view that stays put needs no matchedGeometryEffect), or give its two states the frames they really have.",
        sources: ["derived"],
        triggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: close
                    from: { x: 340, y: 60, width: 30, height: 30 }
                    to: { x: 340, y: 60, width: 30, height: 30 }
                """),
            Example("""
                elements:
                  - id: backdrop
                    from: { x: 0, y: 0, width: 390, height: 844, cornerRadius: 0, opacity: 1 }
                    to: { x: 0, y: 0, width: 390, height: 844 }
                  - id: title
                    kind: text
                    from: { x: 16, y: 420, width: 200, height: 28, font: body }
                    to: { x: 16, y: 420, width: 200, height: 28, font: title }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: backdrop
                    from: { x: 0, y: 0, width: 390, height: 844, opacity: 0 }
                    to: { x: 0, y: 0, width: 390, height: 844 }
                  - id: card
                    from: { x: 20, y: 140, width: 350, height: 440, cornerRadius: 20 }
                    to: { x: 20, y: 140, width: 350, height: 440 }
                """),
            Example("""
                elements:
                  - id: indicator
                    properties: position
                    from: { x: 36, y: 100, width: 78, height: 3 }
                    to: { x: 156, y: 100, width: 78, height: 3 }
                  - id: label
                    to: { x: 36, y: 120, width: 78, height: 20 }
                    delay: 0.15
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.matchedElements.compactMap { index, element in
            guard let from = element.from, let to = element.to, from.motionFrame == to.motionFrame else { return nil }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) has the same frame in both states (x \(formatNumber(from.x)), y \(formatNumber(from.y)), \(formatNumber(from.width)) x \(formatNumber(from.height))), so it does not move"
            )
        }
    }
}
