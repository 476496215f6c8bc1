import MotionCore
import SpecModel

/// Renders a spec as a Lottie animation (Lottie specification 1.0, `lottie.schema.json`
/// of the `lottie-specs` package): `fr` the export's fps, `ip` 0, `op` the timeline's
/// frame count, `w`/`h` the canvas (whole points, rounded up). One shape layer per
/// element, named by its id (the first element on top, as SwiftUI draws the last one
/// written on top), holding one group: a rounded rectangle (`rc`: centre, size, corner
/// radius) filled in the element's role colour (`RoleColor`, the previews' palette), and
/// the layer's opacity.
///
/// Every value comes from the timeline `herocat export --format timeline` writes (the
/// same `Timeline.sample`, rounded to 4 decimals): one linear keyframe per frame, runs of
/// equal values collapsed to their ends. So at every frame the rectangle is exactly the
/// timeline's frame; between frames Lottie interpolates linearly. A property that never
/// changes is written static. Nothing is refused: whatever the core samples, Lottie can
/// hold.
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
        var layers: [JSONValue] = []
        for (index, element) in spec.elements.enumerated() {
            let frames = timeline.frames.map { $0[index].rounded(places: 4) }
            layers.append(layer(element, index: index, frames: frames, count: timeline.sampleCount))
        }
        return try JSONValue.object([
            "v": .string("5.7.0"),
            "ver": .integer(10000),
            "nm": .string(spec.name.rawValue),
            "fr": .integer(fps),
            "ip": .integer(0),
            "op": .integer(timeline.sampleCount),
            "w": .integer(Int(model.canvas.width.rounded(.up))),
            "h": .integer(Int(model.canvas.height.rounded(.up))),
            "layers": .array(layers.reversed()),
        ]).document()
    }

    private func layer(_ element: ElementSpec, index: Int, frames: [Frame], count: Int) -> JSONValue {
        let color = RoleColor.of(element.role)
        let rectangle = JSONValue.object([
            "ty": .string("rc"), "nm": .string("box"),
            "p": Self.property(frames.map { [$0.x + $0.width / 2, $0.y + $0.height / 2] }),
            "s": Self.property(frames.map { [$0.width, $0.height] }),
            "r": Self.property(frames.map { [$0.cornerRadius] }, scalar: true),
        ])
        let fill = JSONValue.object([
            "ty": .string("fl"), "nm": .string("role colour"),
            "c": .object(["a": .integer(0), "k": .array(Self.rgba(color.fill).map(JSONValue.rounded))]),
            "o": .object(["a": .integer(0), "k": .rounded(color.fillOpacity * 100)]),
        ])
        let group = JSONValue.object([
            "ty": .string("gr"), "nm": .string("element"),
            "it": .array([rectangle, fill, Self.identityTransform(shape: true)]),
        ])
        var transform = Self.identityFields()
        transform["o"] = Self.property(frames.map { [$0.opacity * 100] }, scalar: true)
        return .object([
            "ty": .integer(4), "nm": .string(element.id), "ind": .integer(index + 1),
            "ip": .integer(0), "op": .integer(count), "st": .integer(0),
            "ks": .object(transform), "shapes": .array([group]),
        ])
    }

    /// A property from one value per frame: static when they are all equal, else linear
    /// keyframes at every frame where the value changes (and the frames around them).
    static func property(_ values: [[Double]], scalar: Bool = false) -> JSONValue {
        func value(_ v: [Double]) -> JSONValue { scalar ? .rounded(v[0]) : .array(v.map(JSONValue.rounded)) }
        guard let first = values.first, values.contains(where: { $0 != first }) else {
            return .object(["a": .integer(0), "k": value(values.first ?? [0])])
        }
        let dimensions = first.count
        let linearOut = JSONValue.object(["x": .array(Array(repeating: .integer(0), count: dimensions)),
                                          "y": .array(Array(repeating: .integer(0), count: dimensions))])
        let linearIn = JSONValue.object(["x": .array(Array(repeating: .integer(1), count: dimensions)),
                                         "y": .array(Array(repeating: .integer(1), count: dimensions))])
        var keyframes: [JSONValue] = []
        for (i, v) in values.enumerated() {
            let interior = i > 0 && i < values.count - 1
            if interior, values[i - 1] == v, values[i + 1] == v { continue }
            var fields: [String: JSONValue] = ["t": .integer(i), "s": .array(v.map(JSONValue.rounded))]
            if i < values.count - 1 {
                fields["o"] = linearOut
                fields["i"] = linearIn
            }
            keyframes.append(.object(fields))
        }
        return .object(["a": .integer(1), "k": .array(keyframes)])
    }

    /// `#rrggbb` as Lottie's `[r, g, b, 1]` in 0...1.
    static func rgba(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0) / 255 }
        return channels + [1]
    }

    static func identityFields() -> [String: JSONValue] {
        [
            "a": .object(["a": .integer(0), "k": .array([.integer(0), .integer(0)])]),
            "p": .object(["a": .integer(0), "k": .array([.integer(0), .integer(0)])]),
            "s": .object(["a": .integer(0), "k": .array([.integer(100), .integer(100)])]),
            "r": .object(["a": .integer(0), "k": .integer(0)]),
            "o": .object(["a": .integer(0), "k": .integer(100)]),
        ]
    }

    /// A group's transform (`ty: tr`, identity).
    static func identityTransform(shape: Bool) -> JSONValue {
        var fields = identityFields()
        fields["ty"] = .string("tr")
        return .object(fields)
    }
}
