import MotionCore
import SpecModel
import SpecTimeline

/// Renders a spec as a TSX script for the Scripting app:
/// a function component that reads each namespace with `<NamespaceReader>`, keeps the
/// state in `useObservable` (holding the state's name), shows both states as branches of
/// one `ZStack` (`{phase.value === "<state>" && <View … />}`), and animates the change
/// with the `animation={{ animation, value }}` prop (the Scripting spelling of SwiftUI's
/// `.animation(_:value:)`). Matched views carry
/// `matchedGeometryEffect={{ id, namespace, properties, anchor }}` with only non-default
/// fields; one-state views carry `transition={Transition.….animation(…)}`. The file ends
/// by presenting the component, as Scripting scripts do.
///
/// Free text reaches the file only through `Escaping.jsStringLiteral` (ids, also as
/// `<Text>` children inside `{…}`, never as raw JSX text) and `Escaping.jsLineComments`
/// (title, summary, tags, outside JSX only).
///
/// Not expressible in Scripting's `Animation` (its documented API has neither):
/// `timingCurve(…)` and `.speed(…)`; such specs are refused with `ExportError.unsupported`.
/// `context: navigation-push` exports the in-place alternative (both states in one view), and says so.
struct TSXExporter {
    let model: ExportModel
    private var spec: TransitionSpec { model.spec }

    init(spec: TransitionSpec, options: ExportOptions) throws(ExportError) {
        model = try ExportModel(spec: spec)
    }

    func render() throws(ExportError) -> String {
        let namespaceNames = Dictionary(uniqueKeysWithValues: model.namespaces.enumerated().map { index, namespace in
            (namespace, index == 0 ? "namespace" : "namespace_\(namespace)")
        })
        let transitionAnimation = try Self.animation(model.transitionAnimation)
        let fromValue = Escaping.jsStringLiteral(spec.fromState.rawValue)
        let toValue = Escaping.jsStringLiteral(spec.toState.rawValue)
        let ownTiming = spec.elements.filter { $0.isMatched && model.ownTiming(of: $0) != nil }

        // Build the element views first: they decide which components are imported.
        var components: Set<String> = ["NamespaceReader", "ZStack"]
        var body = CodeWriter(indentUnit: "  ") { Escaping.jsLineComments($0, indent: $1) }
        // In element order, each element's two branches together: a later element is drawn
        // on top (docs/spec-format.md), as the ZStack keeps a leaving view in its place.
        let ownTimingIDs = Set(ownTiming.map(\.id))
        for element in spec.elements {
            guard ownTimingIDs.contains(element.id), let timing = model.ownTiming(of: element) else {
                for side in StateSide.allCases where element.frame(in: side) != nil {
                    try writeConditional(element, side: side, namespaces: namespaceNames, components: &components, into: &body)
                }
                continue
            }
            let animation = try Self.animation(timing)
            body.line("<ZStack")
            body.indented { w in
                w.line("frame={{ width: \(CodeNumber.exact(model.canvas.width)), height: \(CodeNumber.exact(model.canvas.height)) }}")
                w.line("animation={{ animation: \(animation), value: phase.value }}")
            }
            body.line(">")
            try body.indented { (w: inout CodeWriter) throws(ExportError) in
                for side in StateSide.allCases {
                    try writeConditional(element, side: side, namespaces: namespaceNames, components: &components, into: &w)
                }
            }
            body.line("</ZStack>")
        }

        var writer = CodeWriter(indentUnit: "  ") { Escaping.jsLineComments($0, indent: $1) }
        writeHeader(into: &writer)
        let imports = components.union(["Navigation", "Script", "useObservable"]).sorted()
        writer.line("import { \(imports.joined(separator: ", ")) } from \"scripting\"")
        writer.blank()
        writer.block("export function \(model.typeName)() {") { w in
            w.line("const phase = useObservable(\(fromValue))")
            w.line("const toggle = () => phase.setValue(phase.value === \(fromValue) ? \(toValue) : \(fromValue))")
            w.blank()
            if spec.context == .navigationPush {
                w.comment("context: navigation-push. matchedGeometryEffect does not survive a navigation push: the source view leaves the tree before the destination appears (rule navigation_push). This script builds the in-place alternative instead: both states in one view, the detail shown over the grid, matched in place.")
            }
            if model.animationIsDefaulted {
                w.comment("The spec gives no animation (rule missing_animation), so the system's default animation animates the change.")
            }
            w.comment("Both states are branches on `phase`, so each matched id has exactly one view at a time and every view keeps isSource: true (the default).")
            w.block("return (", ")") { w in
                writeNamespaceReaders(Array(model.namespaces), names: namespaceNames, into: &w) { w in
                    w.line("<ZStack")
                    w.indented { w in
                        w.line("frame={{ width: \(CodeNumber.exact(model.canvas.width)), height: \(CodeNumber.exact(model.canvas.height)) }}")
                        w.line("onTapGesture={toggle}")
                        w.line("animation={{ animation: \(transitionAnimation), value: phase.value }}")
                    }
                    w.line(">")
                    w.indented { w in
                        for line in body.lines { w.line(line) }
                    }
                    w.line("</ZStack>")
                }
            }
        }
        writer.blank()
        writer.block("async function run() {") { w in
            w.line("await Navigation.present({ element: <\(model.typeName) /> })")
            w.line("Script.exit()")
        }
        writer.blank()
        writer.line("run()")
        return writer.text
    }

