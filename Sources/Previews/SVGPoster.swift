import MotionCore
import SpecModel
import SpecTimeline

/// A small picture of a transition for a gallery card: the canvas at its first moment,
/// one in the middle and the settled end (the filmstrip's moments, `momentIndices`, three
/// of them), side by side with an arrow between, no text. Standalone SVG scaled by its
/// `viewBox`; the same spec gives the same bytes.
struct SVGPoster {
    let model: PreviewModel

    static let panelHeight = 200.0
    static let gap = 22.0
    static let margin = 8.0

    func render() -> String {
        func n(_ value: Double) -> String { Markup.number(value) }
        let canvas = model.canvas
        let scale = Self.panelHeight / max(canvas.height, 1)
        let panelWidth = canvas.width * scale
        let indices = model.momentIndices
        let count = Double(indices.count)
        let width = 2 * Self.margin + count * panelWidth + (count - 1) * Self.gap
        let height = 2 * Self.margin + Self.panelHeight
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        out += "<title>\(XMLEscaping.text(model.title))</title>\n<defs>\n"
        for k in indices.indices {
            let px = Self.margin + Double(k) * (panelWidth + Self.gap)
            out += "<clipPath id=\"poster-\(k + 1)\"><rect x=\"\(n(px))\" y=\"\(n(Self.margin))\" width=\"\(n(panelWidth))\" height=\"\(n(Self.panelHeight))\" rx=\"10\"/></clipPath>\n"
        }
        out += "</defs>\n"
        let filmstrip = SVGFilmstrip(model: model)
        for (k, index) in indices.enumerated() {
            let px = Self.margin + Double(k) * (panelWidth + Self.gap)
            if k > 0 {
                let x = px - Self.gap / 2, y = Self.margin + Self.panelHeight / 2
                out += "<path d=\"M\(n(x - 4)) \(n(y - 6))L\(n(x + 3)) \(n(y))L\(n(x - 4)) \(n(y + 6))\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
            }
            out += "<rect x=\"\(n(px))\" y=\"\(n(Self.margin))\" width=\"\(n(panelWidth))\" height=\"\(n(Self.panelHeight))\" rx=\"10\" fill=\"#f2f2f7\" stroke=\"#c7c7cc\"/>\n"
            out += "<g clip-path=\"url(#poster-\(k + 1))\">\n"
            for (j, frame) in model.timeline.frames(atSample: index).enumerated() {
                let box = SVGFilmstrip.box(of: frame, originX: px, originY: Self.margin, scale: scale)
                out += filmstrip.elementBox(frame, box: box, element: model.spec.elements[j], scale: scale)
            }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }
}

extension PreviewFormat {
    /// A gallery card's poster (`SVGPoster`): three moments of the transition, no text.
    /// Not among `all`: `herocat preview` offers the filmstrip and the player.
    public static let poster = PreviewFormat(name: "poster", fileExtension: "svg") { spec, options in
        var three = options
        three.moments = 3
        return SVGPoster(model: try PreviewModel(spec: spec, options: three)).render()
    }
}
