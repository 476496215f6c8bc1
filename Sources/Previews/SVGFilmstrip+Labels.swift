import MotionCore

extension SVGFilmstrip {
    static let labelFontSize = 8.0
    /// Elements fainter than this get no label (and leave its place to others).
    static let labelMinimumOpacity = 0.1

    /// The labels of one panel, laid out without overlap inside `panel`: each visible
    /// element (in spec order) puts its id at the first free place of `LabelPlaces`
    /// (inside its box's top-left corner, else around the box); then the same with the id
    /// shortened further; else it goes unlabelled there.
    /// `boxes` are the elements' boxes in panel coordinates, `opacities` their opacities.
    static func panelLabels(ids: [String], boxes: [Box], opacities: [Double], panel: Box) -> [PlacedLabel] {
        var layout = LabelLayout(bounds: panel)
        var labels: [PlacedLabel] = []
        let size = labelFontSize, height = 1.25 * labelFontSize
        for (j, box) in boxes.enumerated() where opacities[j] >= labelMinimumOpacity && box.width >= 1 && box.height >= 1 {
            guard box.intersects(panel) else { continue }
            for limit in [labelLimit, 8] {
                let text = ProgressPlot.shortened(ids[j], to: limit)
                let width = TextMetrics.width(text, fontSize: size) + 2
                let candidates = LabelPlaces.candidates(for: box, width: width, height: height, within: panel)
                if let placed = layout.place(candidates) {
                    labels.append(PlacedLabel(text: text, box: placed, fontSize: size, owner: j))
                    break
                }
            }
        }
        return labels
    }

    /// The SVG of one label: a white halo under the text (SVG 1.1 has no paint-order),
    /// then the text, both at the element's opacity.
    static func labelSVG(_ label: PlacedLabel, opacity: Double) -> String {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let text = XMLEscaping.text(label.text)
        let at = "x=\"\(n(label.box.x + 1))\" y=\"\(n(TextMetrics.baseline(of: label.box, fontSize: labelFontSize)))\""
        var out = "<g opacity=\"\(n(opacity, 3))\">"
        out += "<text \(at) fill=\"#ffffff\" stroke=\"#ffffff\" stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\">\(text)</text>"
        out += "<text \(at) fill=\"#1c1c1e\">\(text)</text>"
        return out + "</g>\n"
    }
}
