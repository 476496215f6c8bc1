import MotionCore
import SpecModel
import Validation

/// The elements of an imported spec: kind, role, frame and one-state transition.
extension SpecImporter {
    static func kind(of root: String) -> ElementKind {
        switch root {
        case "Text", "Label": return .text
        case "Image", "AsyncImage": return .image
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "Group": return .stack
        case "Button", "Toggle", "Link", "NavigationLink", "Menu", "Picker", "Slider": return .control
        case "RoundedRectangle", "Rectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle": return .shape
        default: return root.hasPrefix("Color") ? .shape : .shape
        }
    }

    static func role(of id: String, kind: ElementKind) -> Role {
        let words = PropertiesFitRule.words(of: id)
        let table: [(Set<String>, Role)] = [
            (["indicator", "underline", "highlight", "selection"], .indicator),
            (["artwork", "image", "photo", "cover", "thumbnail", "avatar", "icon"], .artwork),
            (["title", "name", "headline"], .title),
            (["meta", "subtitle", "duration", "artist", "caption", "detail", "details"], .meta),
            (["bg", "background", "backdrop", "ring"], .background),
            (["button", "control", "controls", "play", "action", "chip", "toolbar"], .control),
            (["container", "card", "cell", "row"], .container),
        ]
        for (names, role) in table where !names.isDisjoint(with: words) { return role }
        switch kind {
        case .text: return .title
        case .image: return .artwork
        case .control: return .control
        default: return .content
        }
    }

    /// A frame from the code's literals, placeholders for the rest.
    func frame(_ geometry: LiteralGeometry, font: String?, kind: ElementKind, side: StateSide, index: Int, placeholders: inout Int) -> StateFrame {
        let text = kind == .text
        let small = side == .from
        let width = geometry.width ?? (small ? (text ? 160 : 60) : 358)
        let height = geometry.height ?? (small ? (text ? 22 : 60) : (text ? 34 : 200))
        if geometry.width == nil || geometry.height == nil { placeholders += 1 }
        let x = geometry.centerX.map { $0 - width / 2 } ?? 16
        let y = geometry.centerY.map { $0 - height / 2 } ?? (small ? 80 + 72 * Double(index) : 80 + 216 * Double(index))
        var frame = StateFrame(x: x, y: y, width: max(width, 0), height: max(height, 0))
        if let radius = geometry.cornerRadius { frame.cornerRadius = radius }
        if let opacity = geometry.opacity { frame.opacity = opacity }
        if text, let font {
            let bare = font.hasPrefix(".") ? String(font.dropFirst()) : font
            frame.font = try? FontExpression.parse(bare)
        }
        return frame
    }

    /// A one-state element's `.transition`: its kind and the delay of its animation.
    func apply(_ use: TransitionUse, to element: inout ElementSpec) {
        var base = use.argument
        if let cut = base.firstRange(of: ".animation(") { base = String(base[..<cut.lowerBound]) }
        element.transition = use.isIdentity ? .none : (OneStateTransition(source: base) ?? .opacity)
        if let animation = use.animation.flatMap(CodeAnimation.parse) {
            let start = AnimationEvaluator(animation).startTime
            if start > 0 { element.delay = (start * 1000).rounded() / 1000 }
        }
    }

    /// `VStack` → `vstack`, `PhotoDetailOverlay` → `photo-detail-overlay`.
    static func kebab(_ name: String) -> String {
        var output = ""
        var previousLower = false
        for character in name {
            if character.isUppercase, previousLower { output.append("-") }
            if character.isLetter || character.isNumber {
                output.append(Character(character.lowercased()))
            } else if !output.hasSuffix("-"), !output.isEmpty {
                output.append("-")
            }
            previousLower = character.isLowercase || character.isNumber
        }
        while output.hasSuffix("-") { output.removeLast() }
        return output.isEmpty ? "view" : output
    }
}
