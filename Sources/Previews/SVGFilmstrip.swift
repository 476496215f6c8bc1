import MotionCore
import SpecModel
import SpecTimeline

/// The SVG filmstrip: a static, printable picture of a transition. The canvas at
/// `options.moments` evenly spaced samples of the core's timeline (the first at t = 0,
/// the last the settled end), side by side with the time under each; below them the
/// progress plot with those moments marked, and its legend.
///
/// Standalone SVG 1.1: presentation attributes only (no CSS, no scripts, no external
/// references), one `clipPath` per panel with fixed ids, free text only through
/// `XMLEscaping.text`, numbers rounded to 2 decimals: the same spec and options give
/// the same bytes.
struct SVGFilmstrip {
    let model: PreviewModel

    static let margin = 24.0
    static let gap = 16.0
    static let panelMaxWidth = 180.0
    static let panelMaxHeight = 390.0
    static let plotHeight = 230.0
    static let labelLimit = 18

    /// The sample indices shown: `moments` evenly spaced over `0...last`, rounded to the
    /// nearest sample (so every one is a frame of the timeline, not an interpolation).
    static func momentIndices(sampleCount: Int, moments: Int) -> [Int] {
        let last = max(0, sampleCount - 1)
        return (0..<moments).map { k in
            Int((Double(k) * Double(last) / Double(max(1, moments - 1))).rounded())
        }
    }

    func render() -> String {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let timeline = model.timeline
        let canvas = model.canvas
        let scale = min(Self.panelMaxWidth / max(canvas.width, 1), Self.panelMaxHeight / max(canvas.height, 1))
        let panelWidth = canvas.width * scale, panelHeight = canvas.height * scale
        let indices = Self.momentIndices(sampleCount: timeline.sampleCount, moments: model.options.moments)
        let count = Double(indices.count)
        let width = max(720, 2 * Self.margin + count * panelWidth + (count - 1) * Self.gap)

        let headerTop = Self.margin
        let panelsTop = headerTop + 52
        let captionY = panelsTop + panelHeight + 18
        let plotTop = captionY + 22
        let plotWidth = width - 2 * Self.margin
        let legend = model.plot.legend(x: Self.margin + 44, y: plotTop + Self.plotHeight + 6, width: plotWidth - 44)
        let height = plotTop + Self.plotHeight + 6 + legend.height + Self.margin

        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width, 2))\" height=\"\(n(height, 2))\" viewBox=\"0 0 \(n(width, 2)) \(n(height, 2))\">\n"
        out += "<title>\(XMLEscaping.text(model.title))</title>\n"
        out += "<desc>herocat filmstrip of \(XMLEscaping.text(model.spec.name.rawValue)): \(indices.count) moments of the interpolation core's timeline at \(timeline.fps) fps, and each element's progress over time.</desc>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"

        // Header: title, then catalog name, states, animation and duration.
        out += "<text x=\"\(n(Self.margin))\" y=\"\(n(headerTop + 16))\" font-family=\"system-ui, sans-serif\" font-size=\"18\" font-weight=\"bold\" fill=\"#1c1c1e\">\(XMLEscaping.text(ProgressPlot.shortened(model.title, to: 90)))</text>\n"
        let subtitle = "\(model.spec.name.rawValue) · \(model.spec.fromState.rawValue) → \(model.spec.toState.rawValue) · \(model.animationSource)\(model.interruptionNote) · settles at \(Markup.seconds(timeline.duration))"
        out += "<text x=\"\(n(Self.margin))\" y=\"\(n(headerTop + 36))\" font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"#636366\">\(XMLEscaping.text(subtitle))</text>\n"

        // Clip paths, one per panel.
        out += "<defs>\n"
        for k in indices.indices {
            let px = Self.margin + Double(k) * (panelWidth + Self.gap)
            out += "<clipPath id=\"panel-\(k + 1)\"><rect x=\"\(n(px))\" y=\"\(n(panelsTop))\" width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\" rx=\"8\"/></clipPath>\n"
        }
        out += "</defs>\n"

        for (k, index) in indices.enumerated() {
            let px = Self.margin + Double(k) * (panelWidth + Self.gap)
            out += "<g class=\"moment\">\n"
            out += "<rect x=\"\(n(px))\" y=\"\(n(panelsTop))\" width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\" rx=\"8\" fill=\"#f2f2f7\" stroke=\"#c7c7cc\"/>\n"
            out += "<g clip-path=\"url(#panel-\(k + 1))\" font-family=\"system-ui, sans-serif\" font-size=\"8\">\n"
            for (j, frame) in timeline.frames(atSample: index).enumerated() {
                out += elementBox(frame, element: model.spec.elements[j], originX: px, originY: panelsTop, scale: scale)
            }
            out += "</g>\n"
            let caption = "\(k + 1) · t = \(Markup.seconds(timeline.times[index]))"
            out += "<text x=\"\(n(px + panelWidth / 2))\" y=\"\(n(captionY))\" text-anchor=\"middle\" font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"#1c1c1e\">\(caption)</text>\n"
            out += "</g>\n"
        }

        out += model.plot.chart(
            x: Self.margin, y: plotTop, width: plotWidth, height: Self.plotHeight,
            markers: indices.map { timeline.times[$0] }
        )
        out += legend.svg
        return out + "</svg>\n"
    }

    /// One element as a rounded rectangle in its role's colour, its id as a label.
    private func elementBox(_ frame: Frame, element: ElementSpec, originX: Double, originY: Double, scale: Double) -> String {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let color = RoleColor.of(element.role)
        let x = originX + frame.x * scale, y = originY + frame.y * scale
        let w = frame.width * scale, h = frame.height * scale
        let radius = min(frame.cornerRadius * scale, w / 2, h / 2)
        var out = "<g opacity=\"\(n(frame.opacity, 3))\">"
        out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(radius))\" fill=\"\(color.fill)\" fill-opacity=\"\(n(color.fillOpacity))\" stroke=\"\(color.stroke)\"/>"
        if w >= 1, h >= 1 {
            let label = ProgressPlot.shortened(element.id, to: Self.labelLimit)
            let text = XMLEscaping.text(label), at = "x=\"\(n(x + 2.5))\" y=\"\(n(y + 8.5))\""
            // A white halo under the label (SVG 1.1 has no paint-order), then the label.
            out += "<text \(at) fill=\"#ffffff\" stroke=\"#ffffff\" stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\">\(text)</text>"
            out += "<text \(at) fill=\"#1c1c1e\">\(text)</text>"
        }
        return out + "</g>\n"
    }
}
