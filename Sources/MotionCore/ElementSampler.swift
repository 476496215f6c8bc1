/// An element compiled for sampling: animation constants, settle time, start and end
/// frames and interpolation deltas all precomputed, so `frame(at:)` does no allocation
/// and no repeated setup.
struct ElementSampler: Sendable {
    let evaluator: AnimationEvaluator
    /// Wall time from which the element holds `end` exactly.
    let settleTime: Double
    /// Settling duration of the curve alone, on its own clock.
    let baseSettling: Double
    /// How a way back meets this run (docs/motion.md §7).
    let retargets: Bool
    let start: Frame
    let end: Frame
    // Stored flat (a tag plus both geometries) rather than as an enum with payloads, so
    // sampling never copies the geometry out of the value.
    let kind: Kind
    let matched: MatchedGeometry
    let oneState: OneStateGeometry

    enum Kind: Sendable {
        case matched
        /// Appears or leaves with a transition.
        case oneState
        /// `none`: flips from `start` to `end` when the animation starts.
        case switches
        /// Neither state has the element.
        case absent
    }

    static let placeholderFrame = Frame(x: 0, y: 0, width: 0, height: 0, cornerRadius: 0, opacity: 0)

    init(_ element: ElementMotion, canvas: (width: Double, height: Double), baseSettlingDuration: Double? = nil) {
        let evaluator = AnimationEvaluator(element.animation, delay: element.delay)
        self.evaluator = evaluator
        let base = baseSettlingDuration ?? evaluator.baseSettlingDuration(epsilon: Animation.settlingEpsilon)
        baseSettling = base
        settleTime = (base + evaluator.timeOffset) / evaluator.timeScale
        retargets = element.animation.retargets

        let blank = Self.placeholderFrame
        switch (element.from, element.to) {
        case (let from?, let to?):
            kind = .matched
            matched = MatchedGeometry(from: from, to: to, properties: element.properties, anchor: element.anchor)
            oneState = OneStateGeometry(frame: blank, appearing: true, transition: .opacity, canvas: canvas)
            start = matched.frame(progress: 0)
            end = to
        case (let from?, nil):
            kind = element.transition == OneStateTransition.none ? .switches : .oneState
            oneState = OneStateGeometry(frame: from, appearing: false, transition: element.transition, canvas: canvas)
            matched = MatchedGeometry(from: blank, to: blank, properties: .frame, anchor: .center)
            start = oneState.frame(visibility: 1)
            end = oneState.frame(visibility: 0)
        case (nil, let to?):
            kind = element.transition == OneStateTransition.none ? .switches : .oneState
            oneState = OneStateGeometry(frame: to, appearing: true, transition: element.transition, canvas: canvas)
            matched = MatchedGeometry(from: blank, to: blank, properties: .frame, anchor: .center)
            start = oneState.frame(visibility: 0)
            end = oneState.frame(visibility: 1)
        case (nil, nil):
            kind = .absent
            matched = MatchedGeometry(from: blank, to: blank, properties: .frame, anchor: .center)
            oneState = OneStateGeometry(frame: blank, appearing: true, transition: .opacity, canvas: canvas)
            start = blank
            end = blank
        }
    }

    /// Progress at wall time `t`, exactly 1 from the settle time on.
    @inline(__always) func settledProgress(at t: Double) -> Double {
        t >= settleTime - Timeline.timeTolerance ? 1 : evaluator.progress(at: t)
    }

    /// The frame at progress `p` once the animation has started (matched: the morph;
    /// one-state: `p` clamped to 0...1; `none`: switched until `p` is back at 0).
    @inline(__always) func frame(progress p: Double) -> Frame {
        switch kind {
        case .matched:
            return matched.frame(progress: p)
        case .oneState:
            let q = min(1, max(0, p))
            return oneState.frame(visibility: oneState.appearing ? q : 1 - q)
        case .switches:
            return p > 0 ? end : start
        case .absent:
            return start
        }
    }

    @inline(__always) func frame(at t: Double) -> Frame {
        if t >= settleTime - Timeline.timeTolerance { return end }
        let local = evaluator.timeScale * t - evaluator.timeOffset
        switch kind {
        case .matched:
            if local <= 0 { return start }
            return matched.frame(progress: evaluator.progress(local: local))
        case .oneState:
            if local <= 0 { return start }
            let q = min(1, max(0, evaluator.progress(local: local)))
            return oneState.frame(visibility: oneState.appearing ? q : 1 - q)
        case .switches:
            // `none`: the state flips the moment the animation starts.
            return local >= 0 ? end : start
        case .absent:
            return start
        }
    }
}

