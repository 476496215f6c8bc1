import MotionCore

/// A hero transition as the spec format (docs/spec-format.md) defines it: two named states of one view and
/// the elements that morph (matched) or fade (one-state) between them.
public struct TransitionSpec: Equatable, Sendable {
    /// The spec format version (`herocat:`); only 1 exists.
    public var formatVersion: Int = 1
    public var name: CatalogName
    public var title: String?
    public var summary: String?
    public var tags: [String] = []
    public var pattern: Pattern = .custom
    public var context: PresentationContext = .inPlace
    public var host: Host = .app
    public var usage: Usage = .single
    public var namespace: SwiftIdentifier
    public var canvas: Canvas?
    public var fromState: SwiftIdentifier
    public var toState: SwiftIdentifier
    public var animation: Animation?
    public var elements: [ElementSpec]
    /// Rules switched off for this spec, each with the reason why.
    public var suppressions: [Suppression] = []

    public init(
        name: CatalogName, namespace: SwiftIdentifier,
        fromState: SwiftIdentifier, toState: SwiftIdentifier, elements: [ElementSpec]
    ) {
        self.name = name
        self.namespace = namespace
        self.fromState = fromState
        self.toState = toState
        self.elements = elements
    }
}

/// `disable: [{rule: too_many_matches, reason: "..."}]`: a rule this spec opts out of.
public struct Suppression: Equatable, Sendable {
    /// A rule identifier (snake_case); the validator checks that it exists.
    public var rule: String
    /// Why; a suppression without one is itself a finding.
    public var reason: String?

    public init(rule: String, reason: String? = nil) {
        self.rule = rule
        self.reason = reason
    }
}

/// The coordinate space previews draw in, in points.
public struct Canvas: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let iPhone = Canvas(width: 390, height: 844)
}

/// One element of a transition: matched when it has both frames, else one-state.
public struct ElementSpec: Equatable, Sendable {
    /// The matchedGeometryEffect id; free text.
    public var id: String
    public var role: Role = .content
    public var kind: ElementKind = .shape
    public var properties: MatchedProperties = .frame
    public var anchor: UnitPoint = .center
    /// Which state's view is `isSource: true`.
    public var source: StateSide = .from
    /// Overrides the transition's namespace for this element.
    public var namespace: SwiftIdentifier?
    public var from: StateFrame?
    public var to: StateFrame?
    /// How a one-state element enters or leaves.
    public var transition: OneStateTransition = .opacity
    /// Seconds after the state change before this element starts.
    public var delay: Double = 0
    /// This element's own animation, overriding the transition's.
    public var animation: Animation?

    public init(id: String, from: StateFrame? = nil, to: StateFrame? = nil) {
        self.id = id
        self.from = from
        self.to = to
    }

    /// Present in both states, so it morphs rather than fades.
    public var isMatched: Bool { from != nil && to != nil }

    /// The frame of the given state, if the element exists there.
    public func frame(in side: StateSide) -> StateFrame? {
        side == .from ? from : to
    }
}

/// An element's geometry in one state.
public struct StateFrame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var cornerRadius: Double = 0
    public var opacity: Double = 1
    /// The text font in this state (text elements).
    public var font: FontExpression?

    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0, opacity: Double = 1, font: FontExpression? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.font = font
    }

    /// The geometry the interpolation core animates.
    public var motionFrame: Frame {
        Frame(x: x, y: y, width: width, height: height, cornerRadius: cornerRadius, opacity: opacity)
    }
}
