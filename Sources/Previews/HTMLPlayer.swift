import MotionCore
import SpecModel
import SpecTimeline
import Validation

/// The HTML player: one self-contained page (inline CSS and JavaScript, no URL, no font
/// file; a Content-Security-Policy of `default-src 'none'` makes the browser refuse any
/// request) that plays a transition from the core's timeline.
///
/// - The data is the document `herocat export NAME --format timeline --fps N` writes,
///   embedded verbatim in `<script type="application/json" id="herocat-timeline">`
///   (made script-safe by `XMLEscaping.scriptJSON`). The player shows its samples, one
///   at a time; it never interpolates between them nor evaluates an animation.
/// - The canvas is drawn at scale 1: one absolutely positioned `div.el` per element
///   (`data-index`, `data-id`, `data-role`; class `role-<role>`), whose `left`, `top`,
///   `width`, `height` (px, border-box) are the sample's frame in canvas points, so its
///   `getBoundingClientRect()` minus the canvas's is the frame; `data-x`, `data-y`,
///   `data-w`, `data-h`, `data-r`, `data-o` repeat the values. The page is written with
///   the first sample in place, so it shows t = 0 even without scripts. At every sample
///   the script lays the elements' labels out without overlap, at the places the
///   filmstrip uses (`LabelPlaces`, in the canvas's `data-label-places`), hiding a label
///   that finds no free place there.
/// - `#t=SECONDS` (optionally `&dir=back`) shows, paused, the first sample at or after
///   that many seconds after the state change; without it the page plays once on load, unless
///   the reader prefers reduced motion (`prefers-reduced-motion: reduce`).
///   The canvas carries `data-sample` (the timeline index shown), `data-t` and
///   `data-dir`; `body[data-ready]` is set once the script has run.
/// - Backward plays the same timeline reversed (sample `last - i` at step `i`), except
///   when "back" is pressed while the forward run is playing: then the player switches
///   to the transition interrupted at the next interruption moment (every
///   `interruptionEvery` samples, `data-interrupt-at` on the canvas) and plays on; those
///   legs are MotionCore's interrupted timelines (docs/motion.md §7), embedded in
///   `<script type="application/json" id="herocat-interruptions">`. `#t=S&interrupt=T`
///   shows, paused, time S of the leg interrupted at the first moment at or after T.
///   A preview drawn with `interruptAt` shows that interrupted timeline and embeds no legs.
public struct HTMLPlayer {
    let model: PreviewModel

    /// Interruption moments are every this many samples: about every 0.05 s.
    static func interruptionEvery(fps: Int) -> Int { max(1, Int((Double(fps) / 20).rounded())) }

    static let plotWidth = 540.0
    static let plotHeight = 230.0

