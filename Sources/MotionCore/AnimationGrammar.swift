/// The animation expressions the parser accepts, for documentation and editors: read
/// from the same forms the parser matches against, so the docs cannot list a form the
/// parser refuses or miss one it takes.
public enum AnimationGrammar {
    /// One base animation: its name, whether the bare name is valid, and each call form
    /// (`spring(duration:bounce:blendDuration:)`).
    public struct Form: Sendable, Equatable {
        public let name: String
        public let allowsBare: Bool
        public let calls: [String]
    }

    public static var forms: [Form] {
        AnimationForm.all.map { form in
            Form(
                name: form.name, allowsBare: form.allowsBare,
                calls: form.overloads.map { overload in
                    form.name + "(" + overload.parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.name + ($0.required ? "" : "?") }.joined(separator: ", ") + ")"
                }
            )
        }
    }

    /// The modifiers that may follow a base (`.delay(0.1)`, `.speed(2)`), as call forms.
    public static var modifiers: [String] {
        AnimationForm.modifiers.keys.sorted().map { name in
            let parameters = AnimationForm.modifiers[name]!.parameters
            return name + "(" + parameters.map(\.name).joined(separator: ", ") + ")"
        }
    }
}
