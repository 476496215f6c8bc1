/// A point in a view's unit coordinate space ((0,0) top-leading, (1,1) bottom-trailing).
public struct UnitPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// SwiftUI's keyword anchors, in docs/motion.md §5 order.
    public static let keywords: [(name: String, point: UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    /// The point for a keyword (`center`, `topLeading`...), leading dot optional; nil if unknown.
    public static func keyword(named name: String) -> UnitPoint? {
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        return keywords.first { $0.name == bare }?.point
    }

    /// The keyword naming this point, or nil for a point that has none.
    public var keyword: String? {
        Self.keywords.first { $0.point == self }?.name
    }
}
