/// What a token may do: viewers read, editors also write specs, admins also remove them.
public enum AccessRole: String, CaseIterable, Sendable, Comparable {
    case viewer, editor, admin

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// "a viewer", "an editor", "an admin".
    public var withArticle: String {
        (self == .viewer ? "a " : "an ") + rawValue
    }
}
