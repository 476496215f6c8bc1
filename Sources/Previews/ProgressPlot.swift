import MotionCore
import SpecModel
import SpecTimeline

/// Each element's progress over time, read off the core's timeline, for both previews.
///
/// What "progress" is here: for element `j`, take its first sampled frame `s` (t = 0) and
/// its last `e` (settled), pick the one value of `x, y, width, height, cornerRadius,
/// opacity` that changes most between them, and plot `(v(t) - v_s) / (v_e - v_s)` at
/// every sample. Every value of a frame is linear in the animation's progress (docs/motion.md
/// §5), so for a matched element this *is* the core's progress `p(t - delay)`, overshoot
/// included; for a one-state element it is the clamped `q` its transition runs on (the
/// opacity of a fade, the width of a scale, the offset of a move), and a `none`
/// transition shows as a step. Delays show as flat starts. Nothing is re-evaluated: the
/// plot is the timeline the player plays, point for point. An element whose frame does
/// not change at all is drawn at 1 throughout and marked static.
struct ProgressPlot {
    struct Series {
        let id: String
        let role: Role
        /// Stroke dash pattern telling apart elements of the same role ("" = solid).
        let dash: String
        /// Progress at each timeline sample.
        let values: [Double]
        /// The frame never changes.
        let isStatic: Bool
    }

    let times: [Double]
    let series: [Series]
    /// The progress range the y axis spans: at least 0...1, widened to every value (and
    /// a margin) so overshoot stays inside the plot.
    let lower: Double
    let upper: Double

    /// `ends`: each element's settled frame, where progress is 1; by default the
    /// timeline's last sample (an interrupted timeline ends where it started, so its
    /// caller passes the forward run's ends).
    init(timeline: Timeline, roles: [Role], ends: [Frame]? = nil) {
        var seen: [Role: Int] = [:]
        var series: [Series] = []
        for (j, id) in timeline.ids.enumerated() {
            let role = j < roles.count ? roles[j] : .content
            let occurrence = seen[role, default: 0]
            seen[role] = occurrence + 1
            let (values, isStatic) = Self.progress(of: timeline.track(ofElement: j), end: ends.map { $0[j] })
            series.append(Series(
                id: id, role: role, dash: RoleColor.dashes[occurrence % RoleColor.dashes.count],
                values: values, isStatic: isStatic
            ))
        }
        self.init(times: timeline.times, series: series)
    }

    /// A plot of given series (`herocat curve` draws one animation's progress).
    init(times: [Double], series: [Series]) {
        self.times = times
        self.series = series
        var low = 0.0, high = 1.0
        for item in series {
            for value in item.values {
                low = min(low, value)
                high = max(high, value)
            }
        }
        let margin = (high - low) * 0.06
        lower = low - margin
        upper = high + margin
    }

    /// Progress of one element's sampled frames (see the type's comment).
    static func progress(of frames: [Frame], end: Frame? = nil) -> (values: [Double], isStatic: Bool) {
        guard let start = frames.first, let end = end ?? frames.last else { return ([], true) }
        let paths: [KeyPath<Frame, Double>] = [\.x, \.y, \.width, \.height, \.cornerRadius, \.opacity]
        let pick: [(Frame) -> Double] = paths.map { path in { $0[keyPath: path] } }
        var best = 0, bestDelta = 0.0
        for (index, value) in pick.enumerated() {
            let delta = abs(value(end) - value(start))
            if delta > bestDelta {
                best = index
                bestDelta = delta
            }
        }
        guard bestDelta > 1e-9 else { return (Array(repeating: 1, count: frames.count), true) }
        let value = pick[best]
        let origin = value(start), span = value(end) - value(start)
        return (frames.map { (value($0) - origin) / span }, false)
    }

    // MARK: Drawing

    /// Layout of the chart inside the rectangle it is given.
    struct Geometry {
        let left, top, right, bottom: Double
        let endTime: Double
        let lower, upper: Double

        func x(_ t: Double) -> Double { left + (right - left) * t / endTime }
        func y(_ p: Double) -> Double { bottom - (bottom - top) * (p - lower) / (upper - lower) }
    }

    func geometry(x: Double, y: Double, width: Double, height: Double) -> Geometry {
        Geometry(
            left: x + 44, top: y + 14, right: x + width - 12, bottom: y + height - 30,
            endTime: max(times.last ?? 0, 1e-3), lower: lower, upper: upper
        )
    }

