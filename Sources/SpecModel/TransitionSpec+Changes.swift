extension TransitionSpec {
    /// What changed from `old` to this spec, in one line for history:
    /// `title, animation; elements: added artist, changed title, removed controls`.
    /// Empty when nothing changed.
    public func changes(since old: TransitionSpec) -> String {
        guard case .object(let newFields, _) = document, case .object(let oldFields, _) = old.document else { return "" }
        let keys = (oldFields.map(\.key) + newFields.map(\.key)).uniqued().filter { $0 != "elements" }
        var parts: [String] = []
        let changedKeys = keys.filter { key in
            oldFields.first { $0.key == key }.map(\.value.yamlValue) != newFields.first { $0.key == key }.map(\.value.yamlValue)
        }
        if !changedKeys.isEmpty { parts.append(changedKeys.joined(separator: ", ")) }

        let oldElements = Dictionary(old.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(elements.map(\.id))
        var elementChanges: [String] = []
        for element in elements where oldElements[element.id] != element {
            elementChanges.append("\(oldElements[element.id] == nil ? "added" : "changed") \(element.id)")
        }
        for element in old.elements where !newIDs.contains(element.id) {
            elementChanges.append("removed \(element.id)")
        }
        if elementChanges.isEmpty, old.elements != elements { elementChanges.append("reordered") }
        if !elementChanges.isEmpty { parts.append("elements: " + elementChanges.uniqued().joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}

extension SpecDocument {
    /// A single value as YAML flow text, for comparing documents field by field.
    var yamlValue: String {
        switch self {
        case .object(let fields, _): return SpecDocument.object(fields, inline: true).yaml
        default: return SpecDocument.object([("v", self)], inline: false).yaml
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
