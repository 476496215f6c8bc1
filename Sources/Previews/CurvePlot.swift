import MotionCore
import SpecModel

/// `herocat curve --format svg`: a standalone SVG 1.1 plot of one animation's progress
/// (the same chart as the previews' progress plot), its peak and settling time marked
/// (1 and 2) and explained under it. Deterministic; no scripts, no external references.
struct CurvePlot {
    let report: CurveReport
    let fps: Int

    static let width = 640.0
    static let plotHeight = 300.0
    static let margin = 16.0

    func render() -> String {
        func n(_ value: Double) -> String { Markup.number(value, places: 2) }
        let samples = report.samples(fps: fps)
        let plot = ProgressPlot(times: samples.map(\.t), series: [
            ProgressPlot.Series(id: report.animation.source, role: .title, dash: "", values: samples.map(\.progress), isStatic: false),
        ])
        var markers: [Double] = []
        var notes: [String] = []
        if let peak = report.overshoot {
            markers.append(peak.time)
            notes.append("\(markers.count) · peak \(Markup.number(peak.progress, places: 4)) at \(Markup.seconds(peak.time))")
        }
        if report.settlingDuration.isFinite {
            markers.append(report.settlingDuration)
            notes.append("\(markers.count) · settles at \(Markup.seconds(report.settlingDuration))")
        } else {
            notes.append("never settles (undamped); drawn to \(Markup.seconds(report.endTime))")
        }
        let top = 52.0
        let height = top + Self.plotHeight + 28 + Self.margin
        let title = XMLEscaping.text(report.animation.source)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(Self.width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(Self.width)) \(n(height))\">\n"
        out += "<title>\(title)</title>\n"
        out += "<desc>herocat curve: the progress of \(title) over time, from herocat's interpolation core.</desc>\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"\(n(Self.margin))\" y=\"\(n(28))\" font-family=\"ui-monospace, monospace\" font-size=\"15\" font-weight=\"bold\" fill=\"#1c1c1e\">\(title)</text>\n"
        out += "<text x=\"\(n(Self.margin))\" y=\"\(n(46))\" font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"#636366\">\(XMLEscaping.text(summary))</text>\n"
        out += plot.chart(x: Self.margin, y: top, width: Self.width - 2 * Self.margin, height: Self.plotHeight, markers: markers)
        out += "<text x=\"\(n(Self.margin + 44))\" y=\"\(n(top + Self.plotHeight + 16))\" font-family=\"system-ui, sans-serif\" font-size=\"12\" fill=\"#3a3a3c\">\(XMLEscaping.text(notes.joined(separator: "   ")))</text>\n"
        return out + "</svg>\n"
    }

    /// One line of figures under the title.
    var summary: String {
        func n(_ value: Double) -> String { Markup.number(value, places: 4) }
        if let spring = report.spring {
            return "mass \(n(spring.mass)) · stiffness \(n(spring.stiffness)) · damping \(n(spring.damping)) · damping ratio \(n(spring.dampingRatio)) · response \(Markup.seconds(spring.response)) · bounce \(n(spring.bounce))"
        }
        if let curve = report.timingCurve {
            let c = curve.controlPoints
            return "timing curve (\(n(c.c0x)), \(n(c.c0y))) (\(n(c.c1x)), \(n(c.c1y))) · duration \(Markup.seconds(curve.duration))"
        }
        return ""
    }
}
