import MotionCore
import SpecModel
import SpecTimeline

/// One output format for a transition spec, in the style of swift-snapshot-testing's
/// strategies: a value holding a name, a file extension, a one-line summary and a pure
/// function. New formats are new values; `Exporter.all` lists the built-in ones.
///
/// Every exporter is deterministic (the same spec and options give the same bytes) and
/// its output ends with a newline.
public struct Exporter: Sendable {
    /// The name users pick it by (`herocat export NAME --format <format>`).
    public let format: String
    /// The suffix of a file holding the output, without the leading dot
    /// (`swift`, `timeline.json`, `tsx`): `<name>.<fileExtension>`.
    public let fileExtension: String
    /// What the output is, in one line: `herocat export --help` lists it beside `format`.
    public let summary: String
    /// Renders a spec, or throws an `ExportError` for a spec it cannot express.
    public let export: @Sendable (TransitionSpec, ExportOptions) throws -> String

    public init(
        format: String, fileExtension: String, summary: String,
        export: @escaping @Sendable (TransitionSpec, ExportOptions) throws -> String
    ) {
        self.format = format
        self.fileExtension = fileExtension
        self.summary = summary
        self.export = export
    }

    public static let swift = Exporter(
        format: "swift", fileExtension: "swift",
        summary: "A complete SwiftUI file: one View with its matched geometry, and a #Preview."
    ) { spec, options in
        try SwiftExporter(spec: spec, options: options).render()
    }

    /// Its schema is `TimelineSchema`.
    public static let timeline = Exporter(
        format: "timeline", fileExtension: "timeline.json",
        summary: "The JSON timeline of docs/timeline.md (its schema: herocat schema timeline)."
    ) { spec, options in
        try TimelineExporter(spec: spec, options: options).render()
    }

    public static let tsx = Exporter(format: "tsx", fileExtension: "tsx", summary: "A TSX component for the Scripting app.") { spec, options in
        try TSXExporter(spec: spec, options: options).render()
    }

    public static let compose = Exporter(
        format: "compose", fileExtension: "kt",
        summary: "Kotlin for Jetpack Compose 1.7+ (SharedTransitionLayout, sharedElement, sharedBounds)."
    ) { spec, options in
        try ComposeExporter(spec: spec, options: options).render()
    }

    public static let css = Exporter(
        format: "css", fileExtension: "html",
        summary: "A self-contained HTML page running the transition with the View Transitions API."
    ) { spec, options in
        try CSSExporter(spec: spec, options: options).render()
    }

    public static let motion = Exporter(
        format: "motion", fileExtension: "jsx",
        summary: "A React component animated with Motion (layoutId, AnimatePresence)."
    ) { spec, options in
        try MotionExporter(spec: spec, options: options).render()
    }

    public static let lottie = Exporter(
        format: "lottie", fileExtension: "lottie.json",
        summary: "A Lottie animation: one shape layer per element, keyframes from the timeline."
    ) { spec, options in
        try LottieExporter(spec: spec, options: options).render()
    }

    public static let tokens = Exporter(
        format: "tokens", fileExtension: "tokens.json",
        summary: "Motion tokens in the Design Tokens Community Group format."
    ) { spec, options in
        try TokensExporter(spec: spec, options: options).render()
    }

    /// The built-in exporters, in the order `herocat export --help` lists them.
    public static let all: [Exporter] = [.swift, .timeline, .tsx, .compose, .css, .motion, .lottie, .tokens]

    /// The built-in exporter called `format` (exact, lowercase name), or nil.
    public static func named(_ format: String) -> Exporter? {
        all.first { $0.format == format }
    }
}

/// Options shared by all exporters; each uses the ones that concern it.
public struct ExportOptions: Sendable, Equatable {
    /// Samples per second of the timeline (1...240, `Timeline.fpsRange`); the CLI
    /// validates it, exporters refuse anything else with `ExportError.fpsOutOfRange`.
    /// Only the timeline and Lottie exporters use it.
    public var fps: Int
    /// The timeline exporter's `--interrupt-at`: seconds into the forward run at which
    /// the transition goes back to `from` (docs/motion.md §7); nil for the plain forward run.
    /// It must lie within the forward timeline (`ExportError.interruption` otherwise).
    public var interruptAt: Double?

    public init(fps: Int = 60, interruptAt: Double? = nil) {
        self.fps = fps
        self.interruptAt = interruptAt
    }
}
