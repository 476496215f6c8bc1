import MotionCore

/// A SwiftUI font expression (`title2.bold()`, `system(size: 17, weight: .semibold)`),
/// parsed against a small grammar so only real fonts reach generated code.
public struct FontExpression: Equatable, Sendable, CustomStringConvertible {
    public enum Base: Equatable, Sendable {
        case style(String)
        case system(size: Double, weight: String?, design: String?)
        case systemStyle(String, design: String?, weight: String?)
    }
    public enum Modifier: Equatable, Sendable {
        case plain(String)          // bold(), italic(), monospaced() ...
        case weight(String)         // weight(.medium)
    }

    public var base: Base
    public var modifiers: [Modifier]

    static let styles: Set<String> = [
        "extraLargeTitle", "extraLargeTitle2", "largeTitle", "title", "title2", "title3", "headline",
        "subheadline", "body", "callout", "footnote", "caption", "caption2",
    ]
    static let weights: Set<String> = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    static let designs: Set<String> = ["default", "serif", "rounded", "monospaced"]
    static let plainModifiers: Set<String> = [
        "bold", "italic", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
    ]

    /// The canonical source, without a leading dot.
    public var description: String {
        var text: String
        switch base {
        case .style(let name):
            text = name
        case let .system(size, weight, design):
            text = "system(size: \(formatNumber(size))"
            if let weight { text += ", weight: .\(weight)" }
            if let design { text += ", design: .\(design)" }
            text += ")"
        case let .systemStyle(style, design, weight):
            text = "system(.\(style)"
            if let design { text += ", design: .\(design)" }
            if let weight { text += ", weight: .\(weight)" }
            text += ")"
        }
        for modifier in modifiers {
            switch modifier {
            case .plain(let name): text += ".\(name)()"
            case .weight(let weight): text += ".weight(.\(weight))"
            }
        }
        return text
    }
}

extension FontExpression {
    /// The words a font expression is built from, for documentation (sorted).
    public static var vocabulary: (styles: [String], weights: [String], designs: [String], modifiers: [String]) {
        (styles.sorted(), weights.sorted(), designs.sorted(), plainModifiers.sorted())
    }
}
