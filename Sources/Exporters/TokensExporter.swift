import MotionCore
import SpecModel
import SpecTimeline

/// Renders a spec's motion as design tokens in the Design Tokens Community Group format
/// (DTCG Format Module, 2025.10: `$value`, `$type`, `$description`, `$extensions`; types
/// `duration` `{"value": n, "unit": "ms"}` and `cubicBezier` `[P1x, P1y, P2x, P2y]`).
///
/// One group per spec, nested by the dots of its catalog name (`music.mini-player` is
/// `music` › `mini-player`: a token or group name may not contain `.`). In it,
/// `transition` is the spec's animation and `elements` holds one group per element, each
/// with `delay` (duration), `duration` and `easing` (cubicBezier), and, for an element
/// that animates (every one but a `none` switch), `transition`: the DTCG composite of
/// `duration`, `delay` and `timingFunction` with the same values. For a timing curve the
/// easing is the curve itself. DTCG has no spring type: for a spring, `duration` is the
/// core's settling duration, `easing` the cubic Bezier closest to the spring's progress
/// over it (`SpringBezierFit`), its `$description` stating the largest difference, and the
/// exact spring is kept under `$extensions["dev.herocat.spring"]` (`mass`, `stiffness`,
/// `damping`, `dampingRatio`, `initialVelocity`) of the duration, the easing and the
/// transition. Delays and `.speed()` are folded in as `PlatformTiming` describes, so every
/// token runs on the wall clock.
///
/// Element names are the ids with the characters DTCG forbids in names (`{`, `}`, `.`,
/// and a leading `$`) replaced by `_` (a repeat gets `-2`, `-3`…); the id itself is the
/// group's `$description`. A spring that never settles (no damping) has no duration and
/// is refused.
struct TokensExporter {
    static let springExtension = "dev.herocat.spring"
    let model: ExportModel

    init(spec: TransitionSpec, options: ExportOptions) throws(ExportError) {
        model = try ExportModel(spec: spec)
    }

    func render() throws(ExportError) -> String {
        let spec = model.spec
        var elements: [String: SpecDocument] = [:]
        var fits: [SpringBezierFit.Key: SpringBezierFit] = [:]
        for element in spec.elements {
            var group = try Self.tokens(model.platformTiming(of: element), fits: &fits)
            if element.isMatched || element.transition != .none {
                group["transition"] = Self.transition(group)
            }
            group["$description"] = .string(element.id)
            elements[Self.uniqueName(Self.tokenName(element.id), in: elements)] = .object(group)
        }
        var group: [String: SpecDocument] = [
            "transition": .object(try Self.tokens(PlatformTiming(animation: model.transitionAnimation), fits: &fits)),
            "elements": .object(elements),
        ]
        var description = "herocat transition \(spec.name.rawValue), \(spec.fromState.rawValue) to \(spec.toState.rawValue)"
        if let title = spec.title { description += ": " + title }
        group["$description"] = .string(description)
        var root = SpecDocument.object(group)
        for part in spec.name.rawValue.split(separator: ".").reversed() {
            root = .object([String(part): root])
        }
        return try root.indentedJSON()
    }

    /// `delay`, `duration` and `easing` (curve) or the spring extension.
    static func tokens(_ timing: PlatformTiming) throws(ExportError) -> [String: SpecDocument] {
        var fits: [SpringBezierFit.Key: SpringBezierFit] = [:]
        return try tokens(timing, fits: &fits)
    }

    /// `tokens(_:)`, reusing the spring fits of earlier calls: elements that differ only in
    /// delay run the transition's spring, and a fit costs thousands of curve solves.
    static func tokens(_ timing: PlatformTiming, fits: inout [SpringBezierFit.Key: SpringBezierFit]) throws(ExportError) -> [String: SpecDocument] {
        var group: [String: SpecDocument] = ["delay": duration(timing.delay)]
        switch timing.curve {
        case let .bezier(c0x, c0y, c1x, c1y, seconds):
            group["duration"] = duration(seconds)
            group["easing"] = .object(["$type": .string("cubicBezier"),
                                       "$value": .array([.rounded(c0x), .rounded(c0y), .rounded(c1x), .rounded(c1y)])])
        case .spring(let spring):
            guard timing.settlingDuration.isFinite else {
                throw .unsupported(format: "tokens", feature: "a spring without damping (it never settles)",
                                   hint: "give the spring some damping (bounce below 1)")
            }
            let extensions = SpecDocument.object([springExtension: .object([
                "mass": .rounded(spring.mass), "stiffness": .rounded(spring.stiffness),
                "damping": .rounded(spring.damping), "dampingRatio": .rounded(spring.dampingRatio),
                "initialVelocity": .rounded(spring.initialVelocity),
            ])])
            var fields = durationFields(timing.settlingDuration)
            fields["$description"] = .string("settling duration of the spring in $extensions")
            fields["$extensions"] = extensions
            group["duration"] = .object(fields)
            let key = SpringBezierFit.Key(spring, settlingDuration: timing.settlingDuration)
            let fit = fits[key] ?? SpringBezierFit(timing)
            fits[key] = fit
            let percent = formatNumber(Frame.round(fit.error * 100, places: 1))
            group["easing"] = .object([
                "$type": .string("cubicBezier"), "$value": .array(fit.points.map(SpecDocument.rounded)),
                "$description": .string("the cubic Bezier closest to the spring in $extensions over its settling duration: progress differs by at most \(percent)% of the travel"),
                "$extensions": extensions,
            ])
        }
        return group
    }

    /// The `transition` composite token of a group made by `tokens`: the same duration,
    /// delay and easing values (and, for a spring, its description and extensions).
    static func transition(_ group: [String: SpecDocument]) -> SpecDocument {
        var fields: [String: SpecDocument] = ["$type": .string("transition")]
        var value: [String: SpecDocument] = [:]
        for (key, token) in [("duration", "duration"), ("delay", "delay"), ("timingFunction", "easing")] {
            value[key] = group[token]?["$value"]
        }
        fields["$value"] = .object(value)
        if let easing = group["easing"], let description = easing["$description"], let extensions = easing["$extensions"] {
            fields["$description"] = description
            fields["$extensions"] = extensions
        }
        return .object(fields)
    }

    /// A DTCG duration token in milliseconds.
    static func duration(_ seconds: Double) -> SpecDocument {
        .object(durationFields(seconds))
    }

    static func durationFields(_ seconds: Double) -> [String: SpecDocument] {
        ["$type": .string("duration"),
         "$value": .object(["value": .rounded(seconds * 1000), "unit": .string("ms")])]
    }

    /// `id` with the characters DTCG forbids in a name replaced by `_`.
    static func tokenName(_ id: String) -> String {
        var name = String(id.unicodeScalars.map { "{}.".unicodeScalars.contains($0) ? "_" : Character($0) })
        if name.hasPrefix("$") || name.isEmpty { name = "_" + name.dropFirst(name.isEmpty ? 0 : 1) }
        return name
    }

    static func uniqueName(_ name: String, in taken: [String: SpecDocument]) -> String {
        guard taken[name] != nil else { return name }
        var counter = 2
        while taken["\(name)-\(counter)"] != nil { counter += 1 }
        return "\(name)-\(counter)"
    }
}
