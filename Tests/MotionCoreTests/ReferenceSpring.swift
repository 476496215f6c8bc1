/// An independent reference for the spring math: classical fourth-order Runge–Kutta
/// integration of `m x'' + c x' + k (x - target(t)) = 0`, written here from the
/// equation alone (no closed form, no MotionCore code).
struct ReferenceSpring {
    var mass: Double
    var stiffness: Double
    var damping: Double

    /// Integrates from `t = 0` with position `x0` and velocity `v0`, with a target that
    /// may jump (at multiples of `h`), in steps of `h`; returns (t, x, v) at every `every`-th step
    /// up to `until`.
    func integrate(
        x0: Double, v0: Double, until end: Double, h: Double = 1e-5, every: Int = 100,
        target: (Double) -> Double
    ) -> [(t: Double, x: Double, v: Double)] {
        var x = x0, v = v0
        var out = [(t: 0.0, x: x, v: v)]
        let steps = Int((end / h).rounded())
        for i in 0..<steps {
            let t = Double(i) * h
            // The target is read once per step, at its middle, so a target that jumps at
            // a multiple of h jumps exactly between two steps (whatever the rounding of t).
            let goal = target(t + h / 2)
            func acceleration(_ x: Double, _ v: Double) -> Double {
                (-stiffness * (x - goal) - damping * v) / mass
            }
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if (i + 1) % every == 0 { out.append((Double(i + 1) * h, x, v)) }
        }
        return out
    }
}
