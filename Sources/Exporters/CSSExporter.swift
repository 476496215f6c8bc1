import MotionCore
import SpecModel
import SpecTimeline

/// Renders a spec as one self-contained HTML page that runs the transition with the
/// browser's View Transitions API (`document.startViewTransition`): both states are
/// style rules on `html[data-state]`, every element is an absolutely positioned box in
/// its role colour with a `view-transition-name`, and clicking the page (or calling
/// `window.herocatToggle()`, which returns the `ViewTransition`) switches the state.
///
/// Mapping (from `PlatformTiming`, so delays and `.speed()` are folded in):
/// - each matched element's `::view-transition-group(name)` runs for the core's settling
///   duration with `animation-delay` the element's delay; the browser interpolates the
///   group's box between the two states' boxes with the eased progress, and those boxes
///   are the core's start and end frames (`layoutFrame`), so the box is the core's frame.
/// - spring: `linear()` easing through points sampled from the core's progress, as many
///   as it takes for the polyline to stay within `linearTolerance` of the core everywhere
///   (CSS Easing Functions Level 2, "linear easing function"); a spring's overshoot is
///   kept (linear() outputs may exceed 1).
/// - timing curve: `cubic-bezier(c0x, c0y, c1x, c1y)`, the curve's duration.
/// - one-state elements: `::view-transition-new(name)` (appearing) and
///   `::view-transition-old(name)` (leaving) run a fade, scale or move keyframe on the
///   same progress clamped to 0...1, as the core clamps it; `none` switches at its delay.
///   The way back plays the same rules (the appearing element then leaves).
/// - `::view-transition-old/new(root)` do not animate: only named elements move.
/// - a matched element's old and new snapshots fill its group box (`height: 100%`,
///   `object-fit: fill`): the two states' boxes differ in aspect ratio, and the browser's
///   default (full width, height from the snapshot's own ratio) would show two
///   misaligned images cross-fading, a ghost.
/// - draw order (docs/spec-format.md): the boxes are in element order and each group has
///   `z-index` its position, so a later element is on top during the transition too (the
///   browser orders groups by the old state's paint order, an appearing element last).
/// - `prefers-reduced-motion: reduce`: no group moves or resizes (each shows its end box at
///   once); snapshots cross-fade on the same timing, and a one-state element that would
///   scale or move fades instead, as SwiftUI does with Reduce Motion.
/// - a click while a transition runs starts a new one at once: the browser skips the
///   running transition to its end state (the DOM already holds it) and animates back
///   from there. A view transition animates snapshots of two DOM states; it cannot start
///   from the boxes its pseudo-elements are at mid-flight, nor carry their velocity, so
///   this page does not retarget as SwiftUI does (docs/exporters.md says so).
///
/// Names (docs/exporters.md): an id's `view-transition-name` is `Escaping.cssIdentifier(id)`,
/// listed with the id in `data-herocat-names` (`id=css-name` pairs). Free text (title, ids) reaches the
/// page only through `Escaping.jsStringLiteral` inside the script, which sets the title
/// and the names list, so the HTML itself holds none. Not expressible: nothing beyond
/// what the browser lacks (without View Transitions the page switches without motion).
struct CSSExporter {
    /// How far (in progress) a spring's `linear()` easing may stray from the core: 0.02%,
    /// well inside the 0.5% promised, so even a canvas-long travel (844 pt) stays within
    /// 0.2 pt of the core.
    static let linearTolerance = 0.0002
    let model: ExportModel
    private var spec: TransitionSpec { model.spec }

    init(spec: TransitionSpec, options: ExportOptions) throws(ExportError) {
        model = try ExportModel(spec: spec)
    }

