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
    /// SVG elements in the rectangle `x, y, width, height`. `markers`: times to mark
    /// with dotted numbered lines (the filmstrip's moments). `playheadID`: when given, a
    /// vertical line with that id at t = 0, for the player to move.
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

        for (index, t) in markers.enumerated() {
            let mx = n(g.x(t), 2)
            out += "<line x1=\"\(mx)\" y1=\"\(n(g.top, 2))\" x2=\"\(mx)\" y2=\"\(n(g.bottom, 2))\" stroke=\"#8e8e93\" stroke-dasharray=\"1 3\"/>\n"
            out += "<text x=\"\(mx)\" y=\"\(n(g.top - 3, 2))\" text-anchor=\"middle\" fill=\"#636366\" font-size=\"10\">\(index + 1)</text>\n"
        }

        let widths = strokeWidths()
        for (index, item) in series.enumerated() {
            let color = RoleColor.of(item.role)
            var points = ""
            points.reserveCapacity(item.values.count * 14)
            for (t, value) in zip(times, item.values) {
                if !points.isEmpty { points += " " }
                points += n(g.x(t), 2) + "," + n(g.y(value), 2)
            }
            if item.values.count == 1 { points += " " + n(g.right, 2) + "," + n(g.y(item.values[0]), 2) }
            let dash = item.dash.isEmpty ? "" : " stroke-dasharray=\"\(item.dash)\""
            out += "<polyline fill=\"none\" stroke=\"\(color.stroke)\" stroke-width=\"\(n(widths[index]))\" stroke-linejoin=\"round\"\(dash) points=\"\(points)\"><title>\(XMLEscaping.text(item.id))</title></polyline>\n"
        }

        if let playheadID {
            let px = n(g.left, 2)
            out += "<line id=\"\(playheadID)\" x1=\"\(px)\" y1=\"\(n(g.top, 2))\" x2=\"\(px)\" y2=\"\(n(g.bottom, 2))\" stroke=\"#ff3b30\" stroke-width=\"1.5\"/>\n"
        }
        return out + "</g>\n"
    }

    /// Line widths that keep coinciding curves visible: elements on the same animation
    /// often have identical progress, and a later line would hide an earlier one, so
    /// each line is drawn 2 px wider for every later line that coincides with it (up to
    /// four), and shows as a coloured band around them.
    func strokeWidths() -> [Double] {
        let groups = CoincidenceGroups(series.map(\.values))
        return series.indices.map { i in 2 + 2 * Double(groups.laterCoinciding(with: i, upTo: 4)) }
    }

    /// The legend: one entry per element (line sample, id, role), in columns of
    /// `columnWidth` starting at `x, y`, wrapping within `width`. Returns the SVG and
    /// the height it takes.
    func legend(x: Double, y: Double, width: Double, columnWidth: Double = 190) -> (svg: String, height: Double) {
        func n(_ value: Double, _ places: Int = 2) -> String { Markup.number(value, places: places) }
        let columns = max(1, Int(width / columnWidth))
        let rowHeight = 17.0
        var out = "<g class=\"legend\" font-family=\"system-ui, sans-serif\" font-size=\"11\" fill=\"#1c1c1e\">\n"
        for (index, item) in series.enumerated() {
            let cx = x + Double(index % columns) * columnWidth
            let cy = y + Double(index / columns) * rowHeight
            let color = RoleColor.of(item.role)
            let dash = item.dash.isEmpty ? "" : " stroke-dasharray=\"\(item.dash)\""
            out += "<line x1=\"\(n(cx, 2))\" y1=\"\(n(cy + 8, 2))\" x2=\"\(n(cx + 26, 2))\" y2=\"\(n(cy + 8, 2))\" stroke=\"\(color.stroke)\" stroke-width=\"2\"\(dash)/>\n"
            let label = Self.shortened(item.id, to: 22) + (item.isStatic ? " (static)" : "")
            out += "<text x=\"\(n(cx + 32, 2))\" y=\"\(n(cy + 12, 2))\">\(XMLEscaping.text(label))<tspan dx=\"5\" fill=\"#8e8e93\">\(item.role.rawValue)</tspan></text>\n"
        }
        out += "</g>\n"
        let rows = (series.count + columns - 1) / columns
        return (out, Double(rows) * rowHeight)
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
