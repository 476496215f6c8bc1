import MotionCore
import SpecModel
import SpecTimeline

/// The SVG filmstrip: a static, printable picture of a transition. The canvas at up to
/// `options.moments` samples of the core's timeline spaced by progress (the first
/// at t = 0, the last the settled end; `momentIndices`), side by side with the time under
/// each and the elements' ids laid out without overlap (`panelLabels`); below them the
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

    /// The scale from canvas points to panel units: the canvas fits `panelMaxWidth` x `panelMaxHeight`.
    static func scale(canvas: (width: Double, height: Double)) -> Double {
        min(panelMaxWidth / max(canvas.width, 1), panelMaxHeight / max(canvas.height, 1))
    }

    func render() -> String {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let timeline = model.timeline
        let canvas = model.canvas
        let scale = Self.scale(canvas: canvas)
        let panelWidth = canvas.width * scale, panelHeight = canvas.height * scale
        let indices = model.momentIndices
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
            out += "<g clip-path=\"url(#panel-\(k + 1))\" font-family=\"system-ui, sans-serif\" font-size=\"\(n(Self.labelFontSize))\">\n"
            let frames = Array(timeline.frames(atSample: index))
            let boxes = frames.map { Self.box(of: $0, originX: px, originY: panelsTop, scale: scale) }
            for (j, frame) in frames.enumerated() {
                out += elementBox(frame, box: boxes[j], element: model.spec.elements[j], scale: scale)
            }
            // Labels after every box, so no box hides one; clear of the panel's rounded edge.
            let panel = Box(x: px + 1, y: panelsTop + 1, width: panelWidth - 2, height: panelHeight - 2)
            for label in Self.panelLabels(ids: timeline.ids, boxes: boxes, opacities: frames.map(\.opacity), panel: panel) {
                out += Self.labelSVG(label, opacity: frames[label.owner].opacity)
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

    /// An element's frame in panel coordinates.
    static func box(of frame: Frame, originX: Double, originY: Double, scale: Double) -> Box {
        Box(x: originX + frame.x * scale, y: originY + frame.y * scale, width: frame.width * scale, height: frame.height * scale)
    }

    /// One element as a rounded rectangle in its role's colour.
    func elementBox(_ frame: Frame, box: Box, element: ElementSpec, scale: Double) -> String {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let color = RoleColor.of(element.role)
        let radius = min(frame.cornerRadius * scale, box.width / 2, box.height / 2)
        return "<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"\(n(radius))\" fill=\"\(color.fill)\" fill-opacity=\"\(n(color.fillOpacity))\" stroke=\"\(color.stroke)\" opacity=\"\(n(frame.opacity, 3))\"/>\n"
    }
}
