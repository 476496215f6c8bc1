import MotionCore
import SpecModel
import SpecTimeline
import Validation

/// One preview format for a transition spec, in the style of the exporters: a value
/// holding a name, a file extension and a pure function. `PreviewFormat.all` lists the
/// built-in ones.
///
/// Every preview is drawn from the timeline of the interpolation core (the one
/// `herocat export --format timeline` writes, `TransitionSpec.timeline(fps:)`); no
/// preview computes motion of its own. Every preview is deterministic (the same spec and
/// options give the same bytes), self-contained (no network, no external scripts, styles
/// or fonts) and ends with a newline.
public struct PreviewFormat: Sendable {
    /// The name users pick it by (`herocat preview NAME --format <name>`).
    public let name: String
    /// The suffix of a file holding the output, without the leading dot: `<spec name>.<fileExtension>`.
    public let fileExtension: String
    /// Renders a spec, or throws a `PreviewError`.
    public let render: @Sendable (TransitionSpec, PreviewOptions) throws -> String

    public init(name: String, fileExtension: String, render: @escaping @Sendable (TransitionSpec, PreviewOptions) throws -> String) {
        self.name = name
        self.fileExtension = fileExtension
        self.render = render
    }

    /// A self-contained HTML player: the canvas with play/pause, scrubber, speeds, loop
    /// and direction (back mid-flight interrupts the transition); the progress plot; the
    /// validator's findings.
    public static let html = PreviewFormat(name: "html", fileExtension: "html") { spec, options in
        try HTMLPlayer(model: PreviewModel(spec: spec, options: options)).render()
    }

    /// A static SVG filmstrip: the canvas at moments spaced by the elements' progress
    /// (not by time), with their times, and the progress plot.
    public static let svg = PreviewFormat(name: "svg", fileExtension: "svg") { spec, options in
        try SVGFilmstrip(model: PreviewModel(spec: spec, options: options)).render()
    }

    /// The built-in formats, in the order `--format` help lists them.
    public static let all: [PreviewFormat] = [.html, .svg]

    /// The built-in format called `name` (exact, lowercase), or nil.
    public static func named(_ name: String) -> PreviewFormat? {
        all.first { $0.name == name }
    }
}

/// Options shared by the preview formats; each uses the ones that concern it.
public struct PreviewOptions: Sendable, Equatable {
    /// Samples per second of the timeline the preview draws from (`Timeline.fpsRange`,
    /// 1...240). The player steps through exactly these samples; the filmstrip picks its
    /// moments among them and the plot joins them.
    public var fps: Int
    /// How many moments the SVG filmstrip shows at most (`momentsRange`), from t = 0 to
    /// the last sample, both included, spaced by the elements' progress (fewer when the
    /// transition has fewer visibly different states).
    public var moments: Int
    /// The findings to list: the report the caller already has for the spec (a preview
    /// never validates again); nil lists none.
    public var report: ValidationReport?

    /// Draw the transition interrupted at this many seconds and going back to `from`
    /// (docs/motion.md §7, `herocat preview --interrupt-at`); nil for the forward run, whose
    /// player then plays a tap on "back" mid-flight as such an interruption.
    public var interruptAt: Double?

    public static let momentsRange: ClosedRange<Int> = 2...24

    public init(fps: Int = 60, moments: Int = 6, report: ValidationReport? = nil, interruptAt: Double? = nil) {
        self.fps = fps
        self.moments = moments
        self.report = report
        self.interruptAt = interruptAt
    }
}

/// Why a preview cannot be drawn. `description` is one line.
public enum PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec has no timeline at these options (duplicate element ids, fps out of range).
    case timeline(ExportError)
    /// `PreviewOptions.moments` outside `PreviewOptions.momentsRange`.
    case momentsOutOfRange(Int)

    public var description: String {
        switch self {
        case .timeline(let error):
            return error.description
        case .momentsOutOfRange(let moments):
            let range = PreviewOptions.momentsRange
            return "the filmstrip shows \(range.lowerBound)...\(range.upperBound) moments, got \(moments)"
        }
    }
}

/// What both previews draw, derived once: the core's timeline (and the JSON document of
/// it that the exporter writes), the findings and the progress plot.
struct PreviewModel {
    let spec: TransitionSpec
    let options: PreviewOptions
    /// `spec.timeline(fps:)`: unrounded frames from MotionCore.
    let timeline: Timeline
    /// `Exporter.timeline`'s document for the same spec and fps (docs/timeline.md).
    let timelineJSON: String
    let report: ValidationReport
    let plot: ProgressPlot
    let canvas: (width: Double, height: Double)

    init(spec: TransitionSpec, options: PreviewOptions) throws(PreviewError) {
        guard PreviewOptions.momentsRange.contains(options.moments) else { throw .momentsOutOfRange(options.moments) }
        self.spec = spec
        self.options = options
        do {
            timeline = try spec.timeline(fps: options.fps, interruptAt: options.interruptAt)
            timelineJSON = try spec.timelineDocument(timeline)
        } catch {
            throw .timeline(error)
        }
        report = options.report ?? ValidationReport(transition: spec.name.rawValue, findings: [])
        canvas = spec.timelineCanvas
        // An interrupted run ends where it started: its progress is measured to the forward run's ends.
        let ends = options.interruptAt == nil ? nil : (try? spec.timeline(fps: options.fps)).flatMap { $0.sampleCount == 0 ? nil : Array($0.frames(atSample: $0.sampleCount - 1)) }
        plot = ProgressPlot(timeline: timeline, roles: spec.elements.map(\.role), ends: ends)
    }

    /// The heading: the spec's title, else its catalog name.
    var title: String { spec.title ?? spec.name.rawValue }

    /// The transition's animation as written (`default` when the spec gives none).
    var animationSource: String { spec.animation?.source ?? "default" }

    /// ` · back to <from> at 0.200 s` for an interrupted timeline, else empty.
    var interruptionNote: String {
        timeline.interruptAt.map { " · back to \(spec.fromState.rawValue) at \(Markup.seconds($0))" } ?? ""
    }

    /// The time of the last sample (at or after `timeline.duration`).
    var endTime: Double { timeline.times.last ?? 0 }
}

/// Numbers written into markup: rounded (2 decimals unless told), shortest form.
enum Markup {
    static func number(_ value: Double, places: Int = 2) -> String {
        formatNumber(Frame.round(value, places: places))
    }

    /// Seconds for people as the player's script prints them: `0.233 s`, three decimals always.
    static func seconds(_ value: Double) -> String {
        let text = MotionCore.seconds(max(0, value))
        let decimals = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? -1
        return text + (decimals < 0 ? "." : "") + String(repeating: "0", count: 3 - max(0, decimals)) + " s"
    }
}
