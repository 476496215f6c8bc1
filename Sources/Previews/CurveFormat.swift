import MotionCore
import SpecModel
import SpecTimeline

/// One output format of `herocat curve`, a value like `PreviewFormat`: plain text (the
/// default), JSON for tools, an SVG plot. The numbers all come from MotionCore's
/// `CurveReport`; these only print them.
public struct CurveFormat: Sendable {
    public let name: String
    /// Renders a report; `fps` is the sample rate of the JSON samples and the SVG line.
    public let render: @Sendable (CurveReport, _ fps: Int) throws -> String

    public init(name: String, render: @escaping @Sendable (CurveReport, Int) throws -> String) {
        self.name = name
        self.render = render
    }

    /// Parameters, settling, overshoot and a compact table of progress samples.
    public static let text = CurveFormat(name: "text") { report, _ in CurveText(report: report).render() }
    /// `CurveReport.jsonDocument(fps:)`.
    public static let json = CurveFormat(name: "json") { report, fps in try report.jsonDocument(fps: fps) }
    /// The progress curve, with its settling time and peak marked.
    public static let svg = CurveFormat(name: "svg") { report, fps in CurvePlot(report: report, fps: fps).render() }

    /// The built-in formats, in the order `--format` help lists them.
    public static let all: [CurveFormat] = [.text, .json, .svg]

    public static func named(_ name: String) -> CurveFormat? {
        all.first { $0.name == name }
    }
}
