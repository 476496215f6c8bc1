extension RoleColor {
    /// The red, green and blue of a `#rrggbb` colour, 0...255 each: the one reader of
    /// the palette's hex, for formats that spell colours otherwise (CSS `rgba()`, Lottie).
    package static func channels(_ hex: String) -> [Int] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0 }
    }
}
