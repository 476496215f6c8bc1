import MotionCore
import SpecModel

/// A spec as the interpolation core sees it, for other modules that draw from the same
/// timeline the JSON exporter writes (the previews): the same `TimelineModel` checks, the
/// same element motions, the same canvas, the same `Timeline.sample`. Nothing here
/// computes motion.
public extension TransitionSpec {
    /// The coordinate space of the timeline: the spec's `canvas`, else 390 x 844
    /// (`Timeline.defaultCanvas`), as the exporters use it.
    var timelineCanvas: (width: Double, height: Double) {
        canvas.map { ($0.width, $0.height) } ?? Timeline.defaultCanvas
    }

    /// The timeline `herocat export --format timeline` writes (docs/timeline.md), unrounded:
    /// `Timeline.sample` of the spec's elements at `fps` on `timelineCanvas`. Throws
    /// `ExportError.fpsOutOfRange` for an fps outside `Timeline.fpsRange`.
    func timeline(fps: Int = 60) throws(ExportError) -> Timeline {
        try timeline(fps: fps, interruptAt: nil)
    }

    /// As `timeline(fps:)`, interrupted at `interruptAt` seconds when given (docs/motion.md §7,
    /// `herocat export --format timeline --interrupt-at`); `ExportError.interruption` when
    /// it lies outside the forward timeline.
    func timeline(fps: Int, interruptAt: Double?) throws(ExportError) -> Timeline {
        guard Timeline.fpsRange.contains(fps) else { throw .fpsOutOfRange(fps) }
        return try TimelineModel(spec: self).timeline(fps: fps, interruptAt: interruptAt)
    }

    /// The JSON document of `herocat export --format timeline` for a timeline already
    /// sampled by `timeline(fps:)`, so a caller that needs both samples only once.
    func timelineDocument(_ timeline: Timeline) throws(ExportError) -> String {
        try TimelineDocument.render(timeline, of: TimelineModel(spec: self))
    }
}
