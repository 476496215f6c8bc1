import MotionCore

/// `herocat curve`'s plain text: one `label  value` line per figure, then the progress
/// at `rows` evenly spaced times from 0 to the end.
struct CurveText {
    let report: CurveReport
    static let rows = 11

    func render() -> String {
        func n(_ value: Double) -> String { Markup.number(value, places: 4) }
        var lines: [(String, String)] = [("kind", report.animation.kind)]
        if let spring = report.spring {
            lines[0].1 += ", \(spring.regime)"
            lines += [("mass", n(spring.mass)), ("stiffness", n(spring.stiffness))]
            var damping = n(spring.damping)
            if let written = spring.writtenDamping {
                damping += " (written \(n(written)); interpolatingSpring never overdamps: critically damped)"
            }
            lines += [
                ("damping", damping), ("damping ratio", n(spring.dampingRatio)),
                ("response", Markup.seconds(spring.response)), ("bounce", n(spring.bounce)),
                ("initial velocity", n(spring.initialVelocity)),
            ]
        }
        if let curve = report.timingCurve {
            let c = curve.controlPoints
            lines += [
                ("control points", [c.c0x, c.c0y, c.c1x, c.c1y].map(n).joined(separator: ", ")),
                ("duration", Markup.seconds(curve.duration)),
            ]
        }
        if !report.animation.modifiers.isEmpty {
            lines.append(("modifiers", report.animation.modifiers.map { modifier in
                switch modifier {
                case .delay(let d): return "delay \(Markup.seconds(d))"
                case .speed(let s): return "speed \(n(s))x"
                }
            }.joined(separator: ", ")))
        }
        lines.append(("settlingDuration", report.settlingDuration.isFinite ? Markup.seconds(report.settlingDuration) : "never (undamped)"))
        lines.append(("overshoot", report.overshoot.map { "peak \(n($0.progress)) at \(Markup.seconds($0.time))" } ?? "none (progress never exceeds 1)"))

        let width = lines.map(\.0.count).max() ?? 0
        var out = report.animation.source + "\n"
        for (label, value) in lines {
            out += "  " + label + String(repeating: " ", count: width - label.count + 2) + value + "\n"
        }
        out += "\n  t (s)    progress\n"
        for (t, p) in report.samples(count: Self.rows) {
            let time = String(Markup.seconds(t).dropLast(2))
            out += "  " + time + String(repeating: " ", count: max(1, 9 - time.count)) + n(p) + "\n"
        }
        return out
    }
}
