import MotionCore
import SpecModel
import Validation

/// Why a transition found in code cannot become a spec.
public struct SpecImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public var transition: String
    public var message: String
    public var description: String { "\(transition): \(message)" }
}

extension CodeTransition {
    /// The transition as a catalog spec (`herocat scan --import`), so a team can start its
    /// catalog from its code:
    ///
    /// - name: file, type and namespace, lowercased into a catalog key
    ///   (`recipecard.recipecardtransition.heronamespace`); tags `[imported]`;
    /// - the two states: the pair of states sharing the most ids, named after the branches
    ///   that select them (`isExpanded` true/false → `expanded`/`collapsed`, the cases of a
    ///   `switch`, an `if let` → `detail` over a `grid`/`list`), the base state first;
    /// - elements: every id of the two states (matched when in both), and the views a
    ///   branch shows directly without an id (one-state, with their `.transition` and delay);
    /// - frames from literal `.frame(width:height:)`, `.position(x:y:)`, corner radii and
    ///   opacities where the code has them, else placeholders (the summary says which);
    /// - the animation of the `.animation(_:value:)` or `withAnimation` that animates the
    ///   state change, read with the spec grammar (leading dot dropped);
    /// - the rules the file disables with `// herocat:disable RULE`, as `disable:` entries.
    public func spec() throws(SpecImportError) -> TransitionSpec {
        var importer = SpecImporter(transition: self)
        return try importer.build()
    }
}

private struct SpecImporter {
    let transition: CodeTransition
    var notes: [String] = []

    init(transition: CodeTransition) {
        self.transition = transition
    }

    private var model: TransitionModel { transition.model }
    private var input: RuleInput { transition.input }
    private var context: ScanContext { input.context }

    /// One side of the transition: its state key, and the step that sets it apart.
    struct Side {
        var state: [Step]
        var step: Step?
    }

