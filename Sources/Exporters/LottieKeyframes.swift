import MotionCore
import SpecTimeline

/// Which frames of an element's track become Lottie keyframes, and the easing (Lottie's
/// `o`/`i` bezier handles) from each to the next.
///
/// Every value of an element is linear in its progress (docs/motion.md §5), so one easing
/// per segment serves all of its properties. A segment first tries the easing that carries
/// it whole: the animation's own cubic Bezier when the segment is exactly the curve's run
/// (start and settle on frames), else a cubic Hermite fit of the core's progress (handles
/// at 1/3 and 2/3 of the segment, heights from the core's one-sided slopes at both ends).
/// The fit is kept when Lottie's interpolation stays within `tolerance` of the core at
/// every frame and every half frame inside the segment; otherwise the segment is split in
/// two at its middle frame. A segment one frame long is always kept, as is the linear
/// step of a `none` switch. So a timing curve is one keyframe pair; a spring takes as many
/// as its curvature needs.
struct LottieKeyframes {
    /// How far (in points, and in percentage points of opacity) Lottie's interpolation may
    /// stray from the core inside a segment: a quarter point.
    static let tolerance = 0.25

    /// A segment's handles: `o` of its first keyframe (out) and `i` of the next (in), as
    /// Lottie and CSS `cubic-bezier()` write them.
    struct Easing: Equatable {
        var outX: Double, outY: Double, inX: Double, inY: Double
        static let linear = Easing(outX: 1.0 / 3, outY: 1.0 / 3, inX: 2.0 / 3, inY: 2.0 / 3)

        /// As written into the file: x to 4 decimals, y to 6.
        var written: Easing {
            Easing(outX: Frame.round(outX, places: 4), outY: Frame.round(outY, places: 6),
                   inX: Frame.round(inX, places: 4), inY: Frame.round(inY, places: 6))
        }

        /// Lottie's eased fraction at a time fraction `u` of the segment.
        func value(at u: Double) -> Double {
            UnitBezier(outX, outY, inX, inY).solve(u)
        }
    }

    /// Frame indices of the keyframes, first and last frame included, ascending.
    private(set) var frames: [Int] = []
    /// `easings[k]` runs from `frames[k]` to `frames[k + 1]`.
    private(set) var easings: [Easing] = []

    /// - Parameters:
    ///   - values: the element's values to hold to the tolerance, one vector per frame (the
    ///     exporter's: the box's edges, radius, opacity in percent), from the timeline rounded
    ///     as it is written; all linear in the element's progress, as Lottie's values are.
    ///   - reference: the same values from the core `t` seconds after the change.
    init(values: [[Double]], times: [Double], fps: Int, timing: PlatformTiming, clamped: Bool, switches: Bool,
         reference: (Double) -> [Double]) {
        let last = values.count - 1
        guard last > 0 else {
            frames = [0]
            return
        }
        func progress(_ t: Double) -> Double {
            let p = timing.progress(afterStart: t - timing.delay)
            return clamped ? min(1, max(0, p)) : p
        }
        // In frames, a float's last bit off a whole frame counted as on it (0.35 s × 60).
        func inFrames(_ seconds: Double) -> Double {
            let value = seconds * Double(fps)
            return abs(value - value.rounded()) < 1e-6 ? value.rounded() : value
        }
        let startFrame = inFrames(timing.delay), settleFrame = inFrames(timing.delay + timing.settlingDuration)
        func exactCurve(_ a: Int, _ b: Int) -> Easing? {
            guard !clamped, case let .bezier(c0x, c0y, c1x, c1y, _) = timing.curve,
                  abs(Double(a) - startFrame) < 1e-6, abs(Double(b) - settleFrame) < 1e-6 else { return nil }
            return Easing(outX: c0x, outY: c0y, inX: c1x, inY: c1y)
        }
        func hermite(_ a: Int, _ b: Int) -> Easing {
            let ta = times[a], tb = times[b]
            let rise = progress(tb) - progress(ta)
            guard !switches, tb <= timing.delay + timing.settlingDuration, abs(rise) > 1e-9 else { return .linear }
            let step = 1e-6
            let slopeOut = (progress(ta + step) - progress(ta)) / step, slopeIn = (progress(tb) - progress(tb - step)) / step
            let third = (tb - ta) / 3
            return Easing(outX: 1.0 / 3, outY: slopeOut * third / rise, inX: 2.0 / 3, inY: 1 - slopeIn * third / rise)
        }
        func fits(_ easing: Easing, _ a: Int, _ b: Int) -> Bool {
            let written = easing.written
            let from = values[a], to = values[b]
            for step in 1..<(2 * (b - a)) {
                let u = Double(step) / Double(2 * (b - a))
                let want = step % 2 == 0 ? values[a + step / 2] : reference(times[a] + u * (times[b] - times[a]))
                let y = written.value(at: u)
                for d in want.indices where abs(from[d] + (to[d] - from[d]) * y - want[d]) > Self.tolerance { return false }
            }
            return true
        }
        frames = [0]
        func add(_ a: Int, _ b: Int) {
            if b - a > 1 {
                let candidate = exactCurve(a, b) ?? hermite(a, b)
                if !(fits(candidate, a, b)) {
                    let middle = (a + b) / 2
                    add(a, middle)
                    add(middle, b)
                    return
                }
                easings.append(candidate)
            } else {
                easings.append(switches ? .linear : hermite(a, b))
            }
            frames.append(b)
        }
        // Natural breaks first: where the motion starts and where it settles.
        var breaks = Set([0, last])
        for frame in [startFrame.rounded(.down), startFrame.rounded(.up), settleFrame.rounded(.up)] where frame.isFinite {
            breaks.insert(min(last, max(0, Int(frame))))
        }
        let sorted = breaks.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) { add(a, b) }
    }
}
