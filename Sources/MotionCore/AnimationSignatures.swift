/// The call forms the parser accepts, with Apple's argument labels and order
/// (docs/motion.md §2–§4). An argument marked `required` has no default in SwiftUI.
struct AnimationParameter {
    /// The argument label, or nil for an unlabeled argument.
    var label: String?
    /// The name used in messages (the label, or e.g. `c0x`).
    var name: String
    var required: Bool

    static func labeled(_ label: String, required: Bool = false) -> AnimationParameter {
        AnimationParameter(label: label, name: label, required: required)
    }
    static func unlabeled(_ name: String) -> AnimationParameter {
        AnimationParameter(label: nil, name: name, required: true)
    }
}

struct AnimationOverload {
    var parameters: [AnimationParameter]

    func signature(_ name: String) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    func contains(label: String) -> Bool {
        parameters.contains { $0.label == label }
    }
}

struct AnimationForm {
    var name: String
    /// Whether the bare name (`spring`, `easeIn`) is an animation by itself.
    var allowsBare: Bool
    /// Function forms, tried in order; the first that fits the written labels wins.
    var overloads: [AnimationOverload]

    static let all: [AnimationForm] = {
        let curve = AnimationOverload(parameters: [.labeled("duration", required: true)])
        let presetCall = AnimationOverload(parameters: [.labeled("duration"), .labeled("extraBounce")])
        return [
            AnimationForm(name: "linear", allowsBare: true, overloads: [curve]),
            AnimationForm(name: "easeIn", allowsBare: true, overloads: [curve]),
            AnimationForm(name: "easeOut", allowsBare: true, overloads: [curve]),
            AnimationForm(name: "easeInOut", allowsBare: true, overloads: [curve]),
            AnimationForm(name: "timingCurve", allowsBare: false, overloads: [
                AnimationOverload(parameters: [
                    .unlabeled("c0x"), .unlabeled("c0y"), .unlabeled("c1x"), .unlabeled("c1y"),
                    .labeled("duration"),
                ]),
            ]),
            AnimationForm(name: "spring", allowsBare: true, overloads: [
                AnimationOverload(parameters: [.labeled("duration"), .labeled("bounce"), .labeled("blendDuration")]),
                AnimationOverload(parameters: [.labeled("response"), .labeled("dampingFraction"), .labeled("blendDuration")]),
            ]),
            AnimationForm(name: "interpolatingSpring", allowsBare: true, overloads: [
                AnimationOverload(parameters: [
                    .labeled("mass"), .labeled("stiffness", required: true),
                    .labeled("damping", required: true), .labeled("initialVelocity"),
                ]),
                AnimationOverload(parameters: [.labeled("duration"), .labeled("bounce"), .labeled("initialVelocity")]),
            ]),
            // The response forms of spring and interactiveSpring are @_disfavoredOverload:
            // no labels, or only shared ones, mean the duration form (docs/motion.md §2).
            AnimationForm(name: "interactiveSpring", allowsBare: true, overloads: [
                AnimationOverload(parameters: [.labeled("duration"), .labeled("extraBounce"), .labeled("blendDuration")]),
                AnimationOverload(parameters: [.labeled("response"), .labeled("dampingFraction"), .labeled("blendDuration")]),
            ]),
            AnimationForm(name: "smooth", allowsBare: true, overloads: [presetCall]),
            AnimationForm(name: "snappy", allowsBare: true, overloads: [presetCall]),
            AnimationForm(name: "bouncy", allowsBare: true, overloads: [presetCall]),
            AnimationForm(name: "default", allowsBare: true, overloads: []),
        ]
    }()

    static func named(_ name: String) -> AnimationForm? {
        all.first { $0.name == name }
    }

    static let modifiers: [String: AnimationOverload] = [
        "delay": AnimationOverload(parameters: [.unlabeled("delay")]),
        "speed": AnimationOverload(parameters: [.unlabeled("speed")]),
    ]
}
