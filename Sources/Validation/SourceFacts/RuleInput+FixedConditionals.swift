/// Conditionals whose side never changes while their view shows: one a never-changing state
/// fixes, one the device fixes.
extension RuleInput {
    /// A side of an `if` no update of its view takes: the `if` compares a `@State` that never
    /// changes, and that no use of the view sets (`Quiz(layout: 2)`), with a literal
    /// (`if layout == 2` under `@State var layout = 3`), and this is the side its start value
    /// does not pick: code that never shows.
    package func isNeverTaken(_ key: ScopeKey, branch index: Int) -> Bool {
        guard let conditional = context.conditionals[key], conditional.keyword == "if", conditional.branches.count <= 2, index < 2,
              let type = type(of: conditional) else { return false }
        func isLiteral(_ text: String) -> Bool { Int(text) != nil || text == "true" || text == "false" || (text.hasPrefix("\"") && text.hasSuffix("\"")) }
        for (separator, equal) in [(" == ", true), (" != ", false)] {
            let sides = conditional.condition.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2, let start = type.properties[sides[0]]?.initializer, isLiteral(start), isLiteral(sides[1]),
                  neverChanges(sides[0], in: type, reading: [sides[0]]),
                  !uses(of: type).contains(where: { use in use.reference.arguments.contains { $0.label == sides[0] } }) else { continue }
            let holds = (start == sides[1]) == equal
            return index == 0 ? !holds : holds
        }
        return false
    }

    /// Two states part first at an `if` on the device (`if UIDevice.isIpad`, `if
    /// UIDevice.current.userInterfaceIdiom == .pad`): each device shows one side for the app's
    /// whole life, so nothing morphs between them.
    package func partAtTheDevice(_ a: [Step], _ b: [Step]) -> Bool {
        guard let (x, y) = zip(a, b).first(where: { $0 != $1 }), case .branch(let key, _) = x, case .branch(key, _) = y,
              let conditional = context.conditionals[key], conditional.keyword == "if" else { return false }
        let condition = conditional.condition.drop { $0 == "!" }
        return condition.hasPrefix("UIDevice.") && stateVariables(of: conditional).allSatisfy { type(of: conditional)?.properties[$0] == nil }
    }
}
