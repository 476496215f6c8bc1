import MotionCore
import SpecModel

/// A tab indicator that does not match on position, or a zoom that does not match on size.
public struct PropertiesFitRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "properties_fit",
        name: "Properties fit",
        severity: .info,
        principle: "Use `.frame` for natural morphs, `.position` for indicators and sliding highlights, `.size` for zooms.",
        hint: "Set properties: position on an indicator or sliding highlight, properties: size on what a zoom grows; keep frame (the default) for natural morphs.",
        sources: ["003"],
        reference: DesignNote.n003,
        triggeringExamples: [
            Example("""
                pattern: tab-indicator
                elements:
                  - id: indicator
                    role: indicator
                    from: { x: 36, y: 100, width: 78, height: 3 }
                    to: { x: 156, y: 100, width: 78, height: 3 }
                """),
            Example("""
                pattern: zoom
                elements:
                  - id: avatar
                    properties: frame
                    anchor: topTrailing
                    from: { x: 294, y: 72, width: 80, height: 80 }
                    to: { x: 174, y: 72, width: 200, height: 200 }
                  - id: avatar-ring
                    properties: position
                    from: { x: 290, y: 68, width: 88, height: 88 }
                    to: { x: 166, y: 68, width: 212, height: 212 }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                pattern: tab-indicator
                elements:
                  - id: indicator
                    role: indicator
                    properties: position
                    from: { x: 36, y: 100, width: 78, height: 3 }
                    to: { x: 156, y: 100, width: 78, height: 3 }
                """),
            Example("""
                pattern: zoom
                elements:
                  - id: avatar
                    properties: size
                    anchor: topTrailing
                    from: { x: 294, y: 72, width: 80, height: 80 }
                    to: { x: 174, y: 72, width: 200, height: 200 }
                  - id: bio
                    to: { x: 16, y: 296, width: 358, height: 40 }
                    delay: 0.15
                """),
            Example("""
                pattern: expand
                elements:
                  - id: indicator
                    role: indicator
                    from: { x: 36, y: 100, width: 78, height: 3 }
                    to: { x: 156, y: 100, width: 78, height: 3 }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        let expected: MatchedProperties
        switch spec.pattern {
        case .tabIndicator: expected = .position
        case .zoom: expected = .size
        default: return []
        }
        let matched = spec.matchedElements.map(\.element)
        guard !matched.isEmpty, !matched.contains(where: { $0.properties == expected }) else { return [] }
        let uses = matched.map { "\($0.id) on \($0.properties.rawValue)" }
        let purpose = expected == .position ? "an indicator slides without resizing" : "a zoom grows in place"
        return [RuleViolation(
            path: "pattern",
            message: "a \(spec.pattern.rawValue) transition matches \(list(uses)) and nothing on \(expected.rawValue): \(purpose), so match it on properties: \(expected.rawValue)"
        )]
    }
}