    mutating func build() throws(SpecImportError) -> TransitionSpec {
        let (from, to) = sides()
        // One state only (views that switch isSource, or one view that moves): before and after.
        var (fromName, toName) = from.state == to.state ? ("before", "after") : (name(of: from, other: to), name(of: to, other: from))
        if fromName == toName {
            fromName += "Before"
            toName += "After"
        }
        guard let fromState = SwiftIdentifier(fromName), let toState = SwiftIdentifier(toName), fromState != toState else {
            throw SpecImportError(transition: transition.name, message: "cannot name its two states")
        }

        var elements: [ElementSpec] = []
        var placeholders = 0
        let ids = model.idKeys.filter { key in model.views(withID: key).contains { $0.stateKey == from.state || $0.stateKey == to.state } }
        let single = from.state == to.state
        for (index, key) in ids.enumerated() {
            let group = model.views(withID: key)
            var fromView = group.first { $0.stateKey == from.state }
            var toView = group.first { $0.stateKey == to.state }
            if single {
                // One state: the id moves between its views (or its one view moves).
                fromView = group.first
                toView = group.count > 1 ? group[1] : group.first
            }
            guard let any = fromView ?? toView else { continue }
            var element = ElementSpec(id: any.fact.idDisplay)
            element.kind = Self.kind(of: any.fact.root)
            element.role = Self.role(of: any.fact.idDisplay, kind: element.kind)
            element.properties = any.fact.properties.flatMap(MatchedProperties.init(rawValue:)) ?? .frame
            element.anchor = any.fact.anchor.flatMap { UnitPoint.keyword(named: $0) } ?? .center
            if case .literal(false) = fromView?.fact.isSource, toView.map({ $0.fact.isSource != .literal(false) }) ?? false {
                element.source = .to
            }
            if let fromView {
                element.from = frame(fromView.fact.geometry, font: fromView.fact.font?.value, kind: element.kind, side: .from, index: index, placeholders: &placeholders)
            }
            if let toView {
                element.to = frame(toView.fact.geometry, font: toView.fact.font?.value, kind: element.kind, side: .to, index: index, placeholders: &placeholders)
            }
            if !element.isMatched, let use = any.fact.transition {
                apply(use, to: &element)
            }
            elements.append(element)
        }

        // Views a branch shows directly, with no id: one-state elements.
        var taken = Set(elements.map(\.id))
        for (side, stateSide) in [(from, StateSide.from), (to, StateSide.to)] {
            guard case .branch(let key, let branchIndex)? = side.step, let conditional = context.conditionals[key],
                  branchIndex < conditional.branches.count else { continue }
            for statementKey in conditional.branches[branchIndex].statements {
                guard let statement = context.statements[statementKey], statement.isView, !statement.isFiller, !statement.chainIsMatched,
                      !model.views.contains(where: { $0.steps.contains(.statement(statementKey)) })
                else { continue }
                var id = Self.kebab(statement.root)
                if taken.contains(id) {
                    var n = 2
                    while taken.contains("\(id)-\(n)") { n += 1 }
                    id = "\(id)-\(n)"
                }
                taken.insert(id)
                var element = ElementSpec(id: id)
                element.kind = Self.kind(of: statement.root)
                element.role = Self.role(of: id, kind: element.kind)
                let frame = frame(statement.geometry, font: statement.font, kind: element.kind, side: stateSide, index: elements.count, placeholders: &placeholders)
                if stateSide == .from { element.from = frame } else { element.to = frame }
                // Without a .transition SwiftUI fades the view (its default transition).
                if let use = statement.transition { apply(use, to: &element) }
                elements.append(element)
            }
        }

        guard !elements.isEmpty else {
            throw SpecImportError(transition: transition.name, message: "no view to import: it matches no id in its two states")
        }

        let name = Self.catalogName(file: transition.file, type: transition.typeName, namespace: transition.namespace)
        let declared = context.types[model.owner]?.namespaces.first?.name
        let namespace = (transition.namespace ?? declared).flatMap(SwiftIdentifier.init) ?? SwiftIdentifier("ns")!
        var spec = TransitionSpec(name: name, namespace: namespace, fromState: fromState, toState: toState, elements: elements)
        spec.title = "\(transition.typeName.isEmpty ? "Top-level views" : transition.typeName)" + (transition.namespace.map { " (\($0))" } ?? "")
        spec.tags = ["imported"]
        spec.canvas = .iPhone
        if let source = transition.animation {
            if let animation = CodeAnimation.parse(source) {
                spec.animation = animation
            } else {
                spec.animation = .default
                notes.append("the code's animation \(source) is not an expression herocat reads, so default stands in for it")
            }
        } else if [from.step, to.step].contains(where: { if case .destination? = $0 { return true } else { return false } }) {
            spec.animation = .default
            notes.append("the navigation push runs the system's animation, so default stands in for it")
        } else {
            notes.append("nothing animates the state change in the code")
        }
        spec.context = presentationContext(from: from, to: to)
        spec.host = transition.views.contains(where: \.inWidget) ? .widget : .app
        spec.usage = usage()
        spec.pattern = pattern(fromName: fromName, toName: toName, elements: elements)
        if placeholders > 0 {
            notes.append("\(placeholders == 1 ? "1 frame is a placeholder" : "\(placeholders) frames are placeholders") where the code gives no literal size")
        }
        var summary = "Imported by herocat scan from \(transition.location.file):\(transition.location.line)"
        if !transition.stateVariables.isEmpty { summary += "; states switched by \(transition.stateVariables.joined(separator: ", "))" }
        summary += notes.isEmpty ? "." : "; " + notes.joined(separator: "; ") + "."
        spec.summary = summary
        let fileRules = suppressedRules()
        spec.suppressions = fileRules
        return spec
    }

    // MARK: - States

