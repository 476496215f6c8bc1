import MotionCore
import SpecModel

/// The transition interrupted at many moments, for a player that lets a user tap
/// "back" mid-flight: every leg is MotionCore's `Timeline.sample(interruptAt:)`, so a
/// page only looks samples up and never computes motion.
public extension TransitionSpec {
    /// Interruption moments: every `every`-th sample of the forward timeline at `fps`,
    /// from sample 0, before its last sample. For each, only the samples after the moment
    /// (up to and including the first before it they equal the forward timeline's):
    ///
    ///     {"every": 3, "legs": [{"sample": i, "t": i / fps, "duration": d,
    ///       "frames": [[[x, y, width, height, cornerRadius, opacity], ...one per element], ...]}]}
    ///
    /// `frames[k]` is sample `i + 1 + k` of the interrupted timeline; the last holds the
    /// start frames exactly. Numbers are rounded to 4 decimals as in the timeline document.
    func interruptionLegs(fps: Int, every: Int) throws(ExportError) -> String {
        let forward = try timeline(fps: fps)
        let model = try TimelineModel(spec: self)
        let stride = max(1, every)
        var legs: [SpecDocument] = []
        for sample in Swift.stride(from: 0, to: forward.sampleCount - 1, by: stride) {
            let leg = try model.timeline(fps: fps, interruptAt: forward.times[sample])
            let frames: [SpecDocument] = ((sample + 1)..<leg.sampleCount).map { leg.frames(atSample: $0) }.map { row in
                .array(row.map { frame in
                    let f = frame.rounded(places: 4)
                    return .array([f.x, f.y, f.width, f.height, f.cornerRadius, f.opacity].map(SpecDocument.number))
                })
            }
            legs.append(.object([
                "sample": .integer(sample), "t": .rounded(forward.times[sample]),
                "duration": .rounded(leg.duration), "frames": .array(frames),
            ]))
        }
        return try SpecDocument.object(["every": .integer(stride), "legs": .array(legs)]).exportJSON()
    }
}
