/// Which geometry `matchedGeometryEffect` matches (docs/motion.md §5).
public enum MatchedProperties: String, Equatable, Sendable, CaseIterable {
    /// Anchor point and size.
    case frame
    /// Anchor point only; the view keeps its own (end) size.
    case position
    /// Size only; the anchor point stays where the end view has it.
    case size
}

/// A container edge for `move(edge:)`.
public enum Edge: String, Equatable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}

/// How an element that exists in one state only appears or leaves.
public enum OneStateTransition: Equatable, Sendable {
    /// Fades: opacity `o*q` appearing, `o*(1-q)` leaving.
    case opacity
    /// Scales width and height by `q` (or `1-q`) around the frame's center.
    case scale
    /// Slides in from / out to just beyond the canvas edge.
    case move(Edge)
    /// No animation: switches when the element's animation starts.
    case none

    /// Spec spelling: `opacity`, `scale`, `move(edge: bottom)`, `none`.
    public var source: String {
        switch self {
        case .opacity: return "opacity"
        case .scale: return "scale"
        case .move(let edge): return "move(edge: \(edge.rawValue))"
        case .none: return "none"
        }
    }

    /// Reads the spec spelling. Accepts `opacity`, `scale`, `none` (also `identity`),
    /// and `move(edge: bottom)` with optional dots and whitespace (`.move(edge: .bottom)`).
    public init?(source: String) {
        var text = String(source.unicodeScalars.filter { $0 != " " && $0 != "\t" })
        if text.hasPrefix(".") { text.removeFirst() }
        switch text {
        case "opacity": self = .opacity
        case "scale": self = .scale
        case "none", "identity": self = OneStateTransition.none
        default:
            guard text.hasPrefix("move(edge:"), text.hasSuffix(")") else { return nil }
            var edgeName = String(text.dropFirst("move(edge:".count).dropLast())
            if edgeName.hasPrefix(".") { edgeName.removeFirst() }
            guard let edge = Edge(rawValue: edgeName) else { return nil }
            self = .move(edge)
        }
    }
}