    private func writeHeader(into writer: inout CodeWriter) {
        writer.specHeader(model, fileName: "\(model.typeName).tsx",
                          origin: "Generated by herocat from the catalog entry \(spec.name) (herocat export \(spec.name) --format tsx), for the Scripting app.")
    }

    /// `<NamespaceReader>{namespace => ( … )}</NamespaceReader>`, nested once per namespace.
    private func writeNamespaceReaders(
        _ namespaces: [SwiftIdentifier], names: [SwiftIdentifier: String], into writer: inout CodeWriter,
        content: (inout CodeWriter) -> Void
    ) {
        guard let first = namespaces.first else {
            content(&writer)
            return
        }
        writer.line("<NamespaceReader>")
        writer.indented { w in
            w.block("{\(names[first]!) => (", ")}") { w in
                writeNamespaceReaders(Array(namespaces.dropFirst()), names: names, into: &w, content: content)
            }
        }
        writer.line("</NamespaceReader>")
    }

    /// `{phase.value === "<state>" && ( <View … /> )}` for one element in one state.
    private func writeConditional(
        _ element: ElementSpec, side: StateSide, namespaces: [SwiftIdentifier: String],
        components: inout Set<String>, into writer: inout CodeWriter
    ) throws(ExportError) {
        guard let frame = element.frame(in: side) else { return }
        let state = Escaping.jsStringLiteral((side == .from ? spec.fromState : spec.toState).rawValue)
        let id = Escaping.jsStringLiteral(element.id)
        let (component, contentProps, children) = content(of: element, frame: frame)
        components.insert(component)
        if children != nil, element.kind == .stack { components.insert("Spacer") }

        var props = contentProps
        if frame.opacity != 1 { props.append("opacity={\(CodeNumber.exact(frame.opacity))}") }
        if element.isMatched {
            let namespace = namespaces[model.namespace(of: element)]!
            var fields = ["id: \(id)", namespace == "namespace" ? "namespace" : "namespace: \(namespace)"]
            if element.properties != .frame { fields.append("properties: \"\(element.properties.rawValue)\"") }
            if element.anchor != .center {
                fields.append("anchor: " + (element.anchor.keyword.map { "\"\($0)\"" }
                    ?? "{ x: \(CodeNumber.exact(element.anchor.x)), y: \(CodeNumber.exact(element.anchor.y)) }"))
            }
            props.append("matchedGeometryEffect={{ \(fields.joined(separator: ", ")) }}")
        }
        props.append("frame={{ width: \(CodeNumber.exact(frame.width)), height: \(CodeNumber.exact(frame.height)) }}")
        props.append("position={{ x: \(CodeNumber.derived(frame.x + frame.width / 2)), y: \(CodeNumber.derived(frame.y + frame.height / 2)) }}")
        if !element.isMatched {
            props.append("transition={\(try transition(of: element, frame: frame))}")
        }

        writer.line("{phase.value === \(state) && (")
        writer.indented { w in
            w.line("<\(component)")
            w.indented { w in
                for prop in props { w.line(prop) }
            }
            if let children {
                w.line(">")
                w.indented { $0.line(children) }
                w.line("</\(component)>")
            } else {
                w.line("/>")
            }
        }
        writer.line(")}")
    }

    /// The component of the element's kind, its styling props, and its children.
    private func content(of element: ElementSpec, frame: StateFrame) -> (component: String, props: [String], children: String?) {
        let label = Escaping.jsStringLiteral(element.id)
        let radius = CodeNumber.exact(frame.cornerRadius)
        let rounded = frame.cornerRadius != 0
        let clip = rounded ? ["clipShape={{ type: \"rect\", cornerRadius: \(radius) }}"] : []
        let muted = element.role == .container || element.role == .background
        switch element.kind {
        case .shape:
            let fill = muted ? "fill=\"systemGray5\"" : "fill=\"systemBlue\""
            return rounded ? ("RoundedRectangle", ["cornerRadius={\(radius)}", fill], nil) : ("Rectangle", [fill], nil)
        case .image:
            return ("Image", ["systemName=\"photo\"", "resizable={true}", "scaleToFit={true}", "foregroundStyle=\"secondaryLabel\""] + clip, nil)
        case .text:
            return ("Text", frame.font.map(Self.fontProps) ?? [], "{\(label)}")
        case .symbol:
            return ("Image", ["systemName=\"circle.fill\"", "resizable={true}", "scaleToFit={true}", "foregroundStyle=\"systemBlue\""], nil)
        case .control:
            return ("Button", ["title={\(label)}", "action={toggle}"] + clip, nil)
        case .stack:
            return ("VStack", ["background=\"systemGray6\""] + clip, "<Spacer />")
        }
    }

