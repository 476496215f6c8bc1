import MotionCore
import SpecModel
import SpecTimeline

/// Renders a spec as Kotlin for Jetpack Compose 1.7+: `package herocat.transitions`, the
/// imports it uses (each named, none unused: `KotlinImports`), one `@Composable` named
/// after the spec, a `SharedTransitionLayout` around an `AnimatedContent` over the two
/// states (a `Boolean`: false is the `from` state). Each matched element is a `Box` with
/// `Modifier.sharedElement(rememberSharedContentState(key = id), …, boundsTransform)` in
/// both states, or `sharedBounds` (both contents cross-fading in the moving bounds) for a
/// text whose font or size differs between the states, whose two contents are not the same
/// picture; each one-state element uses `Modifier.animateEnterExit`. Clicking toggles.
///
/// Draw order (docs/spec-format.md): each state lists its boxes in element order, and
/// during the transition, when shared content is drawn in the `SharedTransitionLayout`'s
/// overlay, every element is there with `zIndexInOverlay` its position (one-state ones
/// through `renderInSharedTransitionScopeOverlay`), so a later element stays on top.
///
/// Mapping (from `PlatformTiming`, so delays and `.speed()` are folded in):
/// - spring: `spring(dampingRatio = zeta, stiffness = k / m)`. Compose's spring has unit
///   mass; dividing stiffness by the mass keeps the natural frequency and the damping
///   ratio, so the curve is exactly the core's (androidx.compose.animation.core
///   `SpringSpec`: "dampingRatio", "stiffness"). Its default visibility threshold for a
///   `Rect` (0.5 px) ends it a little earlier than the core's epsilon of 0.001 of travel.
/// - timing curve: `tween(durationMillis, delayMillis, CubicBezierEasing(c0x, c0y, c1x, c1y))`,
///   whole milliseconds (Compose takes an `Int`).
/// - delays: a spring has no delay parameter, so a delayed spring is wrapped in the
///   file's small `StartDelay` spec (nanoseconds); a tween uses `delayMillis`.
/// - one-state elements: opacity `fadeIn`/`fadeOut`, scale `scaleIn`/`scaleOut` (from 0,
///   around the centre), move(edge) `slideIn`/`slideOut` to just beyond the canvas edge,
///   none `fadeIn(snap(delayMillis))`. The way back mirrors the way there. Compose's
///   `scaleIn` follows a spring's overshoot, where the core clamps one-state progress.
/// - matched views are laid out at the core's start and end frames (`layoutFrame`), so
///   `properties: position | size` and any anchor interpolate as the core does; corner
///   radius and opacity are not part of a shared element's bounds: each state shows its own.
///
/// Refused: a spring's initial velocity (`boundsTransform` starts at rest).
/// Free text reaches the file only through `Escaping.kotlinStringLiteral` (ids) and
/// `Escaping.jsLineComments` (title, summary, tags).
struct ComposeExporter {
    let model: ExportModel
    private var spec: TransitionSpec { model.spec }

    init(spec: TransitionSpec, options: ExportOptions) throws(ExportError) {
        model = try ExportModel(spec: spec)
    }

