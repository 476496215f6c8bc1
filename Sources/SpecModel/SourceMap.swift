/// A 1-based position in a spec file.
public struct SourceLocation: Equatable, Sendable {
    public var line: Int
    public var column: Int
}

/// Where the fields of a parsed spec file stand, by field path (`context`,
/// `elements[2]`, `elements[2].from.width`).
public struct SourceMap: Sendable {
    public var file: String
    var locations: [String: SourceLocation]

    /// The position of `path`, or of its nearest parent that has one.
    public func location(of path: String) -> SourceLocation? {
        var path = path
        while true {
            if let location = locations[path] { return location }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return locations[""] }
            path = String(path[..<cut])
        }
    }
}
