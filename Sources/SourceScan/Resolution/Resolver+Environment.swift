import Validation

/// A namespace set as an environment value (`.environment(\.heroNamespace, hero)`) reaches
/// the views below that read the key (`@Environment(\.heroNamespace) var namespace`). The
/// walk follows child views toward those readers only, so it stays as small as the
/// explicit hand-offs it adds to.
extension Resolver {
    /// For each environment key, the names of the types that read it or use, at any depth,
    /// a type that does: the child views a walk carrying the key may find views in.
    static func environmentPaths(in context: ScanContext) -> [String: Set<String>] {
        var paths: [String: Set<String>] = [:]
        for type in context.types.values {
            for property in type.properties.values {
                guard let key = property.environmentKey else { continue }
                paths[key, default: []].insert(type.name)
            }
        }
        for key in paths.keys {
            var queue = Array(paths[key] ?? [])
            var seen = Set(queue)
            while let name = queue.popLast() {
                for user in context.usersOfType[name] ?? [] where seen.insert(user).inserted { queue.append(user) }
            }
            paths[key] = seen
        }
        return paths
    }

    /// The environment keys `type` sets to one of `aliases` (anywhere in its views: the
    /// setting is read as covering all of them).
    func environmentKeys(setBy type: TypeFacts, to aliases: Set<String>) -> Set<String> {
        var keys: Set<String> = []
        for fragment in type.fragments.values {
            for setting in fragment.environmentSettings where !aliases.isDisjoint(with: setting.identifiers) { keys.insert(setting.key) }
        }
        return keys
    }

    /// The properties of `type` that read one of `keys` from the environment.
    func environmentReaders(in type: TypeFacts, of keys: Set<String>) -> Set<String> {
        Set(type.properties.values.filter { $0.environmentKey.map(keys.contains) ?? false }.map(\.name))
    }

    /// The keys among `keys` that lead from `typeName` to a reader.
    func environmentKeys(_ keys: Set<String>, leadingThrough typeName: String) -> Set<String> {
        keys.filter { environmentPaths[$0]?.contains(typeName) == true }
    }
}
