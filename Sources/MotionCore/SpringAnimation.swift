/// One of SwiftUI's spring presets (`smooth`, `snappy`, `bouncy`).
public enum SpringPreset: String, Equatable, Sendable, CaseIterable {
    case smooth, snappy, bouncy

    /// The preset's bounce (Apple docs): smooth 0, snappy 0.15, bouncy 0.3.
    public var bounce: Double {
        switch self {
        case .smooth: return 0
        case .snappy: return 0.15
        case .bouncy: return 0.3
        }
    }
}

/// A spring animation, in the form it was written. `nil` means "argument not written":
/// the documented default applies (docs/motion.md §2). A form whose arguments are all `nil`
/// is the bare name (`spring`, `interpolatingSpring`, `interactiveSpring`, `smooth`...);
/// the parser reads an empty call such as `spring()` as the bare name.
public enum SpringAnimation: Equatable, Sendable {
    /// `spring` / `spring(duration: 0.5, bounce: 0, blendDuration: 0)`
    case spring(duration: Double?, bounce: Double?, blendDuration: Double?)
    /// `spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)`.
    /// At least one of `response` / `dampingFraction` is written (otherwise the call
    /// reads as the duration form).
    case springResponse(response: Double?, dampingFraction: Double?, blendDuration: Double?)
    /// `interpolatingSpring(mass: 1, stiffness: k, damping: c, initialVelocity: 0)`
    case interpolatingSpring(mass: Double?, stiffness: Double, damping: Double, initialVelocity: Double?)
    /// `interpolatingSpring` / `interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 0)`
    case interpolatingSpringDuration(duration: Double?, bounce: Double?, initialVelocity: Double?)
    /// `interactiveSpring` / `interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)`:
    /// spring(duration: d, bounce: 0.15 + e). The bare name and calls with no label, or
    /// only `blendDuration:`, are this form (the response form is `@_disfavoredOverload`).
    case interactiveSpringDuration(duration: Double?, extraBounce: Double?, blendDuration: Double?)
    /// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`, only
    /// when `response:` or `dampingFraction:` is written.
    case interactiveSpring(response: Double?, dampingFraction: Double?, blendDuration: Double?)
    /// `smooth` / `smooth(duration: 0.5, extraBounce: 0)` (likewise snappy, bouncy).
    case preset(SpringPreset, duration: Double?, extraBounce: Double?)
    /// `default` = spring(response: 0.55, dampingFraction: 1) (iOS 17+).
    case `default`

    /// `interactiveSpring(duration:extraBounce:)`'s bounce before the extra: 0.15.
    public static let interactiveBounce = 0.15

    /// Mass, stiffness, damping and initial velocity of the spring herocat runs, per
    /// docs/motion.md §2. `interpolatingSpring` never overdamps: with a damping ratio >= 1
    /// its damping is the critical `2 sqrt(k m)` (so `lam = w0`); `writtenParameters`
    /// keeps what was written.
    public var parameters: SpringParameters {
        let written = writtenParameters
        return allowsOverdamping ? written : written.notOverdamped
    }

    /// False for `interpolatingSpring` (SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`
    /// defaults to false); the `spring`/`smooth`/`snappy`/`bouncy` family with b < 0 stays overdamped.
    public var allowsOverdamping: Bool {
        switch self {
        case .interpolatingSpring, .interpolatingSpringDuration: return false
        default: return true
        }
    }

    /// Whether a new animation meeting this one mid-flight retargets it (the spring
    /// family: it continues from its current value and velocity) rather than adding to it
    /// (`interpolatingSpring`), docs/motion.md §7.
    public var retargets: Bool {
        switch self {
        case .interpolatingSpring, .interpolatingSpringDuration: return false
        default: return true
        }
    }

    /// The parameters as the written arguments give them, before `interpolatingSpring`'s
    /// critical clamp.
    public var writtenParameters: SpringParameters {
        switch self {
        case .spring(let d, let b, _):
            return SpringParameters(duration: d ?? 0.5, bounce: b ?? 0)
        case .springResponse(let r, let f, _):
            return SpringParameters(response: r ?? 0.5, dampingFraction: f ?? 0.825)
        case .interpolatingSpring(let m, let k, let c, let v):
            return SpringParameters(mass: m ?? 1, stiffness: k, damping: c, initialVelocity: v ?? 0)
        case .interpolatingSpringDuration(let d, let b, let v):
            return SpringParameters(duration: d ?? 0.5, bounce: b ?? 0, initialVelocity: v ?? 0)
        case .interactiveSpringDuration(let d, let e, _):
            return SpringParameters(duration: d ?? 0.15, bounce: Self.interactiveBounce + (e ?? 0))
        case .interactiveSpring(let r, let f, _):
            return SpringParameters(response: r ?? 0.15, dampingFraction: f ?? 0.86)
        case .preset(let preset, let d, let e):
            return SpringParameters(duration: d ?? 0.5, bounce: preset.bounce + (e ?? 0))
        case .default:
            return SpringParameters(response: 0.55, dampingFraction: 1)
        }
    }

    /// The nominal duration (or response) the spring was described with, in seconds;
    /// for the mass/stiffness/damping form, the period `2 pi sqrt(m/k)`.
    public var nominalDuration: Double {
        switch self {
        case .spring(let d, _, _): return d ?? 0.5
        case .springResponse(let r, _, _): return r ?? 0.5
        case .interpolatingSpring: return parameters.period
        case .interpolatingSpringDuration(let d, _, _): return d ?? 0.5
        case .interactiveSpringDuration(let d, _, _): return d ?? 0.15
        case .interactiveSpring(let r, _, _): return r ?? 0.15
        case .preset(_, let d, _): return d ?? 0.5
        case .default: return 0.55
        }
    }
}
