extension Animation {
    /// Canonical SwiftUI source without the leading dot, e.g.
    /// `spring(duration: 0.5, bounce: 0.2)`, `smooth`, `easeInOut(duration: 0.3).delay(0.1)`.
    /// Exactly the written arguments are printed, in SwiftUI's order, numbers in shortest
    /// round-trip form. Prefix a dot for Swift code: `".\(animation.source)"`.
    public var source: String {
        var text = base.source
        for modifier in modifiers {
            switch modifier {
            case .delay(let x): text += ".delay(\(formatNumber(x)))"
            case .speed(let s): text += ".speed(\(formatNumber(s)))"
            }
        }
        return text
    }
}

extension AnimationBase {
    /// Canonical source of the curve or spring alone (no modifiers, no leading dot).
    public var source: String {
        switch self {
        case .bezier(let curve): return curve.source
        case .spring(let spring): return spring.source
        }
    }
}

/// `name` for nil arguments, else `name(label: v, ...)` with the written arguments only.
func callSource(_ name: String, _ arguments: [(label: String?, value: Double?)]) -> String {
    let written = arguments.compactMap { argument -> String? in
        guard let value = argument.value else { return nil }
        let number = formatNumber(value)
        return argument.label.map { "\($0): \(number)" } ?? number
    }
    return written.isEmpty ? name : name + "(" + written.joined(separator: ", ") + ")"
}

extension TimingCurve {
    /// Canonical source, e.g. `easeInOut`, `easeIn(duration: 0.3)`, `timingCurve(0.2, 0, 0, 1)`.
    public var source: String {
        switch self {
        case .linear(let d): return callSource("linear", [("duration", d)])
        case .easeIn(let d): return callSource("easeIn", [("duration", d)])
        case .easeOut(let d): return callSource("easeOut", [("duration", d)])
        case .easeInOut(let d): return callSource("easeInOut", [("duration", d)])
        case .custom(let a, let b, let c, let d, let duration):
            return callSource("timingCurve", [(nil, a), (nil, b), (nil, c), (nil, d), ("duration", duration)])
        }
    }
}

extension SpringAnimation {
    /// Canonical source, e.g. `spring`, `spring(duration: 0.5, bounce: 0.2)`, `snappy(extraBounce: 0.1)`.
    public var source: String {
        switch self {
        case .spring(let d, let b, let blend):
            return callSource("spring", [("duration", d), ("bounce", b), ("blendDuration", blend)])
        case .springResponse(let r, let f, let blend):
            // With neither response nor dampingFraction written the call would read as the
            // duration form; print the default response to keep the meaning.
            let response = (r == nil && f == nil) ? 0.5 : r
            return callSource("spring", [("response", response), ("dampingFraction", f), ("blendDuration", blend)])
        case .interpolatingSpring(let m, let k, let c, let v):
            return callSource("interpolatingSpring", [("mass", m), ("stiffness", k), ("damping", c), ("initialVelocity", v)])
        case .interpolatingSpringDuration(let d, let b, let v):
            return callSource("interpolatingSpring", [("duration", d), ("bounce", b), ("initialVelocity", v)])
        case .interactiveSpringDuration(let d, let e, let blend):
            return callSource("interactiveSpring", [("duration", d), ("extraBounce", e), ("blendDuration", blend)])
        case .interactiveSpring(let r, let f, let blend):
            // As for spring(response:...): keep the response form's meaning.
            let response = (r == nil && f == nil) ? 0.15 : r
            return callSource("interactiveSpring", [("response", response), ("dampingFraction", f), ("blendDuration", blend)])
        case .preset(let preset, let d, let e):
            return callSource(preset.rawValue, [("duration", d), ("extraBounce", e)])
        case .default:
            return "default"
        }
    }
}
