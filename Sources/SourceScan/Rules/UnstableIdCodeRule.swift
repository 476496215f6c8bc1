import Validation

/// An id expression that calls `UUID()`, `Date()`, `.random` (the spec rule's judgement
/// of the text), reads a position of a collection that changes (the parameter of a
/// ForEach over the indices or `enumerated()` of `@State`/model data, not inside a
/// subscript), or reads a view property initialised with `UUID()` or `Date()` without
/// `@State` (a new value each time the parent rebuilds the view).
struct UnstableIdCodeRule: CodeRule {
    static let identifier = "unstable_id"

    func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var seen: Set<String> = []
        var violations: [CodeViolation] = []
        for view in transition.views where !seen.contains(view.fact.idKey) {
            guard let cause = input.callCause(view.fact.idSource) ?? view.fact.indexCause ?? Self.storedCause(view, input) else { continue }
            seen.insert(view.fact.idKey)
            violations.append(CodeViolation(
                element: view.fact.idDisplay,
                message: "the id \(view.fact.idSource) is built from \(cause), which changes while the animation runs",
                place: view.place
            ))
        }
        return violations
    }
}

extension UnstableIdCodeRule {
    /// The spec rule's cause when it is a call (`UUID()`, `Date()`, random); a name that
    /// merely says `index` is judged from the loop, not from its spelling.
    static func callCause(_ id: String) -> String? {
        guard let cause = UnstableIdRule.instabilityCause(of: id) else { return nil }
        return cause.contains("index") || cause.contains("offset") || cause.contains("position") ? nil : cause
    }

    /// A property of the view that writes the id, initialised with a new value each time
    /// the view struct is made (`let id = UUID()`), and not kept by `@State`.
    static func storedCause(_ view: ResolvedView, _ input: RuleInput) -> String? {
        guard let type = input.context.types[view.writtenIn], type.inherits.contains("View") else { return nil }
        for name in view.fact.idIdentifiers {
            guard let property = type.properties[name], property.attributes.isEmpty,
                  let initializer = property.initializer, let call = input.callCause(initializer) else { continue }
            return "\(call) stored in the view's property \(name) (made again each time the view is rebuilt)"
        }
        return nil
    }
}
