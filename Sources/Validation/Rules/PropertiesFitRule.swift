import MotionCore
import SpecModel

/// A tab indicator that does not match on position, or a zoom that does not match on size.
public struct PropertiesFitRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "properties_fit",
        name: "Properties fit",
        severity: .info,
        principle: "Use `.frame` for natural morphs, `.position` for indicators and sliding highlights, `.size` for zooms.",
        hint: "Set properties: position on an indicator or sliding highlight, properties: size on what a zoom grows; keep frame (the default) for natural morphs.",
        sources: ["003"],
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
        ],
        swiftTriggeringExamples: [
            // The two views differ in size: a frame match resizes the indicator as it slides.
            SwiftExample(SwiftExample.morph(
                expanded: "            Capsule().frame(width: 120, height: 3).↓matchedGeometryEffect(id: \"tabIndicator\", in: ns)",
                collapsed: "            Capsule().frame(width: 40, height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns)"
            )),
            // The two views sit at different centers: a frame match moves the zoom.
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"me\").position(x: 200, y: 300).↓matchedGeometryEffect(id: \"avatar-zoom\", in: ns)",
                collapsed: "            Image(\"me\").position(x: 50, y: 50).matchedGeometryEffect(id: \"avatar-zoom\", in: ns)"
            )),
        ],
        swiftNonTriggeringExamples: [
            // One size in both states: matching the frame or the position is the same.
            SwiftExample(SwiftExample.morph(
                expanded: "            Capsule().frame(width: 40, height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns)",
                collapsed: "            Capsule().frame(width: 40, height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns)"
            )),
            SwiftExample(SwiftExample.morph(
                expanded: "            Capsule().frame(height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns, properties: .position)",
                collapsed: "            Capsule().frame(height: 3).matchedGeometryEffect(id: \"tabIndicator\", in: ns, properties: .position)"
            )),
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"me\").matchedGeometryEffect(id: \"avatar-zoom\", in: ns, properties: .size)",
                collapsed: "            Image(\"me\").matchedGeometryEffect(id: \"avatar-zoom\", in: ns, properties: .size)"
            )),
        ]
    )

    /// What a matched element is for and the property that fits it: the principle's one
    /// decision, read by both checks. A spec says the purpose with its `pattern:`; SwiftUI
    /// source has no pattern, so the id's words stand for it (the same words that make
    /// `herocat scan --import` write that pattern, so an imported spec is judged alike).
    package struct Purpose: Sendable {
        package let pattern: Pattern
        package let properties: MatchedProperties
        /// Words of an id (`words(of:)`) that name this purpose in source.
        package let idWords: Set<String>
        /// Why the property fits, for messages.
        package let reason: String
    }

    package static let indicator = Purpose(
        pattern: .tabIndicator, properties: .position, idWords: ["indicator", "underline", "highlight"],
        reason: "an indicator slides without resizing"
    )
    package static let zoom = Purpose(pattern: .zoom, properties: .size, idWords: ["zoom"], reason: "a zoom grows in place")
    package static let purposes = [indicator, zoom]

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard let purpose = Self.purposes.first(where: { $0.pattern == spec.pattern }) else { return [] }
        let expected = purpose.properties
        let matched = spec.matchedElements.map(\.element)
        guard !matched.isEmpty, !matched.contains(where: { $0.properties == expected }) else { return [] }
        let uses = matched.map { "\($0.id) on \($0.properties.rawValue)" }
        return [RuleViolation(
            path: "pattern",
            message: "a \(spec.pattern.rawValue) transition matches \(list(uses)) and nothing on \(expected.rawValue): \(purpose.reason), so match it on properties: \(expected.rawValue)"
        )]
    }
}

// MARK: - In SwiftUI source

/// A view whose id names a purpose (`indicator`, `underline`, `highlight`; `zoom`) in a
/// transition where nothing is matched on the property that fits it.
extension PropertiesFitRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        let geometry = transition.views.filter(\.isGeometry)
        var violations: [CodeViolation] = []
        for purpose in Self.purposes {
            let expected = purpose.properties.rawValue
            let named = geometry.filter { !purpose.idWords.isDisjoint(with: input.idWords($0.fact.idDisplay)) }
            guard let first = named.first, !geometry.contains(where: { $0.fact.properties == expected }),
                  Self.changes(purpose.properties, in: named) else { continue }
            let uses = named.map { "\($0.fact.idDisplay) on \($0.fact.properties ?? MatchedProperties.frame.rawValue)" }
            var unique: [String] = []
            for use in uses where !unique.contains(use) { unique.append(use) }
            violations.append(CodeViolation(
                element: first.fact.idDisplay,
                message: "\(list(unique)) and nothing on .\(expected): \(purpose.reason), so match it with properties: .\(expected)",
                place: first.place
            ))
        }
        return violations
    }

    /// Matching the whole frame differs from matching `properties` only when the views
    /// differ in what `properties` leaves out: an indicator's frame match resizes it only
    /// when its views have different sizes, a zoom's moves it only when they sit at
    /// different centers. Judged from the literal geometry of two distinct views; one view
    /// repeated (a highlight sliding between items) has one size, so nothing is shown wrong.
    static func changes(_ properties: MatchedProperties, in views: [ResolvedView]) -> Bool {
        func differ(_ value: (LiteralGeometry) -> Double?) -> Bool {
            let values = Set(views.compactMap { value($0.fact.geometry) })
            return values.count >= 2
        }
        switch properties {
        case .position: return differ(\.width) || differ(\.height)
        case .size: return differ(\.centerX) || differ(\.centerY)
        case .frame: return false
        }
    }

    /// Lowercased words of an id: split at non-letters and at lower-to-upper case changes.
    package static func words(of text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        var previousLower = false
        for character in text {
            if character.isLetter {
                if character.isUppercase, previousLower, !current.isEmpty {
                    words.insert(current.lowercased())
                    current = ""
                }
                current.append(character)
                previousLower = character.isLowercase
            } else {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }
}
