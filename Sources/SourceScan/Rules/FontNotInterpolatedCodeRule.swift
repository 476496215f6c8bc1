import SpecModel

/// The same id on `Text` views whose `.font` differs: the font switches at once.
/// A Text without `.font` inherits one herocat cannot see, so only two written fonts
/// are compared.
struct FontNotInterpolatedCodeRule: CodeRule {
    static let identifier = "font_not_interpolated"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        for id in transition.idKeys {
            let texts = transition.views(withID: id).filter { $0.isGeometry && $0.fact.root == "Text" && $0.fact.font != nil }
            search: for (index, first) in texts.enumerated() {
                for second in texts[(index + 1)...] where second.stateKey != first.stateKey {
                    guard let a = first.fact.font, let b = second.fact.font, Self.canonical(a.value) != Self.canonical(b.value) else { continue }
                    violations.append(CodeViolation(
                        element: second.fact.idDisplay,
                        message: "\(second.fact.idDisplay) changes font from \(a.value) (line \(a.place.line)) to \(b.value); fonts are not interpolated, so it switches at once",
                        place: b.place
                    ))
                    break search
                }
            }
        }
        return violations
    }

    /// The font as the spec grammar prints it when it reads it, else its compact text.
    static func canonical(_ font: String) -> String {
        let bare = font.hasPrefix(".") ? String(font.dropFirst()) : font
        if let parsed = try? FontExpression.parse(bare) { return parsed.description }
        return bare.filter { !$0.isWhitespace }
    }
}