    /// The pair of states sharing the most ids, base state first.
    func sides() -> (Side, Side) {
        if case .swap(let key) = model.origin, let conditional = context.conditionals[key] {
            // The first two branches that show something.
            let shown = conditional.branches.indices.filter { index in
                conditional.branches[index].statements.contains { context.statements[$0].map { $0.isView && !$0.isFiller } ?? false }
            }
            let pair = shown.prefix(2).map { Side(state: [.branch(key, $0)], step: .branch(key, $0)) }
            if pair.count == 2 {
                return rank(pair[0]) <= rank(pair[1]) ? (pair[0], pair[1]) : (pair[1], pair[0])
            }
        }
        let states = model.states
        guard states.count >= 2 else {
            let state = states.first ?? []
            return (Side(state: state, step: state.last), Side(state: state, step: state.last))
        }
        var best: (Int, Int, Int)?
        for i in 0..<states.count {
            for j in (i + 1)..<states.count {
                let a = Set(model.views.filter { $0.stateKey == states[i] }.map(\.fact.idKey))
                let b = Set(model.views.filter { $0.stateKey == states[j] }.map(\.fact.idKey))
                let shared = a.intersection(b).count
                if best == nil || shared > best!.2 { best = (i, j, shared) }
            }
        }
        let (i, j, _) = best!
        let common = commonPrefixLength(states[i], states[j])
        let first = Side(state: states[i], step: states[i].dropFirst(common).first)
        let second = Side(state: states[j], step: states[j].dropFirst(common).first)
        return rank(first) <= rank(second) ? (first, second) : (second, first)
    }

    /// Lower ranks come first: the base (no branch), an `else` or negative branch, the
    /// first cases of a switch; then the positive branch, then a destination.
    func rank(_ side: Side) -> Int {
        guard let step = side.step else { return 0 }
        switch step {
        case .branch(let key, let index):
            guard let conditional = context.conditionals[key], index < conditional.branches.count else { return 1 }
            if conditional.keyword == "switch" { return 1 + index }
            switch conditional.branches[index].meaning {
            case .bool(_, let positive): return positive ? 2 : 1
            case .optional(_, let present): return present ? 2 : 1
            case .enumCase(_, _, let positive): return positive ? 2 : 1
            case .comparison(_, let equal): return equal ? 2 : 1
            case .other: return 1 + index
            }
        case .destination, .presentation: return 10
        default: return 0
        }
    }

    func name(of side: Side, other: Side) -> String {
        guard let step = side.step else { return baseName(of: side, other: other) }
        switch step {
        case .branch(let key, let index):
            guard let conditional = context.conditionals[key], index < conditional.branches.count else { return "state" }
            switch conditional.branches[index].meaning {
            case let .bool(variable, positive):
                let word = Self.stateWord(variable)
                return positive ? word : Self.antonym(word)
            case let .optional(variable, present):
                if variable.lowercased().contains("expand") { return present ? "expanded" : "collapsed" }
                return present ? "detail" : baseName(of: side, other: other)
            case let .enumCase(_, name, positive):
                return positive ? Self.identifier(name) : "not" + Self.capitalized(name)
            case let .comparison(variable, equal):
                let word = Self.keyword(variable)
                return equal ? word : Self.antonym(word)
            case .other:
                return conditional.keyword == "switch" ? "case\(index + 1)" : (index == 0 ? "shown" : "hidden")
            }
        case .destination: return "detail"
        case .presentation: return "presented"
        default: return "base"
        }
    }

    /// The state outside the branch: named after its container, else the other side's antonym.
    func baseName(of side: Side, other: Side) -> String {
        let views = model.views.filter { $0.stateKey == side.state }
        for view in views {
            for step in view.steps {
                if case .container(let key) = step, let container = context.containers[key] { return container.kind.rawValue }
            }
        }
        if views.contains(where: { $0.innermostLoop != nil }) { return "list" }
        if other.step != nil, case .branch? = other.step {
            let otherName = name(of: other, other: Side(state: [], step: nil))
            if otherName != "detail" { return Self.antonym(otherName) }
        }
        return "collapsed"
    }

    static let antonyms: [(String, String)] = [
        ("expanded", "collapsed"), ("open", "closed"), ("opened", "closed"), ("shown", "hidden"),
        ("visible", "hidden"), ("presented", "dismissed"), ("selected", "unselected"), ("active", "inactive"),
        ("on", "off"), ("enabled", "disabled"), ("zoomed", "compact"), ("fullscreen", "thumbnail"),
        ("detail", "list"), ("flipped", "unflipped"), ("large", "small"), ("big", "small"),
    ]

    static func antonym(_ word: String) -> String {
        for (a, b) in antonyms {
            if word == a { return b }
            if word == b { return a }
        }
        return "not" + capitalized(word)
    }

