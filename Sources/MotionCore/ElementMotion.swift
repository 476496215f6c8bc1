/// One element of a transition, ready to be evaluated over time (docs/motion.md §5).
///
/// An element with both `from` and `to` is matched and morphs according to
/// `properties` and `anchor`. An element with only one of them appears (`to` only) or
/// leaves (`from` only) with its `transition`, its frame fixed, on the progress clamped
/// to 0...1. An element with neither is invisible (a zero frame with opacity 0).
public struct ElementMotion: Equatable, Sendable {
    public var id: String
    public var from: Frame?
    public var to: Frame?
    public var properties: MatchedProperties
    public var anchor: UnitPoint
    public var transition: OneStateTransition
    /// Seconds after the state change; wraps the animation and all of its modifiers.
    public var delay: Double
    public var animation: Animation

    public init(
        id: String, from: Frame?, to: Frame?, properties: MatchedProperties = .frame,
        anchor: UnitPoint = .center, transition: OneStateTransition = .opacity,
        delay: Double = 0, animation: Animation
    ) {
        self.id = id
        self.from = from
        self.to = to
        self.properties = properties
        self.anchor = anchor
        self.transition = transition
        self.delay = delay
        self.animation = animation
    }

    /// Both states have the element: it morphs.
    public var isMatched: Bool { from != nil && to != nil }

    /// When the element reaches its end value for good: `delay` plus the animation's
    /// settling duration (modifiers included). From then on `frame(at:)` returns the
    /// end value exactly.
    public var settleTime: Double {
        AnimationEvaluator(animation, delay: delay).settlingDuration
    }

    /// When the element's progress starts to move: `delay` plus any `.delay()` of the
    /// animation (as the animation's `.speed()` modifiers stretch it). A `none`
    /// transition switches here.
    public var startTime: Double {
        AnimationEvaluator(animation, delay: delay).startTime
    }

    /// The element's frame `t` seconds after the state change. `canvas` is the
    /// coordinate space a `move(edge)` transition slides out of / into.
    public func frame(at t: Double, canvas: (width: Double, height: Double) = Timeline.defaultCanvas) -> Frame {
        ElementSampler(self, canvas: canvas).frame(at: t)
    }

    /// The frame before the animation starts.
    public func startFrame(canvas: (width: Double, height: Double) = Timeline.defaultCanvas) -> Frame {
        ElementSampler(self, canvas: canvas).start
    }

    /// The frame once settled (exactly `to` for a matched or appearing element).
    public func endFrame(canvas: (width: Double, height: Double) = Timeline.defaultCanvas) -> Frame {
        ElementSampler(self, canvas: canvas).end
    }
}
