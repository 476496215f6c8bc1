import MotionCore

/// The finite range one kind of spec number must lie in. Every door that stores a spec
/// (add, load, scan --import, the server) parses it with `TransitionSpec.parse`, which
/// checks these, so a stored spec never holds a value an exporter or preview cannot use.
public struct ValueRange: Sendable {
    /// What the number is, with its article (`a coordinate`).
    public let what: String
    public let lower: Double
    public let upper: Double
    /// True when `lower` itself is excluded (`> 0`).
    public let excludesLower: Bool
    /// `pt`, `s`, or empty.
    public let unit: String

    init(_ what: String, _ bounds: ClosedRange<Double>, excludingLower: Bool = false, unit: String = "") {
        self.what = what
        lower = bounds.lowerBound
        upper = bounds.upperBound
        excludesLower = excludingLower
        self.unit = unit
    }

    public func contains(_ value: Double) -> Bool {
        value.isFinite && value <= upper && (excludesLower ? value > lower : value >= lower)
    }

    /// `0...100000 pt`, `(-1)...1 (-1 excluded)`.
    public var bounds: String {
        "\(formatNumber(lower))...\(formatNumber(upper))" + (unit.isEmpty ? "" : " \(unit)") + (excludesLower ? " (\(formatNumber(lower)) excluded)" : "")
    }

    /// What a message says was expected: `a width in 0...100000 pt`.
    public var expected: String { "\(what) in \(bounds)" }

    /// Nil when `value` is in range, else the message for it.
    public func problem(_ value: Double) -> String? {
        contains(value) ? nil : "expected \(expected), got \(value.isNaN ? "NaN" : value.isFinite ? formatNumber(value) : "an infinite number")"
    }
}

/// Every number a spec can hold, and its range: the one table that `add`, `load`,
/// `scan --import` and the README's limits table share.
public enum ValueRanges {
    // Geometry, in points.
    public static let coordinate = ValueRange("a coordinate", -100_000 ... 100_000, unit: "pt")
    public static let width = ValueRange("a width", 0 ... 100_000, unit: "pt")
    public static let height = ValueRange("a height", 0 ... 100_000, unit: "pt")
    public static let cornerRadius = ValueRange("a corner radius", 0 ... 100_000, unit: "pt")
    public static let canvasSide = ValueRange("a canvas side", 0 ... 100_000, excludingLower: true, unit: "pt")
    public static let opacity = ValueRange("an opacity", 0 ... 1)
    /// An anchor's unit point: 0...1 is inside the frame; a little beyond is allowed.
    public static let unitPoint = ValueRange("a unit point coordinate", -10 ... 10)
    public static let fontSize = ValueRange("a font size", 0 ... 1000, excludingLower: true, unit: "pt")

    // Time, in seconds.
    public static let delay = ValueRange("a delay", 0 ... Timeline.defaultMaxDuration, unit: "s")
    /// When the element has settled: its delay plus its animation's settling duration.
    /// The timeline's own cap, so a stored spec's timeline is never cut short.
    public static let settleTime = ValueRange("a settle time (delay included)", 0 ... Timeline.defaultMaxDuration, unit: "s")

    // Animation expression arguments (docs/motion.md).
    public static let duration = ValueRange("a duration", 0.001 ... 60, unit: "s")
    public static let blendDuration = ValueRange("a blend duration", 0 ... 60, unit: "s")
    public static let bounce = ValueRange("a bounce", -1 ... 1, excludingLower: true)
    public static let extraBounce = ValueRange("an extra bounce", -1 ... 1)
    public static let dampingFraction = ValueRange("a damping fraction", 0 ... 10)
    public static let mass = ValueRange("a mass", 0.001 ... 1000)
    public static let stiffness = ValueRange("a stiffness", 0.001 ... 1_000_000)
    public static let damping = ValueRange("a damping", 0 ... 100_000)
    public static let initialVelocity = ValueRange("an initial velocity", -1000 ... 1000, unit: "/s")
    public static let controlPointX = ValueRange("a control point x", 0 ... 1)
    public static let controlPointY = ValueRange("a control point y", -10 ... 10)
    public static let animationDelay = ValueRange("a delay", 0 ... 60, unit: "s")
    public static let speed = ValueRange("a speed", 0.01 ... 100)

    /// The table the README prints: where each range applies.
    public static let table: [(fields: String, range: ValueRange)] = [
        ("`x`, `y`", coordinate),
        ("`width`", width),
        ("`height`", height),
        ("`cornerRadius`", cornerRadius),
        ("`canvas.width`, `canvas.height`", canvasSide),
        ("`opacity`", opacity),
        ("`anchor: [x, y]`", unitPoint),
        ("`font: system(size:)`", fontSize),
        ("element `delay`", delay),
        ("settle time: element delay + its animation's settling duration", settleTime),
        ("animation `duration:`, `response:`", duration),
        ("animation `blendDuration:`", blendDuration),
        ("animation `bounce:` (presets: bounce + `extraBounce:`)", bounce),
        ("animation `extraBounce:`", extraBounce),
        ("animation `dampingFraction:`", dampingFraction),
        ("animation `mass:`", mass),
        ("animation `stiffness:`", stiffness),
        ("animation `damping:`", damping),
        ("animation `initialVelocity:`", initialVelocity),
        ("`timingCurve` c0x, c1x", controlPointX),
        ("`timingCurve` c0y, c1y", controlPointY),
        ("`.delay(…)`", animationDelay),
        ("`.speed(…)`", speed),
    ]
}
