/// An indicator (an id naming an indicator, underline or highlight) not matched on
/// `.position`, or a zoom (an id naming a zoom) not matched on `.size`.
struct PropertiesFitCodeRule: CodeRule {
    static let identifier = "properties_fit"

    static let indicatorWords: Set<String> = ["indicator", "underline", "highlight"]
    static let zoomWords: Set<String> = ["zoom"]

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        let geometry = transition.views.filter(\.isGeometry)
        var violations: [CodeViolation] = []
        for (words, expected, purpose) in [
            (Self.indicatorWords, "position", "an indicator slides without resizing"),
            (Self.zoomWords, "size", "a zoom grows in place"),
        ] {
            let named = geometry.filter { !words.isDisjoint(with: input.idWords($0.fact.idDisplay)) }
            guard let first = named.first, !geometry.contains(where: { $0.fact.properties == expected }) else { continue }
            let uses = named.map { "\($0.fact.idDisplay) on \($0.fact.properties ?? "frame")" }
            var unique: [String] = []
            for use in uses where !unique.contains(use) { unique.append(use) }
            violations.append(CodeViolation(
                element: first.fact.idDisplay,
                message: "\(listed(unique)) and nothing on .\(expected): \(purpose), so match it with properties: .\(expected)",
                place: first.place
            ))
        }
        return violations
    }

    /// Lowercased words of an id: split at non-letters and at lower-to-upper case changes.
    static func words(of text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        var previousLower = false
        for character in text {
            if character.isLetter {
                if character.isUppercase, previousLower, !current.isEmpty {
                    words.insert(current.lowercased())
                    current = ""
                }
                current.append(character)
                previousLower = character.isLowercase
            } else {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }
}