    func render() throws(PreviewError) -> String {
        let spec = model.spec
        let timeline = model.timeline
        let title = XMLEscaping.text(model.title)
        let from = XMLEscaping.text(spec.fromState.rawValue), to = XMLEscaping.text(spec.toState.rawValue)

        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="herocat">
            <title>\(title) · herocat preview</title>
            <style>
            \(Self.style)</style>
            </head>
            <body>
            <div class="layout">
            <div class="stage">

            """
        out += canvas()
        out += "</div>\n<div class=\"side\">\n<header>\n<h1>\(title)</h1>\n"
        out += "<p class=\"meta\"><code>\(XMLEscaping.text(spec.name.rawValue))</code> · <code>\(from)</code> → <code>\(to)</code> · <code>\(XMLEscaping.text(model.animationSource))</code>\(XMLEscaping.text(model.interruptionNote)) · settles at \(Markup.seconds(timeline.duration)) · \(timeline.sampleCount) samples at \(timeline.fps) fps</p>\n"
        if let summary = spec.summary {
            out += "<p class=\"summary\">\(XMLEscaping.text(summary))</p>\n"
        }
        out += "</header>\n"
        out += controls()
        out += plot()
        out += findings()
        out += "</div>\n</div>\n"
        out += try data()
        out += "<script>\(Self.inlineScript)</script>\n</body>\n</html>\n"
        return out
    }

    /// The canvas with every element at the first sample.
    func canvas() -> String {
        let timeline = model.timeline
        let first = timeline.sampleCount == 0 ? [] : Array(timeline.frames(atSample: 0))
        var out = "<div id=\"canvas\" class=\"canvas\" style=\"width: \(Markup.number(model.canvas.width, places: 4))px; height: \(Markup.number(model.canvas.height, places: 4))px\" data-sample=\"0\" data-t=\"0\" data-dir=\"forward\" data-label-places=\"\(LabelPlaces.json)\">\n"
        for (j, element) in model.spec.elements.enumerated() {
            out += box(element, index: j, frame: j < first.count ? first[j].rounded(places: 4) : nil)
        }
        return out + "</div>\n"
    }

    /// Play/pause, direction (interruption), speeds, loop, the scrubber and the keys.
    func controls() -> String {
        let spec = model.spec
        let last = max(0, model.timeline.sampleCount - 1)
        let from = XMLEscaping.text(spec.fromState.rawValue), to = XMLEscaping.text(spec.toState.rawValue)
        return """
            <div class="controls" role="toolbar" aria-label="Playback">
            <button type="button" id="play" aria-pressed="false" title="Play or pause (space)">▶ Play</button>
            <button type="button" id="dir" aria-pressed="false" data-from="\(from)" data-to="\(to)" title="Toggle between the two states: pressed while going forward, back interrupts the transition there; otherwise it plays the way back">→ to \(to)</button>
            <span class="speeds" role="group" aria-label="Speed">
            <button type="button" data-speed="0.25" aria-pressed="false">0.25×</button><button type="button" data-speed="0.5" aria-pressed="false">0.5×</button><button type="button" data-speed="1" aria-pressed="true">1×</button>
            </span>
            <label class="loop"><input type="checkbox" id="loop"> Loop</label>
            </div>
            <div class="scrubber">
            <input type="range" id="scrub" min="0" max="\(last)" step="1" value="0" aria-label="Sample">
            <output id="time" for="scrub">t = 0.000 s</output>
            </div>
            <p class="keys"><kbd>Space</kbd> play/pause · <kbd>←</kbd> <kbd>→</kbd> step one sample · URL <code>#t=0.2</code> shows that moment, <code>&amp;dir=back</code> the way back, <code>&amp;interrupt=0.1</code> the run interrupted then · back while playing forward interrupts the transition</p>

            """
    }

    /// The player's data: the timeline document and the interrupted legs, as inert JSON scripts.
    func data() throws(PreviewError) -> String {
        var legs = #"{"every": 1, "legs": []}"#
        if model.options.interruptAt == nil {
            do {
                legs = try model.spec.interruptionLegs(fps: model.options.fps, every: Self.interruptionEvery(fps: model.options.fps))
            } catch {
                throw .timeline(error)
            }
        }
        var out = "<script type=\"application/json\" id=\"herocat-timeline\">\(XMLEscaping.scriptJSON(model.timelineJSON.hasSuffix("\n") ? String(model.timelineJSON.dropLast()) : model.timelineJSON))</script>\n"
        out += "<script type=\"application/json\" id=\"herocat-interruptions\">\(XMLEscaping.scriptJSON(legs.hasSuffix("\n") ? String(legs.dropLast()) : legs))</script>\n"
        return out
    }

    /// One element's box at its first sample (the script moves it).
    private func box(_ element: ElementSpec, index: Int, frame: Frame?) -> String {
        let f = frame ?? Frame(x: 0, y: 0, width: 0, height: 0, opacity: 0)
        let n = { (value: Double) in Markup.number(value, places: 4) }
        let role = element.role.rawValue
        var out = "<div class=\"el role-\(role)\" data-index=\"\(index)\" data-id=\"\(XMLEscaping.text(element.id))\" data-role=\"\(role)\""
        out += " data-x=\"\(n(f.x))\" data-y=\"\(n(f.y))\" data-w=\"\(n(f.width))\" data-h=\"\(n(f.height))\" data-r=\"\(n(f.cornerRadius))\" data-o=\"\(n(f.opacity))\""
        out += " style=\"left: \(n(f.x))px; top: \(n(f.y))px; width: \(n(f.width))px; height: \(n(f.height))px; border-radius: \(n(f.cornerRadius))px; opacity: \(n(f.opacity))\(f.width > 0 && f.height > 0 ? "" : "; visibility: hidden")\">"
        out += "<span class=\"label\">\(XMLEscaping.text(element.id))</span></div>\n"
        return out
    }

    /// The progress plot, with a playhead the script moves.
    func plot() -> String {
        let plot = model.plot
        let g = plot.geometry(x: 0, y: 0, width: Self.plotWidth, height: Self.plotHeight)
        let legend = plot.legend(x: g.left, y: Self.plotHeight + 4, width: Self.plotWidth - g.left, columnWidth: 170)
        let height = Self.plotHeight + 4 + legend.height + 4
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        var out = "<figure class=\"plot\">\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"plot\" width=\"\(n(Self.plotWidth, 2))\" height=\"\(n(height, 2))\" viewBox=\"0 0 \(n(Self.plotWidth, 2)) \(n(height, 2))\""
        out += " data-x0=\"\(n(g.left, 2))\" data-x1=\"\(n(g.right, 2))\" data-t1=\"\(formatNumber(g.endTime))\" role=\"img\" aria-label=\"Progress of each element over time\">\n"
        out += plot.chart(x: 0, y: 0, width: Self.plotWidth, height: Self.plotHeight, playheadID: "playhead")
        out += legend.svg
        out += "</svg>\n<figcaption>Each element's progress over time, read from the timeline: 0 = its frame in <code>\(XMLEscaping.text(model.spec.fromState.rawValue))</code>, 1 = in <code>\(XMLEscaping.text(model.spec.toState.rawValue))</code>; above 1 is overshoot, a flat start is a delay.</figcaption>\n</figure>\n"
        return out
    }

    /// The validator's findings (severity, rule, element, message, hint).
    private func findings() -> String {
        let findings = model.report.findings
        var out = "<section class=\"findings\">\n<h2>Findings</h2>\n"
        guard !findings.isEmpty else { return out + "<p class=\"none\">No findings: the validator has nothing to say about this transition.</p>\n</section>\n" }
        out += "<ul>\n"
        for finding in findings {
            let severity = finding.severity.rawValue
            out += "<li class=\"finding sev-\(severity)\"><span class=\"sev\">\(severity)</span> <code class=\"rule\">\(XMLEscaping.text(finding.rule))</code>"
            if let element = finding.element {
                out += " <span class=\"element\">\(XMLEscaping.text(element))</span>"
            }
            out += " <span class=\"message\">\(XMLEscaping.text(finding.message))</span>"
            out += "<div class=\"hint\">\(XMLEscaping.text(finding.hint))</div></li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    /// The page's style sheet: the page around the player, then `componentStyle`.
    static let style = """
        *, *::before, *::after { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: #1c1c1e; background: #ffffff; }
        .layout { display: flex; gap: 24px; padding: 16px; align-items: flex-start; }
        .stage { flex: none; }
        .side { flex: 1 1 auto; min-width: 0; max-width: 600px; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 15px; margin: 16px 0 6px; }
        .meta { margin: 0; color: #636366; font-size: 13px; }
        .summary { margin: 6px 0 0; }
        code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px; }
        figure { margin: 14px 0 0; }
        figure svg { display: block; max-width: 100%; height: auto; }
        figcaption { color: #636366; font-size: 12px; }
        .findings ul { list-style: none; padding: 0; margin: 0; }
        .finding { margin: 0 0 8px; }
        .sev { display: inline-block; font-size: 11px; font-weight: 600; text-transform: uppercase; padding: 0 6px; border-radius: 4px; color: #ffffff; background: #8e8e93; }
        .sev-error .sev { background: #d70015; }
        .sev-warning .sev { background: #b25000; }
        .sev-info .sev { background: #0071a4; }
        .finding .element { font-style: italic; }
        .hint { color: #636366; font-size: 12px; }
        .none { color: #636366; }

        """ + componentStyle

    /// The player's own parts (canvas, elements in their roles' colours from `RoleColor`,
    /// labels, controls, scrubber), by class: a page embedding the player uses it as is.
    public static let componentStyle: String = {
        var css = """
            .canvas { position: relative; overflow: hidden; background: #f2f2f7; border-radius: 28px; box-shadow: 0 0 0 1px #c7c7cc; }
            .el { position: absolute; border: 1.5px solid; }
            .el .label { position: absolute; left: 3px; top: 2px; font-size: 11px; line-height: 1.25; white-space: pre; color: #1c1c1e; background: rgba(255, 255, 255, 0.8); border-radius: 3px; padding: 0 3px; pointer-events: none; }
            .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 14px; }
            .controls button { font: inherit; padding: 4px 10px; border: 1px solid #8e8e93; border-radius: 8px; background: #ffffff; color: inherit; cursor: pointer; }
            .controls button[aria-pressed="true"] { background: #1c1c1e; color: #ffffff; border-color: #1c1c1e; }
            .speeds { display: inline-flex; }
            .speeds button { border-radius: 0; margin-left: -1px; }
            .speeds button:first-child { border-radius: 8px 0 0 8px; margin-left: 0; }
            .speeds button:last-child { border-radius: 0 8px 8px 0; }
            .scrubber { display: flex; gap: 10px; align-items: center; margin-top: 10px; }
            .scrubber input { flex: 1; min-width: 0; }
            .scrubber output { font-variant-numeric: tabular-nums; min-width: 9ch; }
            .keys { color: #636366; font-size: 12px; margin: 6px 0 0; }
            .keys kbd { font: inherit; border: 1px solid #c7c7cc; border-radius: 4px; padding: 0 4px; }

            """
        for role in Role.allCases {
            let color = RoleColor.of(role)
            css += ".role-\(role.rawValue) { border-color: \(color.stroke); background: rgba(\(rgb(color.fill)), \(Markup.number(color.fillOpacity))); }\n"
        }
        return css
    }()

    /// `#rrggbb` as `r, g, b`.
    static func rgb(_ hex: String) -> String {
        RoleColor.channels(hex).map(String.init).joined(separator: ", ")
    }
}
