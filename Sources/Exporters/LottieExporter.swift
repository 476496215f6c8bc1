import MotionCore
import SpecModel
import SpecTimeline

/// Renders a spec as a Lottie animation (Lottie specification 1.0, `lottie.schema.json`
/// of the `lottie-specs` package): `fr` the export's fps, `ip` 0, `op` the timeline's
/// frame count, `w`/`h` the canvas (whole points, rounded up). One shape layer per
/// element, named by its id (the first element on top, as SwiftUI draws the last one
/// written on top), holding one group: a rounded rectangle (`rc`: centre, size, corner
/// radius) filled in the element's role colour (`RoleColor`, the previews' palette), and
/// the layer's opacity.
///
/// Every value comes from the timeline `herocat export --format timeline` writes (the
/// same `Timeline.sample`, rounded to 4 decimals): one keyframe per frame, runs of equal
/// values collapsed to their ends, so at every frame the rectangle is exactly the
/// timeline's frame. Between frames (players draw sub-frames on fast displays) each
/// segment eases along a cubic fitted to the core: every value of an element is linear in
/// its progress (docs/motion.md §5), so one easing per segment serves all of them, with handles
/// at 1/3 and 2/3 of the segment whose heights come from the core's progress and its
/// one-sided slopes at both ends (a cubic Hermite segment). A segment where the element
/// switches (`none`) or settles is linear. A property that never changes is written
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
            let frames = timeline.track(ofElement: index).map { $0.rounded(places: 4) }
            let easings = Self.easings(model.platformTiming(of: element), clamped: !element.isMatched,
                                       switches: !element.isMatched && element.transition == .none, times: timeline.times)
            layers.append(layer(element, index: index, frames: frames, easings: easings, count: timeline.sampleCount))
        }
        return try SpecDocument.object([
            "v": .string("5.7.0"),
            "ver": .integer(10000),
            "nm": .string(spec.name.rawValue),
            "fr": .integer(fps),
            "ip": .integer(0),
            "op": .integer(timeline.sampleCount),
            "w": .integer(Int(model.canvas.width.rounded(.up))),
            "h": .integer(Int(model.canvas.height.rounded(.up))),
            "layers": .array(layers.reversed()),
        ]).exportJSON()
    }

    private func layer(_ element: ElementSpec, index: Int, frames: [Frame], easings: [Easing], count: Int) -> SpecDocument {
        let color = RoleColor.of(element.role)
        let rectangle = SpecDocument.object([
            "ty": .string("rc"), "nm": .string("box"),
            "p": Self.property(frames.map { [$0.x + $0.width / 2, $0.y + $0.height / 2] }, easings: easings),
            "s": Self.property(frames.map { [$0.width, $0.height] }, easings: easings),
            "r": Self.property(frames.map { [$0.cornerRadius] }, easings: easings, scalar: true),
        ])
        let fill = SpecDocument.object([
            "ty": .string("fl"), "nm": .string("role colour"),
            "c": .object(["a": .integer(0), "k": .array(Self.rgba(color.fill).map(SpecDocument.rounded))]),
            "o": .object(["a": .integer(0), "k": .rounded(color.fillOpacity * 100)]),
        ])
        let group = SpecDocument.object([
            "ty": .string("gr"), "nm": .string("element"),
            "it": .array([rectangle, fill, Self.identityTransform(shape: true)]),
        ])
        var transform = Self.identityFields()
        transform["o"] = Self.property(frames.map { [$0.opacity * 100] }, easings: easings, scalar: true)
        return .object([
            "ty": .integer(4), "nm": .string(element.id), "ind": .integer(index + 1),
            "ip": .integer(0), "op": .integer(count), "st": .integer(0),
            "ks": .object(transform), "shapes": .array([group]),
        ])
    }

    /// The heights of a segment's two easing handles (at x = 1/3 and 2/3).
    struct Easing: Equatable {
        var out: Double
        var `in`: Double
        static let linear = Easing(out: 1.0 / 3, in: 2.0 / 3)
    }

    /// One easing per segment between consecutive `times`: a cubic Hermite fit of the
    /// element's progress (clamped to 0...1 for a one-state element, as the core clamps it),
    /// slopes by one-sided differences of the core's progress at the segment's ends.
    static func easings(_ timing: PlatformTiming, clamped: Bool, switches: Bool, times: [Double]) -> [Easing] {
        let settle = timing.delay + timing.settlingDuration
        func progress(_ t: Double) -> Double {
            let p = timing.progress(afterStart: t - timing.delay)
            return clamped ? min(1, max(0, p)) : p
        }
        let step = 1e-6
        return zip(times, times.dropFirst()).map { a, b in
            let rise = progress(b) - progress(a)
            guard !switches, b < settle, abs(rise) > 1e-9 else { return .linear }
            let slopeOut = (progress(a + step) - progress(a)) / step, slopeIn = (progress(b) - progress(b - step)) / step
            let third = (b - a) / 3
            return Easing(out: slopeOut * third / rise, in: 1 - slopeIn * third / rise)
        }
    }

    /// A property from one value per frame: static when they are all equal, else keyframes
    /// at every frame where the value changes (and the frames around them), each easing
    /// into the next along `easings[frame]` (linear across collapsed runs).
    static func property(_ values: [[Double]], easings: [Easing], scalar: Bool = false) -> SpecDocument {
        func value(_ v: [Double]) -> SpecDocument { scalar ? .rounded(v[0]) : .array(v.map(SpecDocument.rounded)) }
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return .object(["a": .integer(0), "k": value(values.first ?? [0])])
        }
        // One handle value for every dimension: the values move together (one progress).
        func handle(_ x: Double, _ y: Double) -> SpecDocument {
            .object(["x": .array([.rounded(x)]), "y": .array([.number(Frame.round(y, places: 6))])])
        }
        var keyframes: [SpecDocument] = []
        for (i, v) in values.enumerated() {
            let interior = i > 0 && i < values.count - 1
            if interior, values[i - 1] == v, values[i + 1] == v { continue }
            var fields: [String: SpecDocument] = ["t": .integer(i), "s": .array(v.map(SpecDocument.rounded))]
            if i < values.count - 1 {
                // A run of equal values (collapsed) is crossed linearly; so is a segment whose
                // rounded ends are equal.
                let easing = values[i + 1] == v || i >= easings.count ? Easing.linear : easings[i]
                fields["o"] = handle(1.0 / 3, easing.out)
                fields["i"] = handle(2.0 / 3, easing.in)
            }
            keyframes.append(.object(fields))
        }
        return .object(["a": .integer(1), "k": .array(keyframes)])
    }

    /// `#rrggbb` as Lottie's `[r, g, b, 1]` in 0...1.
    static func rgba(_ hex: String) -> [Double] {
        RoleColor.channels(hex).map { Double($0) / 255 } + [1]
    }

    static func identityFields() -> [String: SpecDocument] {
        [
            "a": .object(["a": .integer(0), "k": .array([.integer(0), .integer(0)])]),
            "p": .object(["a": .integer(0), "k": .array([.integer(0), .integer(0)])]),
            "s": .object(["a": .integer(0), "k": .array([.integer(100), .integer(100)])]),
            "r": .object(["a": .integer(0), "k": .integer(0)]),
            "o": .object(["a": .integer(0), "k": .integer(100)]),
        ]
    }

    /// A group's transform (`ty: tr`, identity).
    static func identityTransform(shape: Bool) -> SpecDocument {
        var fields = identityFields()
        fields["ty"] = .string("tr")
        return .object(fields)
    }
}
