import Validation

/// Confirms the calls that may use a modifier of the app's own (`.heroSource(id:in:)`)
/// against the definitions every file read gives: a call its definition takes the id and the
/// namespace from becomes the matched view the definition puts there; any other is dropped.
/// A definition in the call's own file comes first; one from another file is named by the
/// findings that read it (`definedIn`), as any other file a finding needs.
enum WrapperResolution {
    static func resolve(_ files: inout [FileFacts]) {
        let users = files.indices.filter { mayUseWrappers(files[$0]) }
        guard !users.isEmpty else { return }
        let definitions = confirmed(files.flatMap(\.wrappers))
        for file in users {
            for type in files[file].types.indices {
                for name in files[file].types[type].fragmentOrder {
                    guard let views = files[file].types[type].fragments[name]?.views, views.contains(where: { $0.wrapper != nil }) else { continue }
                    files[file].types[type].fragments[name]?.views = views.compactMap { view in
                        guard let use = view.wrapper else { return view }
                        return applied(use, to: view, in: file, definitions: definitions)
                    }
                }
            }
        }
    }

    private static func mayUseWrappers(_ file: FileFacts) -> Bool {
        file.types.contains { type in type.fragments.values.contains { $0.views.contains { $0.wrapper != nil } } }
    }

    /// The definitions by name, an extension that applies a ViewModifier given that
    /// modifier's matched view under its own labels (dropped when no modifier of the name puts one).
    static func confirmed(_ all: [WrapperDefinition]) -> [String: [WrapperDefinition]] {
        var direct: [String: [WrapperDefinition]] = [:]
        for definition in all where definition.applies == nil { direct[definition.name, default: []].append(definition) }
        var result = direct
        for definition in all {
            guard let modifier = definition.applies else { continue }
            for inner in direct[modifier] ?? [] {
                guard let idLabel = definition.appliedLabels[inner.idLabel ?? ""], let namespaceLabel = definition.appliedLabels[inner.namespaceLabel ?? ""] else { continue }
                var outer = definition
                outer.applies = nil
                outer.kind = inner.kind
                outer.idLabel = idLabel
                outer.namespaceLabel = namespaceLabel
                outer.isSource = inner.isSource
                outer.shownByCallersFlag = inner.shownByCallersFlag
                outer.isSourceLabel = inner.isSourceLabel.flatMap { definition.appliedLabels[$0] ?? nil }
                if inner.isSourceLabel != nil, outer.isSourceLabel == nil { outer.isSource = .expression("(given by \(definition.name))", identifiers: []) }
                result[definition.name, default: []].append(outer)
            }
        }
        return result
    }

    /// The view a confirmed use puts there, or nil when no definition of its name takes its
    /// id and namespace under the labels it gives them (or two definitions disagree).
    static func applied(_ use: WrapperUse, to view: ViewFact, in file: Int, definitions: [String: [WrapperDefinition]]) -> ViewFact? {
        let named = definitions[use.name] ?? []
        let local = named.filter { $0.place.file == file }
        let fitting = (local.isEmpty ? named : local).filter { $0.idLabel == use.idLabel }
        guard let definition = fitting.min(by: { $0.place < $1.place }),
              fitting.allSatisfy({ $0.kind == definition.kind && $0.namespaceLabel == definition.namespaceLabel }) else { return nil }
        let idIndex = use.arguments.firstIndex { $0.label == use.idLabel }
        guard let namespace = use.arguments.indices.first(where: { $0 != idIndex && use.arguments[$0].label == definition.namespaceLabel }) else { return nil }
        var resolved = view
        resolved.wrapper = nil
        resolved.kind = definition.kind
        resolved.namespace = use.arguments[namespace].key
        resolved.isSource = definition.isSourceLabel.flatMap { label in use.arguments.first { $0.label == label }?.flag } ?? definition.isSource
        if definition.shownByCallersFlag { resolved.inTernaryArm = true }
        if definition.place.file != file { resolved.definedIn = definition.place.file }
        return resolved
    }
}
