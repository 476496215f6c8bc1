import SpecTimeline

extension RoleColor {
    /// Dash patterns that tell apart the plot lines of elements sharing a role: the
    /// first element of a role is solid, the next dashed, and so on (cycling).
    static let dashes = ["", "7 4", "2 3", "10 3 2 3", "4 2"]
}