    /// The chart (axes, ticks, the y = 0 and y = 1 lines, one polyline per element) as
    /// SVG elements in the rectangle `x, y, width, height`, laid out by `layout`: curves
    /// that coincide (elements on one animation) are drawn side by side and named together
    /// next to them, and no label covers another. `markers`: times to mark with dotted
    /// numbered lines (the filmstrip's moments). `playheadID`: when given, a vertical line
    /// with that id at t = 0, for the player to move.
    func chart(x: Double, y: Double, width: Double, height: Double, markers: [Double] = [], playheadID: String? = nil) -> String {
        let g = geometry(x: x, y: y, width: width, height: height)
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        var out = "<g class=\"plot\" font-family=\"system-ui, sans-serif\" font-size=\"11\">\n"
        out += "<rect x=\"\(n(g.left, 2))\" y=\"\(n(g.top, 2))\" width=\"\(n(g.right - g.left, 2))\" height=\"\(n(g.bottom - g.top, 2))\" fill=\"#ffffff\" stroke=\"#d1d1d6\"/>\n"

        // Time ticks and labels.
        let step = Self.timeStep(for: g.endTime)
        var tick = 0
        while Double(tick) * step <= g.endTime + 1e-9 {
            let t = Double(tick) * step
            let tx = n(g.x(t), 2)
            out += "<line x1=\"\(tx)\" y1=\"\(n(g.top, 2))\" x2=\"\(tx)\" y2=\"\(n(g.bottom + 4, 2))\" stroke=\"#e5e5ea\"/>\n"
            out += "<text x=\"\(tx)\" y=\"\(n(g.bottom + 16, 2))\" text-anchor=\"middle\" fill=\"#3a3a3c\">\(formatNumber(Frame.round(t, places: 3)))</text>\n"
            tick += 1
        }
        out += "<text x=\"\(n(g.right, 2))\" y=\"\(n(g.bottom + 28, 2))\" text-anchor=\"end\" fill=\"#3a3a3c\">time (s)</text>\n"

        // Progress ticks: every 0.5 inside the range; 0 (from) and 1 (to) emphasised.
        var p = (lower * 2).rounded(.up) / 2
        while p <= upper + 1e-9 {
            let py = n(g.y(p), 2)
            let isEnd = abs(p - 1) < 1e-9, isStart = abs(p) < 1e-9
            let stroke = isEnd ? "#1c1c1e" : (isStart ? "#8e8e93" : "#e5e5ea")
            let dash = isEnd ? " stroke-dasharray=\"5 3\"" : ""
            out += "<line x1=\"\(n(g.left - 4, 2))\" y1=\"\(py)\" x2=\"\(n(g.right, 2))\" y2=\"\(py)\" stroke=\"\(stroke)\"\(dash)/>\n"
            let label = isEnd ? "1 to" : (isStart ? "0 from" : formatNumber(p))
            out += "<text x=\"\(n(g.left - 6, 2))\" y=\"\(n(g.y(p) + 4, 2))\" text-anchor=\"end\" fill=\"#3a3a3c\">\(label)</text>\n"
            p += 0.5
        }

        let layout = layout(x: x, y: y, width: width, height: height, markers: markers)
        for (index, t) in markers.enumerated() {
            let mx = n(g.x(t), 2)
            out += "<line x1=\"\(mx)\" y1=\"\(n(g.top, 2))\" x2=\"\(mx)\" y2=\"\(n(g.bottom, 2))\" stroke=\"#8e8e93\" stroke-dasharray=\"1 3\"/>\n"
            if let label = layout.markerLabels[index] { out += Self.labelSVG(label, fill: "#636366") }
        }

        for (index, item) in series.enumerated() {
            let color = RoleColor.of(item.role)
            let line = layout.lines[index]
            var points = ""
            points.reserveCapacity(line.count * 14)
            for point in line {
                if !points.isEmpty { points += " " }
                points += n(point.x, 2) + "," + n(point.y, 2)
            }
            if line.count == 1 { points += " " + n(g.right, 2) + "," + n(line[0].y, 2) }
            let dash = item.dash.isEmpty ? "" : " stroke-dasharray=\"\(item.dash)\""
            out += "<polyline fill=\"none\" stroke=\"\(color.stroke)\" stroke-width=\"2\" stroke-linejoin=\"round\"\(dash) points=\"\(points)\"><title>\(XMLEscaping.text(item.id))</title></polyline>\n"
        }
        // Each bundle named next to it, on a white ground so the lines under it stay apart from the text.
        for label in layout.bundleLabels {
            out += "<rect x=\"\(n(label.box.x))\" y=\"\(n(label.box.y))\" width=\"\(n(label.box.width))\" height=\"\(n(label.box.height))\" rx=\"2\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\n"
            let inner = Box(x: label.box.x + 2, y: label.box.y + 1, width: label.box.width - 4, height: label.box.height - 2)
            out += Self.labelSVG(PlacedLabel(text: label.text, box: inner, fontSize: label.fontSize, owner: label.owner), fill: "#1c1c1e")
        }

        if let playheadID {
            let px = n(g.left, 2)
            out += "<line id=\"\(playheadID)\" x1=\"\(px)\" y1=\"\(n(g.top, 2))\" x2=\"\(px)\" y2=\"\(n(g.bottom, 2))\" stroke=\"#ff3b30\" stroke-width=\"1.5\"/>\n"
        }
        return out + "</g>\n"
    }

