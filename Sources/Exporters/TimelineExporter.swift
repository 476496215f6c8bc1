import MotionCore
import SpecModel
import SpecTimeline

/// The timeline exporter: the document of docs/timeline.md (`TimelineDocument`) at the options' fps.
struct TimelineExporter {
    let model: ExportModel
    let options: ExportOptions

    init(spec: TransitionSpec, options: ExportOptions) throws(ExportError) {
        guard Timeline.fpsRange.contains(options.fps) else { throw .fpsOutOfRange(options.fps) }
        model = try ExportModel(spec: spec)
        self.options = options
    }

    func render() throws(ExportError) -> String {
        try TimelineDocument.render(model.timeline(fps: options.fps, interruptAt: options.interruptAt), of: model)
    }
}
