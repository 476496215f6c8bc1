import MotionCore
import SpecModel

/// Renders the JSON timeline (docs/timeline.md): the spec's elements sampled by MotionCore's
/// `Timeline.sample` at `fps`. No motion is computed here; this file only arranges and
/// prints what MotionCore returns. Its schema is `TimelineSchema`.
///
/// Document (keys sorted at every level, numbers rounded to 4 decimals):
/// - `herocat` (1, the timeline format version), `transition` (the catalog name),
///   `from`, `to` (state names), `fps`, `duration` (seconds until the last element
///   settles, its delay included), `canvas` (`width`, `height`: the coordinate space);
/// - `elements`: one entry per spec element, in spec order: `id`, `role`, `kind`,
///   `matched`, `properties`, `anchor` `[x, y]`, `transition` (a one-state element's,
///   null for a matched one), `delay`, `animation`;
/// - `animation`: `expression` (canonical SwiftUI source, no leading dot), `kind`
///   (`spring` | `bezier`), `modifiers` (`[{"delay": s} | {"speed": s}]`, written order),
///   `settlingDuration` (seconds from the animation's start, its modifiers included, the
///   element's delay not; null for a spring that never settles); springs add `mass`, `stiffness`, `damping`, `initialVelocity`;
///   curves add `controlPoints` `[c0x, c0y, c1x, c1y]` and `duration`;
/// - `frames`: `{"t": i / fps, "elements": {id: {x, y, width, height, cornerRadius, opacity}}}`
///   for i = 0 through the first sample at or after `duration`.
/// - `interruptAt` (only with `--interrupt-at`): seconds at which the transition went
///   back to `from` (docs/motion.md §7); `duration` then runs until every element has settled
///   back, and the last frame holds the `from` frames exactly.
package enum TimelineDocument {
    /// The document of a timeline already sampled from `model`'s spec.
    package static func render(_ timeline: Timeline, of model: TimelineModel) throws(ExportError) -> String {
        try document(timeline, of: model).exportJSON()
    }

    package static func document(_ timeline: Timeline, of model: TimelineModel) -> SpecDocument {
        let spec = model.spec
        let frames: [SpecDocument] = zip(timeline.times, timeline.frames).map { time, row in
            var elements: [String: SpecDocument] = [:]
            for (id, frame) in zip(timeline.ids, row) {
                elements[id] = Self.frame(frame)
            }
            return .object(["t": .rounded(time), "elements": .object(elements)])
        }
        var fields: [String: SpecDocument] = [
            "herocat": .integer(1),
            "transition": .string(spec.name.rawValue),
            "from": .string(spec.fromState.rawValue),
            "to": .string(spec.toState.rawValue),
            "fps": .integer(timeline.fps),
            "duration": .rounded(timeline.duration),
            "canvas": .object(["width": .rounded(model.canvas.width), "height": .rounded(model.canvas.height)]),
            "elements": .array(spec.elements.map { element($0, of: model) }),
            "frames": .array(frames),
        ]
        if let interruptAt = timeline.interruptAt { fields["interruptAt"] = .rounded(interruptAt) }
        return .object(fields)
    }

    private static func element(_ element: ElementSpec, of model: TimelineModel) -> SpecDocument {
        .object([
            "id": .string(element.id),
            "role": .string(element.role.rawValue),
            "kind": .string(element.kind.rawValue),
            "matched": .bool(element.isMatched),
            "properties": .string(element.properties.rawValue),
            "anchor": .array([.rounded(element.anchor.x), .rounded(element.anchor.y)]),
            "transition": element.isMatched ? .null : .string(element.transition.source),
            "delay": .rounded(element.delay),
            "animation": animation(model.animation(of: element)),
        ])
    }

    package static func animation(_ animation: Animation) -> SpecDocument {
        .object(animationFields(animation))
    }

    /// The animation's fields, for documents that add their own (`herocat curve`).
    package static func animationFields(_ animation: Animation) -> [String: SpecDocument] {
        var fields: [String: SpecDocument] = [
            "expression": .string(animation.source),
            "kind": .string(animation.kind),
            "modifiers": .array(animation.modifiers.map { modifier in
                switch modifier {
                case .delay(let seconds): return .object(["delay": .rounded(seconds)])
                case .speed(let factor): return .object(["speed": .rounded(factor)])
                }
            }),
            // An undamped spring never settles: null (the timeline itself stops at
            // Timeline.defaultMaxDuration and snaps to the end values).
            "settlingDuration": animation.settlingDuration.isFinite ? .rounded(animation.settlingDuration) : .null,
        ]
        if let spring = animation.springParameters {
            fields["mass"] = .rounded(spring.mass)
            fields["stiffness"] = .rounded(spring.stiffness)
            fields["damping"] = .rounded(spring.damping)
            fields["initialVelocity"] = .rounded(spring.initialVelocity)
        }
        if let curve = animation.timingCurve {
            let points = curve.controlPoints
            fields["controlPoints"] = .array([.rounded(points.c0x), .rounded(points.c0y), .rounded(points.c1x), .rounded(points.c1y)])
            fields["duration"] = .rounded(curve.duration)
        }
        return fields
    }

    package static func frame(_ frame: Frame) -> SpecDocument {
        let frame = frame.rounded(places: 4)
        return .object([
            "x": .number(frame.x), "y": .number(frame.y),
            "width": .number(frame.width), "height": .number(frame.height),
            "cornerRadius": .number(frame.cornerRadius), "opacity": .number(frame.opacity),
        ])
    }
}
