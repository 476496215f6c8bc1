extension AnimationParser {
    /// Turns matched arguments into a value, checking ranges ("Valid ranges" in docs/motion.md §2).
    /// `matched == nil` is the bare name.
    static func build(form: AnimationForm, _ matched: MatchedArguments?, list: AnimationArgumentList?) throws(Failure) -> AnimationBase {
        let values = matched?.values ?? []
        let columns = matched?.columns ?? []
        let overloadIndex = matched?.overloadIndex ?? 0

        func value(_ i: Int) -> Double? { i < values.count ? values[i] : nil }

        /// Checks parameter `i` (if written) against `valid`, naming it `name`.
        func check(_ i: Int, _ name: String, _ rule: Rule) throws(Failure) -> Double? {
            guard let v = value(i) else { return nil }
            if let problem = rule.problem(v) {
                throw Failure(column: columns[i], message: "\(name) must be \(problem), got \(formatNumber(v))")
            }
            return v
        }

        switch form.name {
        case "linear", "easeIn", "easeOut", "easeInOut":
            let d = try check(0, "duration", .positive)
            switch form.name {
            case "linear": return .bezier(.linear(duration: d))
            case "easeIn": return .bezier(.easeIn(duration: d))
            case "easeOut": return .bezier(.easeOut(duration: d))
            default: return .bezier(.easeInOut(duration: d))
            }
        case "timingCurve":
            let c0x = try check(0, "timingCurve control point x (c0x)", .unitInterval) ?? 0
            let c0y = value(1) ?? 0
            let c1x = try check(2, "timingCurve control point x (c1x)", .unitInterval) ?? 1
            let c1y = value(3) ?? 1
            let d = try check(4, "duration", .positive)
            return .bezier(.custom(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y, duration: d))
        case "spring":
            if overloadIndex == 0 {
                let d = try check(0, "duration", .positive)
                let b = try check(1, "bounce", .bounce)
                let blend = try check(2, "blendDuration", .nonNegative)
                return .spring(.spring(duration: d, bounce: b, blendDuration: blend))
            }
            let r = try check(0, "response", .positive)
            let f = try check(1, "dampingFraction", .nonNegative)
            let blend = try check(2, "blendDuration", .nonNegative)
            return .spring(.springResponse(response: r, dampingFraction: f, blendDuration: blend))
        case "interpolatingSpring":
            if matched != nil && overloadIndex == 0 {
                let m = try check(0, "mass", .positive)
                let k = try check(1, "stiffness", .positive) ?? 1
                let c = try check(2, "damping", .nonNegative) ?? 0
                let v = value(3)
                return .spring(.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v))
            }
            let d = try check(0, "duration", .positive)
            let b = try check(1, "bounce", .bounce)
            let v = value(2)
            return .spring(.interpolatingSpringDuration(duration: d, bounce: b, initialVelocity: v))
        case "interactiveSpring":
            if overloadIndex == 0 {
                let d = try check(0, "duration", .positive)
                if let e = value(1), let problem = Rule.bounce.problem(SpringAnimation.interactiveBounce + e) {
                    throw extraBounceFailure(column: columns[1], base: SpringAnimation.interactiveBounce, extra: e, problem: problem)
                }
                let blend = try check(2, "blendDuration", .nonNegative)
                return .spring(.interactiveSpringDuration(duration: d, extraBounce: value(1), blendDuration: blend))
            }
            let r = try check(0, "response", .positive)
            let f = try check(1, "dampingFraction", .nonNegative)
            let blend = try check(2, "blendDuration", .nonNegative)
            return .spring(.interactiveSpring(response: r, dampingFraction: f, blendDuration: blend))
        case "smooth", "snappy", "bouncy":
            let preset = SpringPreset(rawValue: form.name) ?? .smooth
            let d = try check(0, "duration", .positive)
            if let e = value(1), let problem = Rule.bounce.problem(preset.bounce + e) {
                throw extraBounceFailure(column: columns[1], base: preset.bounce, extra: e, problem: problem)
            }
            return .spring(.preset(preset, duration: d, extraBounce: value(1)))
        default:
            return .spring(.default)
        }
    }

    /// A bounce of `base + extraBounce` out of range.
    static func extraBounceFailure(column: Int, base: Double, extra: Double, problem: String) -> Failure {
        Failure(
            column: column,
            message: "bounce (\(formatNumber(base)) + extraBounce "
                + "\(formatNumber(extra))) must be \(problem), got "
                + formatNumber(base + extra))
    }

    /// A valid range for an argument.
    enum Rule {
        case positive, nonNegative, unitInterval, bounce

        /// Nil when `v` is valid, else what it must be.
        func problem(_ v: Double) -> String? {
            guard v.isFinite else { return "finite" }
            switch self {
            case .positive: return v > 0 ? nil : "> 0"
            case .nonNegative: return v >= 0 ? nil : ">= 0"
            case .unitInterval: return (0...1).contains(v) ? nil : "in 0...1"
            case .bounce: return (v > -1 && v <= 1) ? nil : "in -1...1 (exclusive of -1)"
            }
        }
    }
}
