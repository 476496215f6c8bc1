import SpecModel

/// The colour each element role is drawn in: the previews and the Lottie export share it,
/// so a designer sees the same colours everywhere. Foreground roles use the
/// Okabe–Ito palette (distinguishable with the common colour-vision deficiencies);
/// containers and backgrounds are greys drawn with a light fill, so what sits on them
/// stays visible.
public struct RoleColor: Equatable, Sendable {
    /// Stroke, label marker and plot line colour (`#rrggbb`).
    public let stroke: String
    /// Fill colour (`#rrggbb`).
    public let fill: String
    /// Opacity of the fill (the element's own opacity multiplies the whole box).
    public let fillOpacity: Double

    public static func of(_ role: Role) -> RoleColor {
        switch role {
        case .container: return RoleColor(stroke: "#636366", fill: "#8e8e93", fillOpacity: 0.16)
        case .background: return RoleColor(stroke: "#8e8e93", fill: "#c7c7cc", fillOpacity: 0.3)
        case .artwork: return RoleColor(stroke: "#b87f00", fill: "#e69f00", fillOpacity: 0.8)
        case .title: return RoleColor(stroke: "#005a8c", fill: "#0072b2", fillOpacity: 0.75)
        case .meta: return RoleColor(stroke: "#2f8fc4", fill: "#56b4e9", fillOpacity: 0.75)
        case .control: return RoleColor(stroke: "#007a59", fill: "#009e73", fillOpacity: 0.75)
        case .indicator: return RoleColor(stroke: "#a84a00", fill: "#d55e00", fillOpacity: 0.8)
        case .content: return RoleColor(stroke: "#a3578a", fill: "#cc79a7", fillOpacity: 0.7)
        }
    }
}
