import SpecModel

/// An id template built from something that changes while the animation runs.
///
/// Ids are free text, often a Swift string template (`"\(item.id)-artwork"`). The id is
/// unstable when it calls `UUID()` or `Date()`, uses `random`, `index` or `offset` as a
/// whole word (`card-\(index)`, `Int.random(in:)`, `row.offset`), or interpolates
/// anything whose name holds index or offset (`\(rowIndex)`).
public struct UnstableIdRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unstable_id",
        name: "Unstable id",
        severity: .error,
        principle: "The id must stay stable during the animation.",
        hint: "Build the id from the model's stable identity, as in \"\\(item.id)-artwork\"; never from a position, UUID(), Date() or a random value.",
        sources: ["003"],
        triggeringExamples: [
            Example(#"""
                elements:
                  - id: card-\(index)
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """#),
            Example(#"""
                elements:
                  - id: '\(UUID().uuidString)-artwork'
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """#),
            Example(#"""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: 'title-\(Int.random(in: 0...99))'
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """#),
            Example(#"""
                elements:
                  - id: photo-\(rowIndex)
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: caption-\(Date().timeIntervalSince1970)
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """#),
        ],
        nonTriggeringExamples: [
            Example(#"""
                elements:
                  - id: \(recipe.id)-artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: \(recipe.id)-title
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """#),
            Example(#"""
                elements:
                  - id: reindex-button
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: card.date-label
                    from: { x: 64, y: 110, width: 120, height: 20 }
                    to: { x: 16, y: 420, width: 200, height: 28 }
                """#),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").↓matchedGeometryEffect(id: UUID(), in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: UUID(), in: ns)"
            )),
            SwiftExample("""
                struct Grid: View {
                    @Namespace private var ns
                    @State private var selected: Int?
                    @State private var photos: [Photo] = []
                    var body: some View {
                        ZStack {
                            ForEach(photos.indices, id: \\.self) { i in
                                if selected != i {
                                    Image(photos[i].name).↓matchedGeometryEffect(id: i, in: ns)
                                }
                            }
                            if let i = selected {
                                Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                            }
                        }
                        .animation(.smooth, value: selected)
                    }
                }
                """),
            // The text a field edits changes with every keystroke.
            SwiftExample("""
                struct WishEditor: View {
                    @Namespace private var ns
                    @State private var draft = ""
                    @State private var isEditing = false
                    var body: some View {
                        if isEditing {
                            TextField("Wish", text: $draft).↓matchedGeometryEffect(id: draft, in: ns)
                        } else {
                            Text("Add a wish").matchedGeometryEffect(id: draft, in: ns)
                                .onTapGesture { withAnimation { isEditing = true } }
                        }
                    }
                }
                """),
            // A view given a fresh identity is a new view at every update.
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").↓id(UUID()).matchedGeometryEffect(id: \"photo\", in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: \"photo\", in: ns)"
            )),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: photo.id, in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: photo.id, in: ns)"
            )),
            // A UUID read from a string is the same each time.
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(\"photo\").matchedGeometryEffect(id: UUID(uuidString: photo.name), in: ns)",
                collapsed: "            Image(\"photo\").matchedGeometryEffect(id: UUID(uuidString: photo.name), in: ns)"
            )),
            // Positions over a list that does not change keep their item.
            SwiftExample("""
                struct Grid: View {
                    @Namespace private var ns
                    @State private var selected: Int?
                    let photos: [Photo]
                    var body: some View {
                        ZStack {
                            ForEach(photos.indices, id: \\.self) { i in
                                if selected != i {
                                    Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                                }
                            }
                            if let i = selected {
                                Image(photos[i].name).matchedGeometryEffect(id: i, in: ns)
                            }
                        }
                        .animation(.smooth, value: selected)
                    }
                }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.elements.enumerated().compactMap { index, element in
            guard let cause = Self.instability(of: element.id) else { return nil }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "the id \(element.id) is built from \(cause), which changes while the animation runs"
            )
        }
    }

    /// What makes `id` unstable, or nil when nothing does.
    static func instability(of id: String) -> String? {
        guard mayHoldCause(id) else { return nil }
        // A new value each call: `UUID()` and `Date()`, not `UUID(uuidString: name)` or
        // `Date(timeIntervalSince1970: 0)`, which read what they are given.
        let compact = id.filter { !$0.isWhitespace }
        if compact.contains("UUID()") { return "UUID()" }
        if compact.contains("Date()") || id.contains("Date.now") { return "Date()" }
        let words = Set(id.split { !$0.isLetter && !$0.isNumber }.map { $0.lowercased() })
        for word in ["random", "index", "offset"] where words.contains(word) {
            return word == "random" ? "a random value" : "an enumeration \(word)"
        }
        for interpolation in interpolations(in: id) {
            let text = interpolation.lowercased()
            if text.contains("random") { return "a random value (\\(\(interpolation)))" }
            if text.contains("index") || text.contains("offset") { return "a position (\\(\(interpolation)))" }
        }
        return nil
    }

    /// False when `id` is ASCII and holds none of the fragments a cause needs, in any case
    /// (`UUID(`, `Date(`, `Date.now`, `random`, `index`, `offset`, `\(`): most ids, told
    /// apart without the string searches and word splitting above.
    static func mayHoldCause(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        let lowered = bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
        return causeFragments.contains { fragment in
            lowered.indices.contains { lowered[$0...].starts(with: fragment) }
        }
    }

    private static let causeFragments = ["uuid(", "date(", "date.now", "random", "index", "offset", "\\("].map { Array($0.utf8) }

    /// The contents of the `\( ... )` interpolations in a string template.
    static func interpolations(in text: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "\\(") {
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            result.append(String(rest[start.upperBound..<index]))
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : rest[rest.endIndex...]
        }
        return result
    }
}