    func render() throws(ExportError) -> String {
        var usesStartDelay = false
        var body = CodeWriter(indentUnit: "    ") { Escaping.jsLineComments($0, indent: $1) }
        for side in [StateSide.to, .from] {
            body.line(side == .to ? "if (isTo) {" : "} else {")
            try body.indented { (w: inout CodeWriter) throws(ExportError) in
                w.comment("The \((side == .to ? spec.toState : spec.fromState).rawValue) state")
                for element in spec.elements where element.frame(in: side) != nil {
                    try writeElement(element, side: side, usesStartDelay: &usesStartDelay, into: &w)
                }
            }
        }
        body.line("}")

        var code = CodeWriter(indentUnit: "    ") { Escaping.jsLineComments($0, indent: $1) }
        code.comment("Placeholder boxes in each element's role colour, at the spec's frames (dp = points); replace their content with your own.")
        if model.animationIsDefaulted {
            code.comment("The spec gives no animation (rule missing_animation): the springs below are herocat's default animation.")
        }
        code.line("@Composable")
        code.block("fun \(model.typeName)(modifier: Modifier = Modifier) {") { w in
            w.comment("false: \(spec.fromState), true: \(spec.toState)")
            w.line("var isTo by remember { mutableStateOf(false) }")
            if spec.elements.contains(where: { !$0.isMatched && $0.transition.isMove }) {
                w.line("val density = LocalDensity.current")
            }
            w.line("SharedTransitionLayout(")
            w.indented { w in
                w.line("modifier.size(\(CodeNumber.exact(model.canvas.width)).dp, \(CodeNumber.exact(model.canvas.height)).dp).clickable { isTo = !isTo },")
            }
            w.block(") {") { w in
                w.line("AnimatedContent(")
                w.indented { w in
                    w.line("targetState = isTo,")
                    w.line("transitionSpec = { EnterTransition.None togetherWith ExitTransition.None },")
                    w.line("label = \(Escaping.kotlinStringLiteral(spec.name.rawValue)),")
                }
                w.block(") { isTo ->") { w in
                    w.block("Box(Modifier.fillMaxSize()) {") { w in
                        for line in body.lines { w.line(line) }
                    }
                }
            }
        }
        if usesStartDelay {
            code.blank()
            writeStartDelay(into: &code)
        }

        var writer = CodeWriter(indentUnit: "    ") { Escaping.jsLineComments($0, indent: $1) }
        writer.specHeader(model, fileName: "\(model.typeName).kt",
                          origin: "Generated by herocat from the catalog entry \(spec.name) (herocat export \(spec.name) --format compose), for Jetpack Compose 1.7+ (androidx.compose.animation 1.7 or later).",
                          appleFacts: false)
        let optIn = "@file:OptIn(ExperimentalSharedTransitionApi::class)"
        writer.line(optIn)
        writer.blank()
        writer.line("package herocat.transitions")
        writer.blank()
        for path in KotlinImports.used(by: [optIn] + code.lines) {
            writer.line("import \(path)")
        }
        writer.blank()
        for line in code.lines { writer.line(line) }
        return writer.text
    }

    private func writeElement(_ element: ElementSpec, side: StateSide, usesStartDelay: inout Bool, into w: inout CodeWriter) throws(ExportError) {
        guard let frame = model.layoutFrame(of: element, in: side) else { return }
        let timing = model.platformTiming(of: element)
        var modifiers = ["Modifier", ".offset(\(dp(frame.x)), \(dp(frame.y)))"]
        let zIndex = "zIndexInOverlay = \(model.drawIndex(of: element))f"
        if element.isMatched {
            let animation = try animationSpec(timing, usesStartDelay: &usesStartDelay)
            let bounds = Self.sharesBounds(element)
            modifiers.append(bounds ? ".sharedBounds(" : ".sharedElement(")
            modifiers.append("    rememberSharedContentState(key = \(Escaping.kotlinStringLiteral(element.id))),")
            modifiers.append("    animatedVisibilityScope = this@AnimatedContent,")
            if bounds {
                modifiers.append("    enter = fadeIn(\(animation)),")
                modifiers.append("    exit = fadeOut(\(animation)),")
            }
            modifiers.append("    boundsTransform = BoundsTransform { _, _ -> \(animation) },")
            modifiers.append("    \(zIndex),")
            modifiers.append(")")
        } else {
            let (enter, exit) = try transitions(element, frame: frame, timing: timing, usesStartDelay: &usesStartDelay)
            modifiers.append(".renderInSharedTransitionScopeOverlay(\(zIndex))")
            modifiers.append(".animateEnterExit(")
            modifiers.append("    enter = \(enter),")
            modifiers.append("    exit = \(exit),")
            modifiers.append(")")
        }
        modifiers.append(".size(\(dp(frame.width)), \(dp(frame.height)))")
        if frame.opacity != 1 { modifiers.append(".alpha(\(float(frame.opacity)))") }
        let color = RoleColor.of(element.role).fill.dropFirst().uppercased()
        modifiers.append(".background(Color(0xFF\(color)), RoundedCornerShape(\(dp(frame.cornerRadius))))")
        w.comment(element.id)
        w.line("Box(")
        w.indented { w in
            w.line(modifiers[0])
            w.indented { w in
                for modifier in modifiers.dropFirst() { w.line(modifier) }
            }
        }
        w.line(")")
    }