    /// One line of label text starting at its box's left edge.
    static func labelSVG(_ label: PlacedLabel, fill: String) -> String {
        func n(_ value: Double) -> String { Markup.number(value, places: 2) }
        let baseline = TextMetrics.baseline(of: label.box, fontSize: label.fontSize)
        return "<text x=\"\(n(label.box.x))\" y=\"\(n(baseline))\" fill=\"\(fill)\" font-size=\"\(n(label.fontSize))\">\(XMLEscaping.text(label.text))</text>\n"
    }

    /// The legend: one entry per element (line sample, id, role), in columns at least
    /// `columnWidth` wide starting at `x, y`, wrapping within `width`; a column is widened
    /// to its longest entry, so no entry runs into the next. Returns the SVG and the height
    /// it takes.
    func legend(x: Double, y: Double, width: Double, columnWidth: Double = 190) -> (svg: String, height: Double) {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let entries = legendEntries()
        let column = max(columnWidth, (entries.map(\.width).max() ?? 0) + 12)
        let columns = max(1, Int(width / column))
        let rowHeight = 17.0
        var out = "<g class=\"legend\" font-family=\"system-ui, sans-serif\" font-size=\"\(n(Self.legendFontSize))\" fill=\"#1c1c1e\">\n"
        for (index, item) in series.enumerated() {
            let cx = x + Double(index % columns) * column
            let cy = y + Double(index / columns) * rowHeight
            let color = RoleColor.of(item.role)
            let dash = item.dash.isEmpty ? "" : " stroke-dasharray=\"\(item.dash)\""
            out += "<line x1=\"\(n(cx, 2))\" y1=\"\(n(cy + 8, 2))\" x2=\"\(n(cx + 26, 2))\" y2=\"\(n(cy + 8, 2))\" stroke=\"\(color.stroke)\" stroke-width=\"2\"\(dash)/>\n"
            out += "<text x=\"\(n(cx + 32, 2))\" y=\"\(n(cy + 12, 2))\">\(XMLEscaping.text(entries[index].label))<tspan dx=\"5\" fill=\"#8e8e93\">\(item.role.rawValue)</tspan></text>\n"
        }
        out += "</g>\n"
        let rows = (series.count + columns - 1) / columns
        return (out, Double(rows) * rowHeight)
    }

    static let legendFontSize = 11.0

    /// Each legend entry's label (id, marked static) and its width from the line sample
    /// to the end of the role.
    func legendEntries() -> [(label: String, width: Double)] {
        series.map { item in
            let label = Self.shortened(item.id, to: 22) + (item.isStatic ? " (static)" : "")
            return (label, 32 + TextMetrics.width(label, fontSize: Self.legendFontSize) + 5 + TextMetrics.width(item.role.rawValue, fontSize: Self.legendFontSize))
        }
    }

    /// A tick spacing giving at most 8 intervals.
    static func timeStep(for duration: Double) -> Double {
        for step in [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60] where duration / step <= 8 {
            return step
        }
        return 120
    }

    /// `text` cut to at most `limit` characters, with an ellipsis when cut; line breaks
    /// shown as `⏎` (labels are one line).
    static func shortened(_ text: String, to limit: Int) -> String {
        let oneLine = String(text.map { $0.isNewline ? "⏎" : $0 })
        guard oneLine.count > limit else { return oneLine }
        return String(oneLine.prefix(limit - 1)) + "…"
    }
}
