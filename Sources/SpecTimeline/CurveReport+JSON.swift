import MotionCore
import SpecModel

public extension CurveReport {
    /// `herocat curve --format json`: the animation's fields as the timeline document
    /// writes them (`expression`, `kind`, `modifiers`, `settlingDuration`, and `mass`,
    /// `stiffness`, `damping`, `initialVelocity` or `controlPoints`, `duration`), plus for
    /// springs `dampingRatio`, `response`, `bounce`, `regime` and `writtenDamping` (null
    /// unless `interpolatingSpring`'s critical clamp changed it), `overshoot`
    /// (`{"progress", "time"}` or null), `fps` and `samples` (`[t, progress]` at
    /// `t = i / fps` until `endTime`). Numbers rounded to 4 decimals, keys sorted.
    func jsonDocument(fps: Int) throws(ExportError) -> String {
        var fields = TimelineDocument.animationFields(animation)
        if let spring {
            fields["dampingRatio"] = .rounded(spring.dampingRatio)
            fields["response"] = .rounded(spring.response)
            fields["bounce"] = .rounded(spring.bounce)
            fields["regime"] = .string("\(spring.regime)")
            fields["writtenDamping"] = spring.writtenDamping.map(SpecDocument.rounded) ?? .null
        }
        fields["overshoot"] = overshoot.map { .object(["progress": .rounded($0.progress), "time": .rounded($0.time)]) } ?? .null
        fields["fps"] = .integer(fps)
        fields["samples"] = .array(samples(fps: fps).map { .array([.rounded($0.t), .rounded($0.progress)]) })
        return try SpecDocument.object(fields).exportJSON()
    }
}