    /// The enter and exit transitions of a one-state element (the exit of an appearing
    /// element mirrors its enter, and the other way round).
    private func transitions(_ element: ElementSpec, frame: Frame, timing: PlatformTiming,
                             usesStartDelay: inout Bool) throws(ExportError) -> (enter: String, exit: String) {
        let spec = try animationSpec(timing, usesStartDelay: &usesStartDelay)
        let pair: (String, String)
        switch element.transition {
        case .opacity:
            pair = ("fadeIn(\(spec))", "fadeOut(\(spec))")
        case .scale:
            pair = ("scaleIn(\(spec), initialScale = 0f)", "scaleOut(\(spec), targetScale = 0f)")
        case .move:
            let motion = model.motion(of: element)
            let away = element.to == nil ? motion.endFrame(canvas: model.canvas) : motion.startFrame(canvas: model.canvas)
            let offset = "with(density) { IntOffset(\(dp(away.x - frame.x)).roundToPx(), \(dp(away.y - frame.y)).roundToPx()) }"
            pair = ("slideIn(\(spec)) { \(offset) }", "slideOut(\(spec)) { \(offset) }")
        case .none:
            let snap = "snap(delayMillis = \(Self.millis(timing.delay)))"
            pair = ("fadeIn(\(snap))", "fadeOut(\(snap))")
        }
        return pair
    }

    /// A `FiniteAnimationSpec` for a timing (its type inferred where it is used).
    func animationSpec(_ timing: PlatformTiming, usesStartDelay: inout Bool) throws(ExportError) -> String {
        switch timing.curve {
        case let .bezier(c0x, c0y, c1x, c1y, duration):
            let easing = "CubicBezierEasing(\([c0x, c0y, c1x, c1y].map(float).joined(separator: ", ")))"
            let delay = timing.delay > 0 ? ", delayMillis = \(Self.millis(timing.delay))" : ""
            return "tween(durationMillis = \(Self.millis(duration))\(delay), easing = \(easing))"
        case .spring(let spring):
            guard spring.initialVelocity == 0 else {
                throw .unsupported(format: "compose", feature: "a spring's initial velocity",
                                   hint: "boundsTransform and enter/exit transitions start at rest; drop initialVelocity from the animation")
            }
            let text = "spring(dampingRatio = \(float(spring.dampingRatio)), stiffness = \(float(spring.stiffness / spring.mass)))"
            guard timing.delay > 0 else { return text }
            usesStartDelay = true
            return "StartDelay(\(Self.nanos(timing.delay))L, \(text))"
        }
    }

    private func writeStartDelay(into writer: inout CodeWriter) {
        writer.comment("Waits delayNanos, then runs spec: Compose's spring() has no delay parameter of its own.")
        writer.line("private class StartDelay<T>(")
        writer.indented { w in
            w.line("private val delayNanos: Long,")
            w.line("private val spec: FiniteAnimationSpec<T>,")
        }
        writer.block(") : FiniteAnimationSpec<T> {") { w in
            w.line("override fun <V : AnimationVector> vectorize(converter: TwoWayConverter<T, V>): VectorizedFiniteAnimationSpec<V> =")
            w.indented { w in
                w.block("object : VectorizedFiniteAnimationSpec<V> {") { w in
                    w.line("private val inner = spec.vectorize(converter)")
                    w.blank()
                    w.line("override fun getValueFromNanos(playTimeNanos: Long, initialValue: V, targetValue: V, initialVelocity: V): V =")
                    w.line("    inner.getValueFromNanos((playTimeNanos - delayNanos).coerceAtLeast(0L), initialValue, targetValue, initialVelocity)")
                    w.blank()
                    w.line("override fun getVelocityFromNanos(playTimeNanos: Long, initialValue: V, targetValue: V, initialVelocity: V): V =")
                    w.line("    if (playTimeNanos < delayNanos) initialVelocity")
                    w.line("    else inner.getVelocityFromNanos(playTimeNanos - delayNanos, initialValue, targetValue, initialVelocity)")
                    w.blank()
                    w.line("override fun getDurationNanos(initialValue: V, targetValue: V, initialVelocity: V): Long =")
                    w.line("    delayNanos + inner.getDurationNanos(initialValue, targetValue, initialVelocity)")
                }
            }
        }
    }

    /// A matched text whose font or size differs between the states: its two contents are
    /// different pictures, so both show (cross-fading) in the moving bounds.
    static func sharesBounds(_ element: ElementSpec) -> Bool {
        guard element.kind == .text, let from = element.from, let to = element.to else { return false }
        return from.font != to.font || from.width != to.width || from.height != to.height
    }

    private func dp(_ value: Double) -> String { "\(CodeNumber.derived(value)).dp" }

    /// A Kotlin `Float` literal (`1f`, `0.8f`, `246.7401f`).
    func float(_ value: Double) -> String { "\(CodeNumber.derived(value))f" }

    static func millis(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }

    static func nanos(_ seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }
}

extension OneStateTransition {
    var isMove: Bool {
        if case .move = self { return true }
        return false
    }
}
