import MotionCore
import SpecModel
import SpecTimeline

/// Writes one element's view for one state: a placeholder of its kind, its
/// matched-geometry or transition modifier, and its frame.
///
/// Modifier order matters in SwiftUI and is fixed here:
/// `content` → `.opacity` → `.matchedGeometryEffect` → `.frame(width:height:)` →
/// `.position(x:y:)` → `.transition` → `.zIndex`. In place, both states' views share one
/// `ZStack` and a view leaving keeps its place there while the other state's come in, so
/// `.zIndex(position in the spec)` is what keeps a later element on top all through the
/// change (the draw order of docs/spec-format.md). The effect sits on flexible content inside the
/// fixed frame, so a follower can take the matched size (an effect outside a fixed
/// `.frame` could only move it); `.position` places the frame's center on the canvas.
struct SwiftElementView {
    enum Mode {
        /// Both states in one view: matched elements get `matchedGeometryEffect`, one-state
        /// elements a `.transition`; controls call `toggle`.
        case inPlace(toggle: String)
        /// Two screens of a navigation push: only the zoom source is marked, with
        /// `.matchedTransitionSource`.
        case navigation(zoomSourceID: String?)
    }

    let model: ExportModel
    let mode: Mode

    init(model: ExportModel, toggle: String?, zoomSourceID: String? = nil) {
        self.model = model
        mode = toggle.map { .inPlace(toggle: $0) } ?? .navigation(zoomSourceID: zoomSourceID)
    }

    func write(_ element: ElementSpec, side: StateSide, into writer: inout CodeWriter, withComment: Bool = true) {
        guard let frame = element.frame(in: side) else { return }
        if withComment {
            var note = "\(element.id) — role \(element.role.rawValue), kind \(element.kind.rawValue), \(model.presence(of: element))"
            if case .navigation(let zoomSourceID) = mode, element.id == zoomSourceID { note += ", the zoom source" }
            writer.comment(note)
        }
        var (head, modifiers) = content(of: element, frame: frame)
        if frame.opacity != 1 {
            modifiers.append(".opacity(\(CodeNumber.exact(frame.opacity)))")
        }
        let id = Escaping.swiftStringLiteral(element.id)
        let namespace = model.namespace(of: element).rawValue
        switch mode {
        case .inPlace:
            if element.isMatched {
                var arguments = ["id: \(id)", "in: \(namespace)"]
                if element.properties != .frame { arguments.append("properties: .\(element.properties.rawValue)") }
                if element.anchor != .center { arguments.append("anchor: \(Self.unitPoint(element.anchor))") }
                modifiers.append(".matchedGeometryEffect(\(arguments.joined(separator: ", ")))")
            }
        case .navigation(let zoomSourceID):
            if side == .from, element.id == zoomSourceID {
                modifiers.append(".matchedTransitionSource(id: \(id), in: \(namespace))")
            }
        }
        modifiers.append(".frame(width: \(CodeNumber.exact(frame.width)), height: \(CodeNumber.exact(frame.height)))")
        modifiers.append(".position(x: \(CodeNumber.derived(frame.x + frame.width / 2)), y: \(CodeNumber.derived(frame.y + frame.height / 2)))")
        if case .inPlace = mode, !element.isMatched {
            modifiers.append(".transition(\(transition(of: element, frame: frame)))")
        }
        if case .inPlace = mode {
            modifiers.append(".zIndex(\(model.drawIndex(of: element)))")
        }
        writer.chain(head, modifiers: modifiers)
    }

    /// The placeholder of the element's kind and the modifiers that style it; free text
    /// (the id) only through the string-literal escaper.
    private func content(of element: ElementSpec, frame: StateFrame) -> (head: [String], modifiers: [String]) {
        let label = Escaping.swiftStringLiteral(element.id)
        let radius = CodeNumber.exact(frame.cornerRadius)
        let rounded = frame.cornerRadius != 0
        let muted = element.role == .container || element.role == .background
        switch element.kind {
        case .shape:
            return ([rounded ? "RoundedRectangle(cornerRadius: \(radius))" : "Rectangle()"], [muted ? ".fill(.quaternary)" : ".fill(.tint)"])
        case .image:
            var modifiers = [".resizable()", ".scaledToFit()", ".foregroundStyle(.secondary)"]
            if rounded { modifiers.append(".clipShape(RoundedRectangle(cornerRadius: \(radius)))") }
            return (["Image(systemName: \"photo\")"], modifiers)
        case .text:
            var modifiers: [String] = []
            if let font = frame.font { modifiers.append(".font(.\(font.description))") }
            modifiers.append(".frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)")
            return (["Text(verbatim: \(label))"], modifiers)
        case .symbol:
            return (["Image(systemName: \"circle.fill\")"], [".resizable()", ".scaledToFit()", ".foregroundStyle(.tint)"])
        case .control:
            let action: String
            switch mode {
            case .inPlace(let toggle): action = toggle
            case .navigation: action = "{}"
            }
            let head = [
                "Button(action: \(action)) {",
                "    Text(verbatim: \(label))",
                "        .frame(maxWidth: .infinity, maxHeight: .infinity)",
                "}",
            ]
            var modifiers = [".buttonStyle(.borderedProminent)"]
            if rounded { modifiers.append(".buttonBorderShape(.roundedRectangle(radius: \(radius)))") }
            return (head, modifiers)
        case .stack:
            let background = rounded ? ".background(.quaternary, in: RoundedRectangle(cornerRadius: \(radius)))" : ".background(.quaternary)"
            return (["VStack {}"], [".frame(maxWidth: .infinity, maxHeight: .infinity)", background])
        }
    }

    /// The transition of a one-state element, with its own animation (its animation or
    /// delay) attached when it has one: `.opacity.animation(.smooth.delay(0.15))`.
    private func transition(of element: ElementSpec, frame: StateFrame) -> String {
        let base: String
        switch element.transition {
        case .opacity:
            base = ".opacity"
        case .scale:
            // `.position` makes the view canvas-sized, so the anchor is the element's
            // center in unit coordinates of the canvas (docs/motion.md §5: around the frame's center).
            let canvas = model.canvas
            let x = CodeNumber.derived((frame.x + frame.width / 2) / canvas.width)
            let y = CodeNumber.derived((frame.y + frame.height / 2) / canvas.height)
            base = ".scale(scale: 0, anchor: UnitPoint(x: \(x), y: \(y)))"
        case .move(let edge):
            base = ".move(edge: .\(edge.rawValue))"
        case .none:
            return ".identity"
        }
        guard let timing = model.ownTiming(of: element) else { return base }
        return base + ".animation(.\(timing.source))"
    }

    /// `.topTrailing` for a keyword anchor, else `UnitPoint(x: 0.25, y: 1)`.
    static func unitPoint(_ point: UnitPoint) -> String {
        if let keyword = point.keyword { return "." + keyword }
        return "UnitPoint(x: \(CodeNumber.exact(point.x)), y: \(CodeNumber.exact(point.y)))"
    }
}
