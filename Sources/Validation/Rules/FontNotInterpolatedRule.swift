import SpecModel

/// A matched text element whose font changes: the font switches at once.
///
/// A state without a font uses the inherited one, so a font set in one state only is a
/// change too.
public struct FontNotInterpolatedRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "font_not_interpolated",
        name: "Font not interpolated",
        severity: .info,
        principle: "Fonts are not interpolated: a text element whose font changes switches at once; acceptable when the position change masks it.",
        hint: "Fine when the move masks the switch; otherwise keep one font and scale the text (.scaleEffect), or cross-fade two text views.",
        sources: ["000"],
        triggeringExamples: [
            Example("""
                elements:
                  - id: title
                    kind: text
                    from: { x: 72, y: 802, width: 180, height: 20, font: subheadline.weight(.medium) }
                    to: { x: 55, y: 440, width: 280, height: 28, font: title2.bold() }
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                  - id: price
                    kind: text
                    from: { x: 72, y: 802, width: 80, height: 20 }
                    to: { x: 55, y: 440, width: 120, height: 28, font: "system(size: 28, weight: .bold)" }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: title
                    kind: text
                    from: { x: 72, y: 802, width: 180, height: 20, font: headline }
                    to: { x: 55, y: 440, width: 280, height: 28, font: headline }
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 790, width: 44, height: 44 }
                    to: { x: 55, y: 140, width: 280, height: 280 }
                  - id: title
                    kind: stack
                    from: { x: 72, y: 802, width: 180, height: 20, font: body }
                    to: { x: 55, y: 440, width: 280, height: 28, font: title }
                  - id: subtitle
                    kind: text
                    to: { x: 55, y: 472, width: 280, height: 22, font: body }
                    delay: 0.15
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Text(\"Song\").↓font(.title.bold()).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
            // The project's own font modifier, given two different styles.
            SwiftExample(SwiftExample.morph(
                expanded: "            Text(\"Song\").↓appFont(.title).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").appFont(.headline).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
            // A symbol is sized by its font: 40 points, then 90, switches at once too.
            SwiftExample(SwiftExample.morph(
                expanded: "            Image(systemName: \"star\").↓font(.system(size: 90)).matchedGeometryEffect(id: \"star\", in: ns)",
                collapsed: "            Image(systemName: \"star\").font(.system(size: 40)).matchedGeometryEffect(id: \"star\", in: ns)"
            )),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample(SwiftExample.morph(
                expanded: "            Text(\"Song\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").font( .headline ).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
            // What the project's modifier makes of `.headline` is unknown: it may be `.headline`.
            SwiftExample(SwiftExample.morph(
                expanded: "            Text(\"Song\").appFont(.headline).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
            // A modifier that animates the font (an `AnimatableModifier`) interpolates its size.
            SwiftExample(SwiftExample.morph(
                expanded: "            Text(\"Song\").animatableFont(size: 28).matchedGeometryEffect(id: \"title\", in: ns)",
                collapsed: "            Text(\"Song\").animatableFont(size: 17).matchedGeometryEffect(id: \"title\", in: ns)"
            )),
        ]
    )

    /// What a font change does, as both checks word it.
    static let consequence = "fonts are not interpolated, so it switches at once"

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.matchedElements.compactMap { index, element in
            guard element.kind == .text, let from = element.from, let to = element.to, from.font != to.font else { return nil }
            let describe = { (font: FontExpression?) in font.map(\.description) ?? "the inherited font" }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) changes font from \(describe(from.font)) to \(describe(to.font)); \(Self.consequence)"
            )
        }
    }
}

// MARK: - In SwiftUI source

/// The same id on `Text` views whose `.font` differs: the font switches at once. So does a
/// symbol (`Image(systemName:)`) whose own `.font` sizes it differently in the two states.
/// A Text without `.font` takes the font of the nearest view around it that sets one, up
/// to the namespace owner (a List's rows, the body font); where a modifier herocat does not
/// know may set it (`.headlineStyle()`), or a control styles its label, it is unknown and
/// not compared.
extension FontNotInterpolatedRule: SourceRule {
    /// Views that give the text in them a font of their own (a section header, a menu item).
    /// Two texts written as literals, neither holding the other (`"Wallet"` and `"OK"`, a name and
    /// its translation): one label is replaced by another, not one text resized. A shortened
    /// title (`"Create Recipe"`, `"Create"`) is still the same words.
    static func sayDifferentWords(_ a: ResolvedView, _ b: ResolvedView) -> Bool {
        guard let wordsA = a.fact.literalText?.lowercased(), let wordsB = b.fact.literalText?.lowercased() else { return false }
        return !wordsA.contains(wordsB) && !wordsB.contains(wordsA)
    }

    static let stylingContainers: Set<String> = [
        "Section", "Menu", "Picker", "Label", "GroupBox", "DisclosureGroup", "ControlGroup", "LabeledContent", "Gauge",
    ]

    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        // Where a text's font comes from when it sets none: a List's, or the default.
        enum Source { case list, enclosing, body }
        func font(of text: ResolvedView) -> (Located<String>, Source)? {
            if text.fact.mayStyleText { return nil }
            for step in text.steps.reversed() {
                switch step {
                case .container(let key):
                    guard let list = input.context.containers[key], list.kind == .list else { continue }
                    return list.font.map { (Located(value: $0, place: list.place ?? text.place), .list) }
                case .statement(let key):
                    guard let statement = input.context.statements[key] else { return nil }
                    if let font = statement.font { return (Located(value: font + text.fact.fontStyles, place: statement.place), .enclosing) }
                    if statement.mayStyleText || Self.stylingContainers.contains(statement.root) { return nil }
                default:
                    continue
                }
            }
            return (Located(value: ".body" + text.fact.fontStyles, place: text.place), .body)
        }
        for id in transition.idKeys {
            var texts = transition.views(withID: id).filter { $0.isGeometry && $0.fact.root == "Text" }
            var inherited: [Place: Source] = [:]
            for index in texts.indices where texts[index].fact.font == nil {
                guard let (font, source) = font(of: texts[index]) else { continue }
                texts[index].fact.font = font
                inherited[texts[index].place] = source
            }
            texts.removeAll { $0.fact.font == nil }
            // A symbol's point size is its font's: where no text pairs, two symbols each sized by a
            // font of their own (`.font(.system(size: 40))`, then 70) switch size as a text would.
            if texts.count < 2 {
                texts = transition.views(withID: id).filter { view in
                    view.isGeometry && view.fact.root == "Image" && view.fact.font != nil && !view.fact.mayStyleText
                        && view.fact.contentKeys?.contains(where: { $0.hasPrefix("Image systemName:") }) == true
                }
            }
            // Each file's texts alone first: a file's finding does not depend on the files scanned
            // with it. Then all of them: a pair across two files, reported in a file that has
            // none of its own, names the other file.
            func firstPair(_ texts: [ResolvedView]) -> CodeViolation? {
                // Compare each text with the first one of another font (one pass).
                var firstByFont: [String: ResolvedView] = [:]
                var fonts: [String] = []
                for text in texts {
                    guard let font = text.fact.font else { continue }
                    let canonical = input.canonicalFont(font.value)
                    if firstByFont[canonical] == nil { firstByFont[canonical] = text; fonts.append(canonical) }
                }
                // The one element (a detail, not a ForEach's copy) of the narrower state is the one
                // whose font the state change brings: reported there; between equals, the later one
                // (then the one in the state the morph opens, below).
                let ordered = texts.sorted {
                    ($0.innermostLoop == nil ? 1 : 0, $0.stateKey.count, $0.place) > ($1.innermostLoop == nil ? 1 : 0, $1.stateKey.count, $1.place)
                }
                for candidate in ordered {
                    for font in fonts.prefix(8) {
                        guard var first = firstByFont[font], first.stateKey != candidate.stateKey, first.place != candidate.place,
                              input.canonicalFont(candidate.fact.font?.value ?? font) != font,
                              Self.customSetter(first.fact.font?.value) == Self.customSetter(candidate.fact.font?.value),
                              // Two different words (a name and its translation) cross-fade whatever their fonts.
                              !Self.sayDifferentWords(first, candidate),
                              Self.areTwoStates(first, candidate, input) else { continue }
                        // Under a loop around both (a router's stack of screens), the copy is the
                        // one with a ForEach of its own below where the two part.
                        var second = candidate
                        if Self.isCopy(second, besides: first), !Self.isCopy(first, besides: second) { swap(&first, &second) }
                        // Between two single texts as deep, the one in the state the morph opens
                        // (the full player's title, not the mini bar's) is the font it brings.
                        if (first.innermostLoop == nil) == (second.innermostLoop == nil), first.stateKey.count == second.stateKey.count,
                           input.opens(first.stateKey, over: second.stateKey) { swap(&first, &second) }
                        guard let a = first.fact.font, let b = second.fact.font else { continue }
                        // A font the text does not set itself is reported on the text.
                        func whose(_ text: ResolvedView) -> String? {
                            switch inherited[text.place] {
                            case .list?: return "its List's"
                            case .enclosing?: return "its container's"
                            case .body?: return "the default"
                            case nil: return nil
                            }
                        }
                        let place = whose(second) != nil ? second.place : b.place
                        let file = a.place.file == place.file ? "" : "\(input.context.file(a.place.file).fileName):"
                        var violation = CodeViolation(
                            element: second.fact.idDisplay,
                            message: "\(second.fact.idDisplay) changes font from \(a.value) (\(whose(first).map { $0 + ", " } ?? "")\(file)line \(a.place.line)) to \(b.value)\(whose(second).map { " (\($0))" } ?? ""); \(Self.consequence)",
                            place: place
                        )
                        if a.place.file != place.file {
                            violation.needs = [a.place.file]
                            violation.needsWhat = "the other text's font"
                        }
                        return violation
                    }
                }
                return nil
            }
            var reported: Set<Int> = []
            for file in Set(texts.map(\.place.file)).sorted() {
                guard let violation = firstPair(texts.filter { $0.place.file == file }) else { continue }
                violations.append(violation)
                reported.insert(file)
            }
            if let violation = firstPair(texts), !reported.contains(violation.place.file), !violation.needs.isEmpty {
                violations.append(violation)
            }
        }
        return violations
    }

    /// Two texts are the two states of one morph unless their states part at two different
    /// conditionals one of which reads nothing but its loop's item (`switch route` over each
    /// tab's own stack of screens): rows of unrelated lists, never switched into each other.
    /// Not across a navigation push, nor into a sheet or cover: nothing morphs there
    /// (navigation_push says so).
    static func areTwoStates(_ a: ResolvedView, _ b: ResolvedView, _ input: RuleInput) -> Bool {
        guard a.inDestination == b.inDestination, a.inPresentation == b.inPresentation, !input.partAtTheDevice(a.stateKey, b.stateKey) else { return false }
        guard let (x, y) = zip(a.stateKey, b.stateKey).first(where: { $0 != $1 }),
              case .branch(let keyA, _) = x, case .branch(let keyB, _) = y, keyA != keyB else { return true }
        guard let conditionalA = input.context.conditionals[keyA], let conditionalB = input.context.conditionals[keyB] else { return false }
        let items = input.loopItems(of: a).union(input.loopItems(of: b))
        return !Set(input.stateVariables(of: conditionalA)).isSubset(of: items)
            && !Set(input.stateVariables(of: conditionalB)).isSubset(of: items)
    }

    /// The project's own font modifier a font was read from (`customFont` for
    /// `customFont(.title)`), else nil. What it makes of its argument is unknown, so its fonts
    /// compare only with its own: `customFont(.title)` and `.font(.title)` may be the same.
    static func customSetter(_ font: String?) -> Substring? {
        guard let font else { return nil }
        let name = font.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard font.dropFirst(name.count).first == "(", name.lowercased().contains("font") else { return nil }
        return name
    }

    /// `view` sits in a ForEach that `other` is not in (a row's copy beside a single detail).
    static func isCopy(_ view: ResolvedView, besides other: ResolvedView) -> Bool {
        var same = 0
        while same < min(view.steps.count, other.steps.count), view.steps[same] == other.steps[same] { same += 1 }
        return view.steps.dropFirst(same).contains(where: \.isForEach)
    }

    /// The font as the spec grammar prints it when it reads it, else its compact text.
    /// A weight written as a view modifier is the font's own (`.font(.caption2).bold()` is
    /// `.caption2.bold()`), and modifiers apply in any order.
    static func canonical(_ font: String) -> String {
        let bare = font.hasPrefix(".") ? String(font.dropFirst()) : font
        let joined = bare.replacingOccurrences(of: " with .fontWeight(", with: ".weight(").replacingOccurrences(of: " with .", with: ".")
        if var parsed = try? FontExpression.parse(joined) {
            parsed.modifiers = parsed.modifiers.map { $0 == .weight("bold") ? .plain("bold") : $0 }.sorted { "\($0)" < "\($1)" }
            return parsed.description
        }
        return bare.filter { !$0.isWhitespace }
    }
}
