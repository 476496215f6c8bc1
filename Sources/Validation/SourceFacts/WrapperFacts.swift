/// A modifier of the app's own that puts a matched view on the view it modifies: a View
/// extension (`func heroSource(id:in:) -> some View { matchedGeometryEffect(id: id, in: namespace) }`,
/// often inside `if #available`) or a ViewModifier whose `body(content:)` does, used as
/// `.modifier(HeroSource(id: id, namespace: ns))` or through an extension that applies it.
package struct WrapperDefinition: Sendable, Equatable {
    /// The extension's function name, or the ViewModifier's type name.
    package var name: String
    package var kind: MatchKind
    /// The argument labels a call gives the id and the namespace (nil for an unlabelled one).
    package var idLabel: String?
    package var namespaceLabel: String?
    /// `isSource:` as the definition writes it, or the label of the argument that gives it.
    package var isSource: SourceFlag
    package var isSourceLabel: String?
    /// An extension that applies a ViewModifier: that modifier's name, and for each of its
    /// labels the extension's own label that feeds it (resolved once every file is read).
    package var applies: String?
    package var appliedLabels: [String: String?] = [:]
    /// The matched view sits under a test of what the caller gives (`if isSelected {
    /// content.matchedGeometryEffect(…) } else { content }`): each use shows it or not by a
    /// condition herocat does not read.
    package var shownByCallersFlag = false
    package var place: Place

    package init(name: String, kind: MatchKind, idLabel: String?, namespaceLabel: String?, isSource: SourceFlag, isSourceLabel: String? = nil, place: Place) {
        self.name = name
        self.kind = kind
        self.idLabel = idLabel
        self.namespaceLabel = namespaceLabel
        self.isSource = isSource
        self.isSourceLabel = isSourceLabel
        self.place = place
    }
}

/// A call that may be a wrapper's use (`.heroSource(id: item.id, in: ns)`): the view is read
/// with the candidate id, and becomes a matched view only if a definition of that name takes
/// the id and the namespace under these labels.
package struct WrapperUse: Sendable, Equatable {
    package var name: String
    package var idLabel: String?
    /// An argument: its label, the names it reads as a key (`ns` for `self.ns`, `ns!`), and
    /// as a source flag.
    package struct Argument: Sendable, Equatable {
        package var label: String?
        package var key: String
        package var flag: SourceFlag
    }
    package var arguments: [Argument]

    package init(name: String, idLabel: String?, arguments: [(label: String?, key: String, flag: SourceFlag)]) {
        self.name = name
        self.idLabel = idLabel
        self.arguments = arguments.map { Argument(label: $0.label, key: $0.key, flag: $0.flag) }
    }
}
