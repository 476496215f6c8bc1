/// The set of values a matched id can take, as far as the source says.
package enum IdShape: Equatable, Sendable {
    /// One constant: a plain string, a number, an enum case (`"pill"`, `3`, `.title`).
    case literal(String)
    /// One of a few constants (`isTop ? "a" : "b"`).
    case choices([String])
    /// A parameter of a view function or a property of a child view (`id: name`): its value
    /// comes from each use, and resolution substitutes what the use passes.
    case parameter(String)
    /// Anything else: a value herocat cannot know, which may equal any other id.
    case dynamic

    package var isKnown: Bool {
        if case .literal = self { return true }
        return false
    }
}
