import MotionCore
import SpecModel

/// A spec as the interpolation core sees it, for other modules that draw from the same
/// timeline the JSON exporter writes (the previews): the same `ExportModel` checks, the
/// same element motions, the same canvas, the same `Timeline.sample`. Nothing here
/// computes motion.
public extension TransitionSpec {
    /// The coordinate space of the timeline: the spec's `canvas`, else 390 x 844
    /// (`Timeline.defaultCanvas`), as the exporters use it.
    var timelineCanvas: (width: Double, height: Double) {
        canvas.map { ($0.width, $0.height) } ?? Timeline.defaultCanvas
    }

    /// Each element, in spec order, as MotionCore evaluates it: its own animation or the
    /// transition's (SwiftUI's `default` when the spec gives none), its delay, anchor,
    /// properties and one-state transition. Throws `ExportError.duplicateElementID` when
    /// two elements share an id (their timeline keys would collide).
    func elementMotions() throws(ExportError) -> [ElementMotion] {
        let model = try ExportModel(spec: self)
        return elements.map(model.motion(of:))
    }

    /// The timeline `herocat export --format timeline` writes (SPEC.md §3), unrounded:
    /// `Timeline.sample` of `elementMotions()` at `fps` on `timelineCanvas`. Throws
    /// `ExportError.fpsOutOfRange` for an fps outside `Timeline.fpsRange`.
    func timeline(fps: Int = 60) throws(ExportError) -> Timeline {
        guard Timeline.fpsRange.contains(fps) else { throw .fpsOutOfRange(fps) }
        let model = try ExportModel(spec: self)
        return Timeline.sample(elements: elements.map(model.motion(of:)), fps: fps, canvas: model.canvas)
    }
}
