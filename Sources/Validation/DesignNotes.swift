/// The design notes the rules come from, by number, described in words: users never
/// see the notes themselves, so findings and docs name them by what they teach.
enum DesignNote {
    /// What each note is about (`derived`: rules derived from the others rather than
    /// taken from one note), as the rule docs and `herocat rules` print it.
    static let titles: [String: String] = [
        "000": "the design note on sharing several element ids for rich hero animations",
        "001": "the design note on matchedGeometryEffect for expand/collapse morphs",
        "002": "the design note on matchedGeometryEffect for transitions from a contextual origin",
        "003": "the matchedGeometryEffect reference notes (namespaces, isSource, properties, anchors and where it is not supported)",
        "004": "the design note on using matchedGeometryEffect only within the same view hierarchy (not across a navigation push)",
        "derived": "derived from the other principles",
    ]

    /// `source` in words; an unknown key stays as written.
    static func title(of source: String) -> String {
        titles[source] ?? source
    }
}
