import Validation

/// A child view that sets a binding it is handed to its loop's item (`selectedIndex = i` in
/// `Home`'s `ForEach`, handed `$selectedIndex`) picks that item into the parent's state: the
/// parent's ids reading it (`"p\(selectedIndex)"` in its detail) are the picked item's, as
/// they are when the parent's own loop sets it. A state the parent sets otherwise, or that
/// children pick differently, picks nothing known.
enum PickedItemsThroughBindings {
    static func resolve(_ files: inout [FileFacts]) {
        var picks: [String: [String: String]] = [:]
        for file in files {
            for type in file.types {
                for (name, pick) in type.pickedLoopItems where !pick.isEmpty && type.properties[name]?.attributes.contains("Binding") == true {
                    picks[type.name, default: [:]][name] = picks[type.name]?[name].map { $0 == pick ? pick : "" } ?? pick
                }
            }
        }
        guard !picks.isEmpty else { return }
        for file in files.indices {
            for index in files[file].types.indices {
                let type = files[file].types[index]
                for name in type.fragmentOrder {
                    for reference in type.fragments[name]?.references ?? [] {
                        guard case .type(let child) = reference.kind, let given = picks[child] else { continue }
                        for argument in reference.arguments {
                            guard let label = argument.label, let state = argument.binding, type.properties[state] != nil,
                                  let pick = given[label], !pick.isEmpty else { continue }
                            let known = files[file].types[index].pickedLoopItems[state]
                            files[file].types[index].pickedLoopItems[state] = known.map { $0 == pick ? pick : "" } ?? pick
                        }
                    }
                }
            }
        }
    }
}