    func render() throws(ExportError) -> String {
        var names: [String] = []
        var css: [String] = [
            "html, body { margin: 0; }",
            "body { cursor: pointer; font: 13px system-ui, sans-serif; }",
            "#canvas { position: relative; width: \(px(model.canvas.width)); height: \(px(model.canvas.height)); overflow: hidden; background: #fff; }",
            ".el { position: absolute; box-sizing: border-box; }",
            "::view-transition-old(root), ::view-transition-new(root) { animation: none; }",
        ]
        var divs: [String] = []
        var reducedMotion: [String] = []
        var easings = Easings()
        for (index, element) in spec.elements.enumerated() {
            let name = Escaping.cssIdentifier(element.id)
            let selector = "#e\(index)"
            divs.append("<div class=\"el\" id=\"e\(index)\"></div>")
            css.append("\(selector) { view-transition-name: \(name); background: \(RoleColor.of(element.role).fill); }")
            for side in StateSide.allCases {
                let state = "html[data-state=\"\(side.rawValue)\"] \(selector)"
                if let frame = model.layoutFrame(of: element, in: side) {
                    var rule = "left: \(px(frame.x)); top: \(px(frame.y)); width: \(px(frame.width)); height: \(px(frame.height));"
                    rule += " border-radius: \(px(frame.cornerRadius)); opacity: \(CodeNumber.derived(frame.opacity));"
                    css.append("\(state) { \(rule) }")
                } else {
                    css.append("\(state) { display: none; }")
                }
            }
            let timing = model.platformTiming(of: element)
            if element.isMatched {
                names.append(element.id + "=" + name)
                css.append("::view-transition-group(\(name)) { z-index: \(index + 1); \(try animation(timing, clamped: false, easings: &easings)) }")
                css.append("::view-transition-old(\(name)), ::view-transition-new(\(name)) { height: 100%; object-fit: fill; \(try animation(timing, clamped: true, easings: &easings)) }")
                reducedMotion.append("  ::view-transition-group(\(name)) { animation: none; }")
            } else {
                css.append("::view-transition-group(\(name)) { z-index: \(index + 1); }")
                css.append(contentsOf: try oneState(element, name: name, index: index, timing: timing, easings: &easings))
                if element.transition.isMove || element.transition == .scale {
                    reducedMotion.append("  ::view-transition-new(\(name)) { animation-name: herocat-fade-in; }")
                    reducedMotion.append("  ::view-transition-old(\(name)) { animation-name: herocat-fade-out; }")
                }
            }
        }
        if !reducedMotion.isEmpty {
            if reducedMotion.contains(where: { $0.contains("herocat-fade-") }) {
                css.append("@keyframes herocat-fade-in { from { opacity: 0; } }")
                css.append("@keyframes herocat-fade-out { to { opacity: 0; } }")
            }
            css.append("@media (prefers-reduced-motion: reduce) {")
            css += reducedMotion
            css.append("}")
        }

        var script = CodeWriter(indentUnit: "  ") { Escaping.jsLineComments($0, indent: $1) }
        script.line("document.title = \(Escaping.jsStringLiteral(spec.title ?? spec.name.rawValue))")
        script.line("document.documentElement.dataset.herocatNames = \(Escaping.jsStringLiteral(names.joined(separator: " ")))")
        script.comment("Switches the state inside a view transition and returns it (null without the API). A call while a transition runs skips that one to its end and animates back from there: view transitions cannot start from where their snapshots are mid-flight.")
        script.block("window.herocatToggle = function () {") { w in
            w.line("const root = document.documentElement")
            w.line("const next = root.dataset.state === \"from\" ? \"to\" : \"from\"")
            w.block("if (!document.startViewTransition) {") { w in
                w.line("root.dataset.state = next")
                w.line("return null")
            }
            w.line("return document.startViewTransition(() => { root.dataset.state = next })")
        }
        script.line("document.addEventListener(\"click\", () => window.herocatToggle())")

        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\" data-state=\"from\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">",
            "<meta name=\"generator\" content=\"herocat export --format css\">",
            "<title>herocat</title>",
            "<style>",
        ]
        if !easings.values.isEmpty {
            lines.append(":root {")
            lines += easings.values.enumerated().map { "  --herocat-easing-\($0.offset): \($0.element);" }
            lines.append("}")
        }
        lines += css
        lines += ["</style>", "</head>", "<body>", "<div id=\"canvas\">"]
        lines += divs.map { "  " + $0 }
        lines += ["</div>", "<script>"]
        lines += script.lines
        lines += ["</script>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A one-state element's image animation and keyframes.
    private func oneState(_ element: ElementSpec, name: String, index: Int, timing: PlatformTiming, easings: inout Easings) throws(ExportError) -> [String] {
        let hidden: String
        switch element.transition {
        case .opacity, .none: hidden = "opacity: 0;"
        case .scale: hidden = "transform: scale(0);"
        case .move:
            let motion = model.motion(of: element)
            let frame = element.from?.motionFrame ?? element.to!.motionFrame
            let away = element.to == nil ? motion.endFrame(canvas: model.canvas) : motion.startFrame(canvas: model.canvas)
            hidden = "transform: translate(\(px(away.x - frame.x)), \(px(away.y - frame.y)));"
        }
        var timingRule = try animation(timing, clamped: true, easings: &easings)
        if element.transition == .none {
            timingRule = "animation-duration: 0s; animation-delay: \(cssTime(timing.delay)); animation-fill-mode: both;"
        }
        return [
            "@keyframes herocat-in-\(index) { from { \(hidden) } }",
            "@keyframes herocat-out-\(index) { to { \(hidden) } }",
            "::view-transition-new(\(name)) { animation-name: herocat-in-\(index); \(timingRule) }",
            "::view-transition-old(\(name)) { animation-name: herocat-out-\(index); \(timingRule) }",
        ]
    }

    /// `animation-duration`, `-delay`, `-timing-function` and `-fill-mode` for a timing;
    /// `clamped` keeps a spring's progress in 0...1 (one-state transitions, cross-fades).
    func animation(_ timing: PlatformTiming, clamped: Bool, easings: inout Easings) throws(ExportError) -> String {
        let duration: Double, easing: String
        switch timing.curve {
        case let .bezier(c0x, c0y, c1x, c1y, seconds):
            duration = seconds
            easing = "cubic-bezier(\([c0x, c0y, c1x, c1y].map(CodeNumber.derived).joined(separator: ", ")))"
        case .spring:
            guard timing.settlingDuration.isFinite else {
                throw .unsupported(format: "css", feature: "a spring without damping (it never settles)",
                                   hint: "give the spring some damping (bounce below 1)")
            }
            duration = timing.settlingDuration
            easing = easings.reference(Self.linearEasing(timing, clamped: clamped))
        }
        return "animation-duration: \(cssTime(duration)); animation-delay: \(cssTime(timing.delay)); "
            + "animation-timing-function: \(easing); animation-fill-mode: both;"
    }

    /// `linear(…)` through the core's progress over the settling duration: points where
    /// the polyline between neighbours strays more than `linearTolerance` from the core
    /// (checked at eight points inside each piece) are split until it does not.
    static func linearEasing(_ timing: PlatformTiming, clamped: Bool) -> String {
        let points = linearPoints(timing, clamped: clamped)
        let stops = points.enumerated().map { index, point -> String in
            let value = CodeNumber.derived(point.value)
            if index == 0 || index == points.count - 1 { return value }
            return "\(value) \(CodeNumber.derived(point.fraction * 100))%"
        }
        return "linear(" + stops.joined(separator: ", ") + ")"
    }

    /// The `linear()` stops as (fraction of the duration, progress); the ends are 0 and 1.
    static func linearPoints(_ timing: PlatformTiming, clamped: Bool) -> [(fraction: Double, value: Double)] {
        let duration = timing.settlingDuration
        func value(_ fraction: Double) -> Double {
            if fraction >= 1 { return 1 }
            let p = timing.progress(afterStart: fraction * duration)
            let stored = Frame.round(clamped ? min(1, max(0, p)) : p, places: 4)
            return stored
        }
        func fits(_ a: Double, _ b: Double) -> Bool {
            let va = value(a), vb = value(b)
            for k in 1..<9 {
                let f = a + (b - a) * Double(k) / 9
                let chord = va + (vb - va) * Double(k) / 9
                let p = timing.progress(afterStart: f * duration)
                if abs(chord - (clamped ? min(1, max(0, p)) : p)) > linearTolerance { return false }
            }
            return true
        }
        var result: [(Double, Double)] = [(0, value(0))]
        func refine(_ a: Double, _ b: Double, depth: Int) {
            if depth < 14, !fits(a, b) {
                let middle = Frame.round((a + b) / 2, places: 6)
                refine(a, middle, depth: depth + 1)
                refine(middle, b, depth: depth + 1)
            } else {
                result.append((b, value(b)))
            }
        }
        let pieces = 8
        for i in 0..<pieces {
            refine(Double(i) / Double(pieces), Double(i + 1) / Double(pieces), depth: 0)
        }
        return result.map { (fraction: $0.0, value: $0.1) }
    }

    /// The page's `linear()` easings, each written once as a custom property on the root
    /// (view transition pseudo-elements inherit from it) and used through `var()`.
    struct Easings {
        private(set) var values: [String] = []

        mutating func reference(_ easing: String) -> String {
            if let index = values.firstIndex(of: easing) { return "var(--herocat-easing-\(index))" }
            values.append(easing)
            return "var(--herocat-easing-\(values.count - 1))"
        }
    }

    private func px(_ value: Double) -> String { "\(CodeNumber.derived(value))px" }
    private func cssTime(_ seconds: Double) -> String { "\(CodeNumber.derived(seconds))s" }
}
