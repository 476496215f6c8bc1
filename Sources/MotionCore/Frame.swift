/// An element's geometry and appearance at one moment, in points (origin top-left).
public struct Frame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var cornerRadius: Double
    public var opacity: Double

    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0, opacity: Double = 1) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }

    /// The point at unit position `anchor` inside the frame: `(x + ax*w, y + ay*h)`.
    public func point(at anchor: UnitPoint) -> (x: Double, y: Double) {
        (x + anchor.x * width, y + anchor.y * height)
    }

    /// This frame with every value rounded to `places` decimals (the JSON timeline uses
    /// 4); negative zero becomes zero.
    public func rounded(places: Int = 4) -> Frame {
        Frame(x: Self.round(x, places: places), y: Self.round(y, places: places),
              width: Self.round(width, places: places), height: Self.round(height, places: places),
              cornerRadius: Self.round(cornerRadius, places: places), opacity: Self.round(opacity, places: places))
    }

    /// `value` rounded half away from zero to `places` decimals; `-0` becomes `0`.
    public static func round(_ value: Double, places: Int = 4) -> Double {
        guard value.isFinite else { return value }
        var scale = 1.0
        for _ in 0..<max(0, places) { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