    /// `isExpanded` → `expanded`, `showDetail` → `detail`, `model.isOpen` → `open`.
    static func stateWord(_ variable: String) -> String {
        let last = variable.split(separator: ".").last.map(String.init) ?? variable
        for prefix in ["is", "shows", "showing", "show", "has", "should"] where last.hasPrefix(prefix) {
            let rest = last.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return identifier(String(rest)) }
        }
        return identifier(last)
    }

    /// A word for a compared variable: `expandedPhoto` → `expanded`, `selectedTab` → `selected`.
    static func keyword(_ variable: String) -> String {
        let lower = variable.lowercased()
        for (needle, word) in [("expand", "expanded"), ("select", "selected"), ("zoom", "zoomed"), ("open", "open"), ("detail", "detail"), ("present", "presented")] where lower.contains(needle) {
            return word
        }
        return stateWord(variable)
    }

    static func identifier(_ text: String) -> String {
        let cleaned = text.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard let first = cleaned.first else { return "state" }
        let lowered = first.lowercased() + cleaned.dropFirst()
        if first.isNumber { return "s" + cleaned }
        return SwiftIdentifier(lowered) == nil ? lowered + "State" : lowered
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: - Elements

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

    // MARK: - Transition fields

    func presentationContext(from: Side, to: Side) -> PresentationContext {
        for side in [from, to] {
            switch side.step {
            case .destination?:
                let matchedHere = model.views.contains { $0.stateKey == side.state && $0.isGeometry }
                return matchedHere ? .navigationPush : .overlay
            case .presentation?:
                return .sheet
            default:
                continue
            }
        }
        return from.step == nil || to.step == nil ? .overlay : .inPlace
    }

    func usage() -> Usage {
        let heavy = HeavyContextRule().check(model, input)
        if !heavy.isEmpty { return .largeGrid }
        return model.views.contains { $0.innermostLoop != nil } ? .list : .single
    }

    func pattern(fromName: String, toName: String, elements: [ElementSpec]) -> Pattern {
        let words = elements.reduce(into: Set<String>()) { $0.formUnion(PropertiesFitRule.words(of: $1.id)) }
        if !words.isDisjoint(with: PropertiesFitRule.indicator.idWords) || elements.contains(where: { $0.properties == .position || $0.role == .indicator }) {
            return .tabIndicator
        }
        if !words.isDisjoint(with: PropertiesFitRule.zoom.idWords) || elements.contains(where: { $0.properties == .size }) { return .zoom }
        if Set([fromName, toName]) == ["collapsed", "expanded"] { return .expand }
        if model.views.contains(where: { $0.innermostLoop != nil }) { return .cardToDetail }
        return .custom
    }

    /// The spec rules the transition's file disables for the whole file.
    func suppressedRules() -> [Suppression] {
        guard let file = context.files.first(where: { $0.path == transition.file }) else { return [] }
        let known = Set(RuleRegistry.identifiers)
        var result: [Suppression] = []
        for entry in InlineSuppressions(file.suppressions).fileWide where known.contains(entry.rule) {
            if !result.contains(where: { $0.rule == entry.rule }) { result.append(entry) }
        }
        return result
    }

    static func catalogName(file: String, type: String, namespace: String?) -> CatalogName {
        var base = file.split(separator: "/").last.map(String.init) ?? file
        if base.hasSuffix(".swift") { base.removeLast(6) }
        let raw = [base, type, namespace].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".").lowercased()
        var slug = ""
        for scalar in raw.unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
            let character: Character = keep ? Character(scalar) : "-"
            if character == "-", slug.hasSuffix("-") { continue }
            slug.append(character)
        }
        while let first = slug.unicodeScalars.first, !(("a"..."z").contains(first) || ("0"..."9").contains(first)) { slug.removeFirst() }
        if slug.unicodeScalars.count > CatalogName.maxLength { slug = String(String.UnicodeScalarView(slug.unicodeScalars.prefix(CatalogName.maxLength))) }
        return CatalogName(slug) ?? CatalogName("imported")!
    }
}
