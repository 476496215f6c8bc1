extension ProgressPlot {
    /// Coinciding curves are drawn side by side this far apart (points, centre to centre)...
    static let bundleSpacing = 3.0
    /// ...within at most this total spread, however many coincide.
    static let bundleMaxSpread = 12.0
    /// The font size of the markers' numbers and the bundles' names.
    static let chartLabelFontSize = 10.0
    /// Bundles beyond this many are named by the legend alone.
    static let bundleLabelLimit = 12
    /// With more bundles than this a label is put in any free place, without keeping clear of the lines.
    static let bundleLineLimit = 64

    /// Where everything of the chart goes, worked out before any of it is drawn.
    struct ChartLayout {
        let geometry: Geometry
        /// Per series, its polyline in chart coordinates: the curve itself, or, where curves
        /// coincide, moved sideways (perpendicular to the curve) so they lie side by side.
        let lines: [[(x: Double, y: Double)]]
        /// Per series, how far its line is moved sideways (0 for a curve of its own).
        let offsets: [Double]
        /// Per marker, its number's label, or nil where no place was free.
        let markerLabels: [PlacedLabel?]
        /// Per bundle of coinciding curves (a lone curve is a bundle of one), the label
        /// naming its elements next to it, where a free place was found.
        let bundleLabels: [PlacedLabel]

        /// Every label, each of which intersects no other.
        var labels: [PlacedLabel] { markerLabels.compactMap { $0 } + bundleLabels }
    }

    /// The layout of the chart in the rectangle `x, y, width, height` with `markers`.
    func layout(x: Double, y: Double, width: Double, height: Double, markers: [Double]) -> ChartLayout {
        let g = geometry(x: x, y: y, width: width, height: height)
        let bundles = CoincidenceGroups(series.map(\.values)).bundles
        var offsets = Array(repeating: 0.0, count: series.count)
        for bundle in bundles where bundle.count > 1 {
            let spacing = min(Self.bundleSpacing, Self.bundleMaxSpread / Double(bundle.count - 1))
            for (rank, index) in bundle.enumerated() {
                offsets[index] = (Double(rank) - Double(bundle.count - 1) / 2) * spacing
            }
        }
        let curves = series.map { item in zip(times, item.values).map { (x: g.x($0), y: g.y($1)) } }
        let lines = curves.indices.map { index in
            Self.offset(curves[index], by: offsets[index]).map { (x: min(g.right, max(g.left, $0.x)), y: $0.y) }
        }

        // Marker numbers first, above the plot (then just inside its top), so the
        // bundles' labels keep clear of them.
        var layout = LabelLayout(bounds: Box(x: x, y: y, width: width, height: height))
        let markerLabels: [PlacedLabel?] = markers.enumerated().map { index, t in
            let text = String(index + 1), size = Self.chartLabelFontSize
            let w = TextMetrics.width(text, fontSize: size), h = 1.25 * size
            let mx = g.x(t)
            let candidates = [
                Box(x: mx - w / 2, y: g.top - 3 - 0.95 * size, width: w, height: h),
                Box(x: mx + 1, y: g.top - 3 - 0.95 * size, width: w, height: h),
                Box(x: mx - w - 1, y: g.top - 3 - 0.95 * size, width: w, height: h),
                Box(x: mx + 2, y: g.top + 2, width: w, height: h),
                Box(x: mx + 2, y: g.top + 2 + h, width: w, height: h),
            ]
            return layout.place(candidates).map { PlacedLabel(text: text, box: $0, fontSize: size, owner: index) }
        }

        let spreads = bundles.map { bundle in bundle.map { abs(offsets[$0]) }.max() ?? 0 }
        var bundleLabels: [PlacedLabel] = []
        let plotBox = Box(x: g.left + 1, y: g.top + 1, width: g.right - g.left - 2, height: g.bottom - g.top - 2)
        var inside = LabelLayout(bounds: plotBox, reserved: layout.placed)
        for (number, bundle) in bundles.prefix(Self.bundleLabelLimit).enumerated() {
            let size = Self.chartLabelFontSize
            let names = bundle.map { series[$0].id }.joined(separator: ", ")
            let text = Self.shortened(names, to: 40)
            let w = TextMetrics.width(text, fontSize: size) + 4, h = 1.25 * size + 2
            let spread = spreads[number]
            var candidates: [Box] = []
            for gap in [spread + 4, spread + 14] {
                for anchor in Self.labelAnchors(of: series[bundle[0]].values) {
                    let point = curves[bundle[0]][anchor]
                    candidates += [
                        Box(x: point.x + gap, y: point.y + gap, width: w, height: h),
                        Box(x: point.x - w - gap, y: point.y - h - gap, width: w, height: h),
                        Box(x: point.x + gap, y: point.y - h - gap, width: w, height: h),
                        Box(x: point.x - w - gap, y: point.y + gap, width: w, height: h),
                    ]
                }
            }
            // Clear of every line if possible (a bundle's lines lie within its spread of its
            // middle curve), else anywhere free; past `bundleLineLimit` bundles, anywhere free.
            let placed = (bundles.count <= Self.bundleLineLimit ? inside.place(candidates) { box in
                !zip(bundles, spreads).contains { other, spread in
                    Self.crosses(curves[other[0]], Box(x: box.x - spread - 1, y: box.y - spread - 1, width: box.width + 2 * spread + 2, height: box.height + 2 * spread + 2))
                }
            } : nil) ?? inside.place(candidates)
            if let placed { bundleLabels.append(PlacedLabel(text: text, box: placed, fontSize: size, owner: bundle[0])) }
        }
        return ChartLayout(geometry: g, lines: lines, offsets: offsets, markerLabels: markerLabels, bundleLabels: bundleLabels)
    }

    /// Samples to put a curve's label by, best first: where it first reaches half way,
    /// then other levels, then moments spread over the plot (for a flat or stepped curve).
    static func labelAnchors(of values: [Double]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var anchors: [Int] = []
        for level in [0.5, 0.3, 0.7, 0.15, 0.85] {
            if let index = values.firstIndex(where: { $0 >= level }), !anchors.contains(index) { anchors.append(index) }
        }
        let last = values.count - 1
        for fraction in [0.5, 0.8, 0.2, 0.95, 0.05] {
            let index = Int((Double(last) * fraction).rounded())
            if !anchors.contains(index) { anchors.append(index) }
        }
        return anchors
    }

    /// Whether the polyline passes through `box`.
    static func crosses(_ line: [(x: Double, y: Double)], _ box: Box) -> Bool {
        if let first = line.first, line.count == 1 { return box.contains(x: first.x, y: first.y) }
        return zip(line, line.dropFirst()).contains { segment($0, $1, meets: box) }
    }

    /// Whether the segment from `a` to `b` meets `box` (Liang–Barsky clipping: the part of
    /// the segment inside each of the box's four half-planes, intersected, is not empty).
    static func segment(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), meets box: Box) -> Bool {
        let dx = b.x - a.x, dy = b.y - a.y
        var enter = 0.0, leave = 1.0
        for (p, q) in [(-dx, a.x - box.x), (dx, box.maxX - a.x), (-dy, a.y - box.y), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { enter = max(enter, r) } else { leave = min(leave, r) }
                if enter > leave { return false }
            }
        }
        return true
    }

    /// `points` moved `distance` to the left of the direction of travel (in chart
    /// coordinates, y down: a positive distance moves a rising curve up and left).
    static func offset(_ points: [(x: Double, y: Double)], by distance: Double) -> [(x: Double, y: Double)] {
        guard distance != 0, points.count > 1 else { return points.map { (x: $0.x, y: $0.y - distance) } }
        return points.indices.map { i in
            let a = points[max(0, i - 1)], b = points[min(points.count - 1, i + 1)]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return (x: points[i].x, y: points[i].y - distance) }
            // The left normal of (dx, dy) on screen (y down) is (dy, -dx).
            return (x: points[i].x + distance * dy / length, y: points[i].y - distance * dx / length)
        }
    }
}