// MARK: - In SwiftUI source

/// An id expression that calls `UUID()`, `Date()`, `.random` (the spec rule's judgement
/// of the text), reads a position of a collection that changes (the parameter of a
/// ForEach over the indices or `enumerated()` of `@State`/model data, not inside a
/// subscript), or reads a view property initialised with `UUID()` or `Date()` without
/// `@State` (a new value each time the parent rebuilds the view).
extension UnstableIdRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var seen: Set<String> = []
        var renewed: Set<Place> = []
        var violations: [CodeViolation] = []
        for view in transition.views {
            // `.id(UUID())` on a matched view: a new view at every update of its parent (each such view).
            if let identity = view.fact.identity, let cause = input.callCause(identity.value) {
                // Silent on a side of an `if` that never shows (`if layout == 2` under `@State var layout = 3`).
                guard renewed.insert(identity.place).inserted, !view.stateKey.contains(where: { step in
                    if case .branch(let key, let index) = step { return input.isNeverTaken(key, branch: index) }
                    return false
                }) else { continue }
                // `.id` inside the match renews what the matched view shows; outside it, the matched view itself.
                let what = identity.place.offset < view.place.offset
                    ? "its content is a new view at every update, rebuilt while it morphs"
                    : "it is a new view at every update, so it cannot morph"
                violations.append(CodeViolation(
                    element: view.fact.idDisplay,
                    message: "the view matched as \(view.fact.idSource) (line \(view.place.line)) is given .id(\(identity.value)), built from \(cause): \(what)",
                    place: identity.place
                ))
                continue
            }
            guard !seen.contains(view.fact.idKey), !Self.optsOut(view.fact.idSource),
                  let cause = input.callCause(view.fact.idSource) ?? view.fact.indexCause ?? Self.storedCause(view, input)
                    ?? Self.typedCause(view, input) else { continue }
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

extension UnstableIdRule {
    /// The spec rule's cause when it is a call (`UUID()`, `Date()`, random); a name that
    /// merely says `index` is judged from the loop, not from its spelling.
    static func callCause(_ id: String) -> String? {
        guard let cause = instability(of: id) else { return nil }
        return cause.contains("index") || cause.contains("offset") || cause.contains("position") ? nil : cause
    }

    /// `selected ? "base" : UUID().uuidString`: a stable id where the view takes part, and a
    /// fresh one, on purpose, where it must match nothing (or only as a fallback).
    static func optsOut(_ id: String) -> Bool {
        // `movie?.id ?? UUID()`: the fresh id is only a fallback for a view shown without its model.
        if let fallback = id.range(of: " ?? ") {
            return callCause(String(id[..<fallback.lowerBound])) == nil && callCause(String(id[fallback.upperBound...])) != nil
        }
        guard let question = id.range(of: " ? "), let colon = id.range(of: " : ", range: question.upperBound..<id.endIndex) else { return false }
        let causes = [id[question.upperBound..<colon.lowerBound], id[colon.upperBound...]].map { callCause(String($0)) }
        return causes.contains { $0 == nil } && causes.contains { $0 != nil }
    }

    /// A `@State` of the view that writes the id, which a text field edits: each keystroke
    /// gives the view a new id (`.matchedGeometryEffect(id: draft, …)` under
    /// `TextField("Wish", text: $draft)`).
    static func typedCause(_ view: ResolvedView, _ input: RuleInput) -> String? {
        guard let type = input.context.types[view.writtenIn] else { return nil }
        for name in view.fact.idIdentifiers where type.typedInto.contains(name) && type.properties[name]?.attributes == ["State"] {
            return "the text typed into the field bound to $\(name)"
        }
        return nil
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
