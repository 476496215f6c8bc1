import MotionCore
import SpecModel

/// A one-state element that switches at once, or starts its transition with the morph.
///
/// When it starts comes from the interpolation core: the element's `delay` plus every
/// `.delay()` of its animation (its own, else the transition's), as the animation's
/// `.speed()` modifiers stretch or shrink them (`smooth.delay(0.2).speed(2)` starts at
/// 0.1 s, `smooth.speed(2).delay(0.2)` at 0.2 s).
public struct UndelayedFadeRule: Rule {
    public init() {}

    /// The earliest start, in seconds, that lets the morph lead.
    public static let minimumStart = 0.1

    public static let description = RuleDescription(
        identifier: "undelayed_fade",
        name: "Undelayed fade",
        severity: .warning,
        principle: "Content that exists in only one state should fade (`.opacity`) slightly after the morph starts (about 0.15 s), so the spatial morph leads.",
        hint: "Give it transition: opacity and delay: 0.15, as .transition(.opacity.animation(.smooth.delay(0.15))) does.",
        sources: ["000", "002"],
        reference: DesignNote.n000,
        triggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    transition: none
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    animation: smooth.delay(0.15).speed(2)
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: chevron
                    from: { x: 350, y: 124, width: 12, height: 16 }
                    transition: scale
                    delay: 0.05
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    transition: opacity
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    animation: smooth.speed(2).delay(0.15)
                """),
            Example("""
                animation: "spring(duration: 0.5, bounce: 0.2).delay(0.1)"
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    delay: 0.05
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.oneStateElements.compactMap { index, element in
            guard let state = element.onlyState else { return nil }
            let entering = state == .to
            let place = "only in state \(spec.stateName(state))"
            if element.transition == .none {
                return RuleViolation(
                    element: element.id, path: elementPath(index),
                    message: "\(element.id) is \(place) and has transition: none, so it \(entering ? "pops in" : "vanishes") instead of fading \(entering ? "in" : "out")"
                )
            }
            let start = startTime(of: element, in: spec)
            guard start < Self.minimumStart - 1e-9 else { return nil }
            let verb: String
            switch element.transition {
            case .scale: verb = "scale"
            case .move: verb = "slide"
            default: verb = "fade"
            }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) is \(place) and starts to \(verb) \(entering ? "in" : "out") at \(seconds(start)) s, with the morph; start it about 0.15 s later (at least \(seconds(Self.minimumStart)) s)"
            )
        }
    }

    /// When the element's transition starts, in seconds after the state change.
    func startTime(of element: ElementSpec, in spec: TransitionSpec) -> Double {
        guard let animation = spec.animation(of: element) else { return element.delay }
        return AnimationEvaluator(animation, delay: element.delay).startTime
    }
}