    /// `font` (a text style name, or the size of a `system(size:)` font) and `fontWeight`
    /// (from `.weight(…)`, `.bold()` or the system font's weight). Other font modifiers
    /// (italic, design, small caps…) have no counterpart here and are left out.
    static func fontProps(_ font: FontExpression) -> [String] {
        var props: [String] = []
        var weight: String?
        switch font.base {
        case .style(let name):
            props.append("font=\"\(name)\"")
        case let .system(size, systemWeight, _):
            props.append("font={\(CodeNumber.exact(size))}")
            weight = systemWeight
        case let .systemStyle(style, _, systemWeight):
            props.append("font=\"\(style)\"")
            weight = systemWeight
        }
        for modifier in font.modifiers {
            switch modifier {
            case .weight(let value): weight = value
            case .plain("bold"): weight = "bold"
            case .plain: break
            }
        }
        if let weight { props.append("fontWeight=\"\(weight)\"") }
        return props
    }

    /// A one-state element's `Transition`, with its own animation attached when it has one.
    private func transition(of element: ElementSpec, frame: StateFrame) throws(ExportError) -> String {
        let base: String
        switch element.transition {
        case .opacity:
            base = "Transition.opacity()"
        case .scale:
            let canvas = model.canvas
            let x = CodeNumber.derived((frame.x + frame.width / 2) / canvas.width)
            let y = CodeNumber.derived((frame.y + frame.height / 2) / canvas.height)
            base = "Transition.scale(0, { x: \(x), y: \(y) })"
        case .move(let edge):
            base = "Transition.move(\"\(edge.rawValue)\")"
        case .none:
            return "Transition.identity()"
        }
        guard let timing = model.ownTiming(of: element) else { return base }
        return base + ".animation(\(try Self.animation(timing)))"
    }

    /// An animation in Scripting's `Animation` API, written arguments only.
    static func animation(_ animation: Animation) throws(ExportError) -> String {
        var text: String
        switch animation.base {
        case .bezier(let curve):
            switch curve {
            case .linear(let d): text = "Animation.linear(\(d.map(CodeNumber.exact) ?? ""))"
            case .easeIn(let d): text = "Animation.easeIn(\(d.map(CodeNumber.exact) ?? ""))"
            case .easeOut(let d): text = "Animation.easeOut(\(d.map(CodeNumber.exact) ?? ""))"
            case .easeInOut(let d): text = "Animation.easeInOut(\(d.map(CodeNumber.exact) ?? ""))"
            case .custom:
                throw .unsupported(format: "tsx", feature: "the timing curve \(curve.source)",
                                   hint: "the Scripting app's Animation has no timingCurve; use linear, easeIn, easeOut, easeInOut or a spring")
            }
        case .spring(let spring):
            switch spring {
            case let .spring(d, b, blend):
                text = call("spring", [("duration", d), ("bounce", b), ("blendDuration", blend)])
            case let .springResponse(r, f, blend):
                text = call("spring", [("response", r == nil && f == nil ? 0.5 : r), ("dampingFraction", f), ("blendDuration", blend)])
            case let .interpolatingSpring(m, k, c, v):
                text = call("interpolatingSpring", [("mass", m), ("stiffness", k), ("damping", c), ("initialVelocity", v)])
            case let .interpolatingSpringDuration(d, b, v):
                text = call("interpolatingSpring", [("duration", d), ("bounce", b), ("initialVelocity", v)], emptyObject: true)
            case let .interactiveSpringDuration(d, e, blend):
                text = call("interactiveSpring", [("duration", d), ("extraBounce", e), ("blendDuration", blend)])
            case let .interactiveSpring(r, f, blend):
                text = call("interactiveSpring", [("response", r == nil && f == nil ? 0.15 : r), ("dampingFraction", f), ("blendDuration", blend)])
            case let .preset(preset, d, e):
                text = call(preset.rawValue, [("duration", d), ("extraBounce", e)])
            case .default:
                text = "Animation.default()"
            }
        }
        for modifier in animation.modifiers {
            switch modifier {
            case .delay(let seconds):
                text += ".delay(\(CodeNumber.exact(seconds)))"
            case .speed(let factor):
                throw .unsupported(format: "tsx", feature: "the modifier .speed(\(CodeNumber.exact(factor)))",
                                   hint: "the Scripting app's Animation has no speed(); fold the speed into the animation's duration")
            }
        }
        return text
    }

    /// `Animation.name({ label: value, … })` with the written options, `Animation.name()`
    /// with none (or `({})` where the options object is required).
    private static func call(_ name: String, _ options: [(String, Double?)], emptyObject: Bool = false) -> String {
        let written = options.compactMap { label, value in value.map { "\(label): \(CodeNumber.exact($0))" } }
        if written.isEmpty { return emptyObject ? "Animation.\(name)({})" : "Animation.\(name)()" }
        return "Animation.\(name)({ \(written.joined(separator: ", ")) })"
    }
}
