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
            // Compare each text with the first one of another font (one pass).
            var firstByFont: [String: ResolvedView] = [:]
            var fonts: [String] = []
            for text in texts {
                guard let font = text.fact.font else { continue }
                let canonical = input.canonicalFont(font.value)
                if firstByFont[canonical] == nil { firstByFont[canonical] = text; fonts.append(canonical) }
            }
            search: for second in texts {
                for font in fonts.prefix(8) {
                    guard let first = firstByFont[font], first.stateKey != second.stateKey, first.place < second.place,
                          let a = first.fact.font, let b = second.fact.font, input.canonicalFont(b.value) != font else { continue }
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
