import MotionCore
import SpecModel
import SpecTimeline

/// Renders a spec as a Lottie animation (Lottie specification 1.0, `lottie.schema.json`
/// of the `lottie-specs` package): `fr` the export's fps, `ip` 0, `op` the timeline's
/// frame count, `w`/`h` the canvas (whole points, rounded up). One shape layer per
/// element, named by its id, holding one group: a rounded rectangle (`rc`: centre, size,
/// corner radius) filled in the element's role colour (`RoleColor`, the previews' palette),
/// and the layer's opacity. Layers are listed top first, so the spec's last element is
/// the first layer: a later element is drawn on top (the draw order of docs/spec-format.md).
///
/// Key order is fixed, not alphabetical: `ty` comes first in every layer and shape, as
/// players that read keys in order need (rlottie, lottie-android), then Lottie's usual
/// order. Every value comes from the timeline `herocat export --format timeline` writes
/// (the same `Timeline.sample`, rounded to 4 decimals); `LottieKeyframes` picks which
/// frames become keyframes and the Lottie easing between them, within a quarter point of
/// the core at every frame and half frame. A property that never changes is written
/// static. Nothing is refused: whatever the core samples, Lottie can hold.
struct LottieExporter {
    let model: ExportModel
    let fps: Int

    init(spec: TransitionSpec, options: ExportOptions) throws(ExportError) {
        guard Timeline.fpsRange.contains(options.fps) else { throw .fpsOutOfRange(options.fps) }
        model = try ExportModel(spec: spec)
        fps = options.fps
    }

    func render() throws(ExportError) -> String {
        let timeline = model.timeline(fps: fps)
        let spec = model.spec
        var layers: [SpecDocument] = []
        for (index, element) in spec.elements.enumerated() {
            let track = timeline.track(ofElement: index).map { $0.rounded(places: 4) }
            let values = track.map(Self.values)
            let motion = model.motion(of: element)
            let keyframes = LottieKeyframes(
                values: track.map(Self.edges), times: timeline.times, fps: fps, timing: model.platformTiming(of: element),
                clamped: !element.isMatched, switches: !element.isMatched && element.transition == .none,
                reference: { Self.edges(motion.frame(at: $0, canvas: model.canvas)) })
            layers.append(layer(element, index: index, values: values, keyframes: keyframes, count: timeline.sampleCount))
        }
        return try SpecDocument.object([
            ("v", .string("5.7.0")),
            ("ver", .integer(10000)),
            ("fr", .integer(fps)),
            ("ip", .integer(0)),
            ("op", .integer(timeline.sampleCount)),
            ("w", .integer(Int(model.canvas.width.rounded(.up)))),
            ("h", .integer(Int(model.canvas.height.rounded(.up)))),
            ("nm", .string(spec.name.rawValue)),
            ("layers", .array(layers.reversed())),
        ], inline: false).exportJSON()
    }

    /// What the keyframes are checked on: the box's four edges and its size (an edge moves
    /// with both the centre and the size), its corner radius, its opacity in percent.
    static func edges(_ frame: Frame) -> [Double] {
        [frame.x, frame.y, frame.x + frame.width, frame.y + frame.height, frame.width, frame.height,
         frame.cornerRadius, frame.opacity * 100]
    }

    /// A frame as Lottie's values: centre x, y, width, height, corner radius, opacity in percent.
    static func values(_ frame: Frame) -> [Double] {
        [frame.x + frame.width / 2, frame.y + frame.height / 2, frame.width, frame.height, frame.cornerRadius, frame.opacity * 100]
    }

    private func layer(_ element: ElementSpec, index: Int, values: [[Double]], keyframes: LottieKeyframes, count: Int) -> SpecDocument {
        let color = RoleColor.of(element.role)
        func property(_ range: Range<Int>, scalar: Bool = false) -> SpecDocument {
            Self.property(values.map { Array($0[range]) }, keyframes: keyframes, scalar: scalar)
        }
        let rectangle = Self.object([
            ("ty", .string("rc")), ("nm", .string("box")),
            ("p", property(0..<2)), ("s", property(2..<4)), ("r", property(4..<5, scalar: true)),
        ])
        let fill = Self.object([
            ("ty", .string("fl")), ("nm", .string("role colour")),
            ("c", Self.object([("a", .integer(0)), ("k", .array(Self.rgba(color.fill).map(SpecDocument.rounded)))])),
            ("o", Self.object([("a", .integer(0)), ("k", .rounded(color.fillOpacity * 100))])),
        ])
        let group = Self.object([
            ("ty", .string("gr")), ("nm", .string("element")),
            ("it", .array([rectangle, fill, Self.object([("ty", .string("tr"))] + Self.identityFields())])),
        ])
        var transform = Self.identityFields()
        transform[transform.count - 1].value = property(5..<6, scalar: true)
        return Self.object([
            ("ty", .integer(4)), ("nm", .string(element.id)), ("ind", .integer(index + 1)),
            ("ip", .integer(0)), ("op", .integer(count)), ("st", .integer(0)),
            ("ks", Self.object(transform)), ("shapes", .array([group])),
        ])
    }

    /// A JSON object in the order given.
    static func object(_ fields: SpecDocument.Fields) -> SpecDocument {
        .object(fields, inline: false)
    }

    /// A property from one value per frame: static when they are all equal, else one
    /// keyframe at each of `keyframes.frames`, easing into the next along its easing
    /// (linear where the two values are equal).
    static func property(_ values: [[Double]], keyframes: LottieKeyframes, scalar: Bool = false) -> SpecDocument {
        func value(_ v: [Double]) -> SpecDocument { scalar ? .rounded(v[0]) : .array(v.map(SpecDocument.rounded)) }
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return object([("a", .integer(0)), ("k", value(values.first ?? [0]))])
        }
        // One handle value for every dimension: the values move together (one progress).
        func handle(_ x: Double, _ y: Double) -> SpecDocument {
            object([("x", .array([.number(x)])), ("y", .array([.number(y)]))])
        }
        var result: [SpecDocument] = []
        for (k, frame) in keyframes.frames.enumerated() {
            var fields: SpecDocument.Fields = [("t", .integer(frame)), ("s", .array(values[frame].map(SpecDocument.rounded)))]
            if k < keyframes.easings.count {
                let next = values[keyframes.frames[k + 1]]
                let easing = (next == values[frame] ? LottieKeyframes.Easing.linear : keyframes.easings[k]).written
                fields.append(("o", handle(easing.outX, easing.outY)))
                fields.append(("i", handle(easing.inX, easing.inY)))
            }
            result.append(object(fields))
        }
        return object([("a", .integer(1)), ("k", .array(result))])
    }

    /// `#rrggbb` as Lottie's `[r, g, b, 1]` in 0...1.
    static func rgba(_ hex: String) -> [Double] {
        RoleColor.channels(hex).map { Double($0) / 255 } + [1]
    }

    /// An identity transform's fields; opacity (`o`) last.
    static func identityFields() -> SpecDocument.Fields {
        [
            ("a", object([("a", .integer(0)), ("k", .array([.integer(0), .integer(0)]))])),
            ("p", object([("a", .integer(0)), ("k", .array([.integer(0), .integer(0)]))])),
            ("s", object([("a", .integer(0)), ("k", .array([.integer(100), .integer(100)]))])),
            ("r", object([("a", .integer(0)), ("k", .integer(0))])),
            ("o", object([("a", .integer(0)), ("k", .integer(100))])),
        ]
    }
}