/// Interpolation of a matched element (docs/motion.md §5 table). Anchor points
/// `A = (x + ax*w, y + ay*h)`; `x = Ax - ax*w`, `y = Ay - ay*h`. Corner radius and
/// opacity follow the size column: they interpolate under `frame` and `size`, and hold
/// the end view's values under `position` (whose size is the end size throughout).
/// Width, height and corner radius never go below 0; opacity stays in 0...1.
struct MatchedGeometry: Sendable {
    let from: Frame
    let to: Frame
    let properties: MatchedProperties
    let ax, ay: Double
    let fromAx, fromAy, deltaAx, deltaAy: Double
    let toAx, toAy: Double
    let deltaW, deltaH, deltaRadius, deltaOpacity: Double

    init(from: Frame, to: Frame, properties: MatchedProperties, anchor: UnitPoint) {
        self.from = from
        self.to = to
        self.properties = properties
        ax = anchor.x
        ay = anchor.y
        let a = from.point(at: anchor)
        let b = to.point(at: anchor)
        fromAx = a.x
        fromAy = a.y
        toAx = b.x
        toAy = b.y
        deltaAx = b.x - a.x
        deltaAy = b.y - a.y
        deltaW = to.width - from.width
        deltaH = to.height - from.height
        deltaRadius = to.cornerRadius - from.cornerRadius
        deltaOpacity = to.opacity - from.opacity
    }

    @inline(__always) func frame(progress p: Double) -> Frame {
        let anchorX, anchorY, w, h, radius, opacity: Double
        switch properties {
        case .frame:
            if p == 0 { return from }
            anchorX = fromAx + deltaAx * p
            anchorY = fromAy + deltaAy * p
            w = max(0, from.width + deltaW * p)
            h = max(0, from.height + deltaH * p)
            radius = max(0, from.cornerRadius + deltaRadius * p)
            opacity = min(1, max(0, from.opacity + deltaOpacity * p))
        case .position:
            anchorX = fromAx + deltaAx * p
            anchorY = fromAy + deltaAy * p
            w = to.width
            h = to.height
            radius = to.cornerRadius
            opacity = to.opacity
        case .size:
            anchorX = toAx
            anchorY = toAy
            w = max(0, from.width + deltaW * p)
            h = max(0, from.height + deltaH * p)
            radius = max(0, from.cornerRadius + deltaRadius * p)
            opacity = min(1, max(0, from.opacity + deltaOpacity * p))
        }
        return Frame(x: anchorX - ax * w, y: anchorY - ay * h, width: w, height: h, cornerRadius: radius, opacity: opacity)
    }
}

/// A one-state element's transition as a function of its visibility `v` (0 = gone,
/// 1 = fully there): `v = q` when appearing, `1 - q` when leaving, `q` being the
/// progress clamped to 0...1. The frame itself stays fixed.
///
/// - opacity: opacity `o * v`.
/// - scale: width, height (and the corner radius) times `v`, around the frame's center.
/// - move(edge): docs/motion.md leaves this open. As SwiftUI moves the view to just outside
///   its container's edge, the element is offset so it sits just beyond that edge of
///   the canvas (top: its bottom at y = 0; bottom: its top at y = canvas height;
///   leading: its right side at x = 0; trailing: its left side at x = canvas width),
///   by `offset * (1 - v)`: an appearing element slides in from there, a leaving one out.
/// - none: no interpolation; invisible (opacity 0) before the switch, itself after
///   (reversed when leaving). The switch happens when the animation starts.
struct OneStateGeometry: Sendable {
    let frame: Frame
    let appearing: Bool
    let transition: OneStateTransition
    let centerX, centerY: Double
    let offsetX, offsetY: Double

    init(frame: Frame, appearing: Bool, transition: OneStateTransition, canvas: (width: Double, height: Double)) {
        self.frame = frame
        self.appearing = appearing
        self.transition = transition
        centerX = frame.x + frame.width / 2
        centerY = frame.y + frame.height / 2
        var dx = 0.0, dy = 0.0
        if case .move(let edge) = transition {
            switch edge {
            case .top: dy = -(frame.y + frame.height)
            case .bottom: dy = canvas.height - frame.y
            case .leading: dx = -(frame.x + frame.width)
            case .trailing: dx = canvas.width - frame.x
            }
        }
        offsetX = dx
        offsetY = dy
    }

    @inline(__always) func frame(visibility v: Double) -> Frame {
        if v >= 1 { return frame }
        var f = frame
        switch transition {
        case .opacity:
            f.opacity = frame.opacity * v
        case .scale:
            f.width = frame.width * v
            f.height = frame.height * v
            f.cornerRadius = frame.cornerRadius * v
            f.x = centerX - f.width / 2
            f.y = centerY - f.height / 2
        case .move:
            f.x = frame.x + offsetX * (1 - v)
            f.y = frame.y + offsetY * (1 - v)
        case .none:
            if v <= 0 { f.opacity = 0 }
        }
        return f
    }
}
