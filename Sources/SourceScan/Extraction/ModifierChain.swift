import SwiftSyntax
import Validation

/// A view expression split into the view it starts from and the modifiers applied to it.
struct ModifierChain {
    /// The view the chain starts from (`Text("x")`, `VStack { }`, `detailView`).
    var root: ExprSyntax
    /// Modifier calls, innermost (closest to the root) first.
    var modifiers: [(name: String, call: FunctionCallExprSyntax)]

    /// The chain `call` is part of: climbs to the outermost modifier, then peels down.
    init(containing call: FunctionCallExprSyntax) {
        var top = ExprSyntax(call)
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
            top = ExprSyntax(outer)
        }
        self.init(top)
    }

    init(_ expression: ExprSyntax) {
        var expr = expression
        var modifiers: [(name: String, call: FunctionCallExprSyntax)] = []
        while let call = expr.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            // `Color.red` style roots are member accesses too, but not calls; `Image.init(...)`
            // and `Color(red:...)` are calls on a type name: the root, not a modifier.
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true {
                break
            }
            modifiers.append((member.declName.baseName.text, call))
            expr = base
        }
        self.root = expr
        self.modifiers = modifiers.reversed()
    }

    /// `Text`, `VStack`, `PhotoDetailOverlay`, `Color.clear`, `detailView`.
    var rootName: String {
        if let call = root.as(FunctionCallExprSyntax.self) {
            if let name = SyntaxReading.plainCallee(call) { return name }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let base = member.base.map { SyntaxReading.key(of: $0) } ?? ""
                return member.declName.baseName.text == "init" ? base : base + "." + member.declName.baseName.text
            }
            return SyntaxReading.key(of: call.calledExpression)
        }
        if let reference = root.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        let text = SyntaxReading.key(of: root)
        return text.count > 40 ? String(text.prefix(40)) : text
    }

    var rootCall: FunctionCallExprSyntax? { root.as(FunctionCallExprSyntax.self) }

    /// The names a tap on the view changes: its `.onTapGesture { }`, or its action when it is
    /// a `Button` (`isExpanded` for `.onTapGesture { isExpanded = true }`), and the functions
    /// it calls, as `toggle()` (`.onTapGesture(perform: toggle)`, `{ toggle() }`).
    var tapChanges: Set<String> {
        var names: Set<String> = []
        var actions: [ClosureExprSyntax] = []
        for modifier in modifiers where modifier.name == "onTapGesture" {
            if let closure = modifier.call.trailingClosure ?? modifier.call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first {
                actions.append(closure)
            } else if let function = SyntaxReading.argument("perform", in: modifier.call.arguments)?.as(DeclReferenceExprSyntax.self) {
                names.insert(function.baseName.text + "()")
            }
        }
        if let call = rootCall, SyntaxReading.plainCallee(call) == "Button" {
            if let action = SyntaxReading.argument("action", in: call.arguments)?.as(ClosureExprSyntax.self) {
                actions.append(action)
            } else if let trailing = call.trailingClosure, !call.arguments.isEmpty || call.additionalTrailingClosures.contains(where: { $0.label.text == "label" }) {
                actions.append(trailing)
            }
        }
        for action in actions {
            names.formUnion(FactCollector.changes(in: action, switchedOnOnly: false))
            var previous: TokenSyntax?
            for token in action.tokens(viewMode: .sourceAccurate) {
                if token.tokenKind == .leftParen, let name = previous, case .identifier(let text) = name.tokenKind { names.insert(text + "()") }
                previous = token
            }
        }
        return names
    }

    func last(_ name: String) -> FunctionCallExprSyntax? {
        modifiers.last { $0.name == name }?.call
    }

    func first(_ name: String) -> FunctionCallExprSyntax? {
        modifiers.first { $0.name == name }?.call
    }

    var isMatched: Bool {
        modifiers.contains { modifier in
            switch modifier.name {
            case "matchedGeometryEffect", "matchedTransitionSource": return true
            case "navigationTransition": return SyntaxReading.key(of: modifier.call.arguments).hasPrefix(".zoom(")
            default: return false
            }
        }
    }

    /// SwiftUI modifiers that never change the font of the text they hold. Any other (a
    /// custom `.headlineStyle()`, `.environment`, `.dynamicTypeSize`) may.
    static let fontNeutral: Set<String> = [
        "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition", "foregroundColor", "foregroundStyle",
        "padding", "frame", "lineLimit", "multilineTextAlignment", "opacity", "offset", "scaleEffect", "background",
        "overlay", "shadow", "cornerRadius", "clipShape", "clipped", "mask", "onTapGesture", "onLongPressGesture",
        "gesture", "simultaneousGesture", "transition", "animation", "id", "zIndex", "fixedSize", "kerning", "tracking",
        "underline", "strikethrough", "textCase", "lineSpacing", "truncationMode", "allowsTightening", "baselineOffset",
        "contentTransition", "blur", "rotationEffect", "rotation3DEffect", "layoutPriority", "position", "contentShape",
        "onAppear", "onDisappear", "onChange", "task", "tint", "accentColor", "redacted", "help", "textSelection",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "hidden", "disabled", "geometryGroup", "drawingGroup",
        "compositingGroup", "brightness", "saturation", "contrast", "grayscale", "colorMultiply", "hueRotation",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityAddTraits",
        "accessibilityHidden", "accessibilityElement", "symbolRenderingMode", "symbolEffect", "imageScale", "resizable",
        "scaledToFit", "scaledToFill", "aspectRatio", "interpolation", "renderingMode", "fill", "stroke", "strokeBorder",
        "buttonStyle", "allowsHitTesting", "coordinateSpace", "alignmentGuide", "containerRelativeFrame", "safeAreaPadding",
        "sensoryFeedback", "contextMenu", "onHover", "focused", "privacySensitive", "border", "italic", "bold",
        "fontWeight", "fontDesign", "fontWidth", "monospaced", "monospacedDigit", "glassEffect", "backgroundStyle",
        "listRowBackground", "listRowSeparator", "listRowInsets", "tag", "scrollTransition", "visualEffect",
        "colorInvert", "luminanceToAlpha", "blendMode", "transaction", "hoverEffect", "contentMargins", "onReceive",
        "onSubmit", "submitLabel", "keyboardType", "textContentType", "autocorrectionDisabled",
        "textInputAutocapitalization", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        "scrollIndicators", "scrollContentBackground", "refreshable", "onDrag", "onDrop", "draggable", "dropDestination",
    ]

    /// A modifier of the chain may set the font of its text in a way herocat cannot read.
    var mayStyleText: Bool {
        let readCustomFont = first("font") == nil ? customFont?.call : nil
        return modifiers.contains { modifier in
            guard modifier.name != "font", !Self.fontNeutral.contains(modifier.name), modifier.call.id != readCustomFont?.id else { return false }
            // `.environment(\.heroNamespace, hero)` sets a value text is not drawn with.
            if modifier.name == "environment", let key = FactCollector.environmentKey(in: modifier.call.arguments) {
                return Self.fontEnvironment.contains(key)
            }
            return true
        }
    }

    /// Environment values that change how text is drawn.
    static let fontEnvironment: Set<String> = ["font", "dynamicTypeSize", "sizeCategory", "legibilityWeight", "locale"]

    /// Views whose content closure lays out views that appear and disappear with them.
    static let contentStacks: Set<String> = SwiftUIViews.stacks.union(["Group", "ScrollView", "GridRow", "GeometryReader"])

    /// The names an `.opacity(...)` that is not a literal reads (`selected` in
    /// `.opacity(selected == nil ? 1 : 0)`): state that may hide the view.
    var opacityReads: [String] {
        modifiers.filter { $0.name == "opacity" }.flatMap { modifier -> [String] in
            guard let argument = SyntaxReading.argument(nil, in: modifier.call.arguments), SyntaxReading.number(argument) == nil else { return [] }
            return SyntaxReading.identifiers(in: argument, selfMembers: true).map(FactCollector.stripSelf)
        }
    }

    /// The names an `.opacity` choosing 0 in one arm reads (`show` in `.opacity(show ? 0 : 1)`):
    /// state one value of which hides the view.
    var hidingOpacityReads: [String] {
        modifiers.filter { $0.name == "opacity" }.flatMap { modifier -> [String] in
            guard let argument = SyntaxReading.argument(nil, in: modifier.call.arguments),
                  SyntaxReading.ternaryBranches(argument).contains(where: { SyntaxReading.number($0) == 0 }) else { return [] }
            return SyntaxReading.identifiers(in: argument, selfMembers: true).map(FactCollector.stripSelf)
        }
    }

    /// The names the `.offset(...)` modifiers read (`drag` in `.offset(x: drag.width)`).
    var offsetReads: [String] {
        modifiers.filter { $0.name == "offset" }.flatMap { modifier in
            modifier.call.arguments.flatMap { SyntaxReading.identifiers(in: $0.expression, selfMembers: true).map(FactCollector.stripSelf) }
        }
    }

    /// Something of its own to see: a background, an overlay or a border.
    /// A `.mask` or `.clipShape` whose shape is itself a matched view: what the chain's root
    /// draws is seen only through the morphing shape.
    var masksWithMatchedShape: Bool {
        modifiers.contains { modifier in
            (modifier.name == "mask" || modifier.name == "clipShape")
                && Self.argumentTokens(of: modifier.call).contains { $0.tokenKind == .identifier("matchedGeometryEffect") }
        }
    }

    /// A `.background` of the chain's own (no matched view in it) that is a screen's backdrop:
    /// it reaches under the safe area, or the view it backs does (a material card's own
    /// surface, a mini bar's, is no backdrop), visible when inserted. Its call, if any.
    var backdrop: FunctionCallExprSyntax? {
        let screenWide = modifiers.contains { $0.name == "ignoresSafeArea" || $0.name == "edgesIgnoringSafeArea" }
        return modifiers.first { modifier in
            guard modifier.name == "background" else { return false }
            var matched = false, screen = screenWide, fadesItself = false
            let tokens = Self.argumentTokens(of: modifier.call)
            for (index, token) in tokens.enumerated() {
                guard case .identifier(let name) = token.tokenKind else { continue }
                if name == "matchedGeometryEffect" { matched = true }
                if name == "ignoresSafeArea" || name == "edgesIgnoringSafeArea" { screen = true }
                if Self.opacityFollowsState(tokens, at: index) { fadesItself = true }
            }
            return screen && !matched && !fadesItself
        }?.call
    }

    /// `opacity` at `index` takes no number (`.opacity(shown ? 1 : 0)`): the view is invisible
    /// when inserted and fades by its own state.
    static func opacityFollowsState(_ tokens: [TokenSyntax], at index: Int) -> Bool {
        guard tokens[index].tokenKind == .identifier("opacity"), index + 2 < tokens.count else { return false }
        switch tokens[index + 2].tokenKind {
        case .integerLiteral, .floatLiteral: return false
        default: return true
        }
    }

    /// The tokens of a modifier call's arguments and closures (not of the view it modifies).
    static func argumentTokens(of call: FunctionCallExprSyntax) -> [TokenSyntax] {
        var tokens = Array(call.arguments.tokens(viewMode: .sourceAccurate))
        if let closure = call.trailingClosure { tokens += closure.tokens(viewMode: .sourceAccurate) }
        for closure in call.additionalTrailingClosures { tokens += closure.tokens(viewMode: .sourceAccurate) }
        return tokens
    }

    /// A plain shape or colour: a surface with no content of its own.
    var isPlainSurface: Bool {
        let name = rootName
        return Self.surfaces.contains(name) || name.hasPrefix("Color.")
    }

    static let surfaces: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "Color"]

    /// Controls and texts: what an overlay shows of its own.
    static let controlsAndTexts: Set<String> = ["Button", "Text", "Image", "Label", "Link", "Menu", "Toggle", "ShareLink"]

    /// The contents of the chain's own `.overlay`s that show a control or text (a close button
    /// over a detail), read in one pass: `plain`, one not matched, not under a condition, not
    /// faded by its own state; `flagged`, one whose only condition is an opacity reading one flag
    /// (`.opacity(showData ? 1 : 0)`), with that flag. On a matched view, only overlays applied
    /// after the match (views of their own laid over it, not part of what morphs). Where each
    /// one's first token is, if any.
    var overlays: (plain: TokenSyntax?, flagged: (content: TokenSyntax, flag: String)?) {
        var found: (plain: TokenSyntax?, flagged: (content: TokenSyntax, flag: String)?) = (nil, nil)
        let matchedAt = modifiers.lastIndex { $0.name == "matchedGeometryEffect" } ?? -1
        for (index, modifier) in modifiers.enumerated() where modifier.name == "overlay" && index > matchedAt {
            let tokens = Self.argumentTokens(of: modifier.call)
            var shows = false, excluded = false
            var flags: [String] = []
            for (index, token) in tokens.enumerated() {
                switch token.tokenKind {
                case .identifier(let name):
                    if name == "matchedGeometryEffect" { excluded = true }
                    if Self.controlsAndTexts.contains(name) { shows = true }
                    if Self.opacityFollowsState(tokens, at: index) { flags.append(Self.opacityFlag(tokens, at: index) ?? "") }
                case .keyword(.if), .keyword(.switch): excluded = true
                default: break
                }
            }
            guard shows, !excluded else { continue }
            // The first token of the content, past `alignment: .topTrailing` and the closure's brace.
            let content = modifier.call.trailingClosure?.statements.first.map(Syntax.init)
                ?? modifier.call.arguments.first(where: { $0.label?.text != "alignment" }).map { Syntax($0.expression) }
            let closure = content?.as(ClosureExprSyntax.self)
            guard let first = closure.map({ $0.statements.first?.firstToken(viewMode: .sourceAccurate) }) ?? content?.firstToken(viewMode: .sourceAccurate) else { continue }
            if flags.isEmpty {
                if found.plain == nil { found.plain = first }
            } else if flags.count == 1, !flags[0].isEmpty, found.flagged == nil {
                found.flagged = (first, flags[0])
            }
        }
        return found
    }

    /// `showData` in `.opacity(showData ? 1 : 0)` at `index`: a flag that shows what it fades.
    static func opacityFlag(_ tokens: [TokenSyntax], at index: Int) -> String? {
        guard index + 5 < tokens.count, case .identifier(let flag) = tokens[index + 2].tokenKind,
              tokens[index + 3].tokenKind == .infixQuestionMark, tokens[index + 4].tokenKind == .integerLiteral("1"),
              tokens[index + 5].tokenKind == .colon else { return nil }
        return flag
    }

    var isDecorated: Bool {
        modifiers.contains { ["background", "overlay", "border"].contains($0.name) }
    }

    /// Why a view is not seen appearing with its branch (see `invisibility`).
    enum Invisibility {
        /// `.hidden()`, or (almost) fully transparent: it and everything inside it.
        case hidden
        /// It draws nothing itself (`Color.clear`, a clear fill, a link with an empty label).
        case drawsNothing
        /// It may start elsewhere and move in by itself (`.offset(y: shown ? 0 : height)`).
        case movedOff
    }

    /// Clear, hidden, (almost) fully transparent or moved off: a placeholder nobody sees appear.
    /// `constant`: the number a plain name holds, when it is a view's constant (`let dim = 0.8`).
    /// `countingOpacity: false` leaves `.opacity` out: what hides the view besides it.
    func invisibility(constant: (String) -> Double? = { _ in nil }, countingOpacity: Bool = true) -> Invisibility? {
        let clear: Set<String> = [".clear", "Color.clear"]
        var found: Invisibility?
        // Only a member access can be `.clear`; reading a stack root's whole text would cost
        // every enclosing statement its content's length again.
        if root.is(MemberAccessExprSyntax.self), clear.contains(SyntaxReading.key(of: root)) { found = .drawsNothing }
        // `NavigationLink(isActive: $go) { Detail() } label: { EmptyView() }`: a link nobody sees.
        if let call = rootCall, SyntaxReading.plainCallee(call) == "NavigationLink",
           let label = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure
               ?? call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self),
           label.statements.count == 1, SyntaxReading.key(of: label.statements) == "EmptyView()" { found = .drawsNothing }
        for modifier in modifiers {
            switch modifier.name {
            case "hidden":
                return .hidden
            case "opacity" where countingOpacity:
                let argument = SyntaxReading.argument(nil, in: modifier.call.arguments)
                if let value = SyntaxReading.number(argument) ?? argument.flatMap(SyntaxReading.plainName).flatMap(constant) {
                    if value < 0.01 { return .hidden }
                } else {
                    // `.opacity(shown ? 1 : 0)`, `.opacity(contentOpacity)`: it may appear
                    // invisible and fade in by itself; only literals say it is seen at once.
                    let branches = SyntaxReading.ternaryBranches(argument)
                    if branches.isEmpty || branches.contains(where: { SyntaxReading.number($0).map { $0 < 0.01 } ?? true }) { return .hidden }
                }
            case "offset" where found == nil:
                // `.offset(y: shown ? 0 : height)`, `.offset(y: contentOffset)`: it may start
                // elsewhere and move in by itself.
                for argument in modifier.call.arguments {
                    let branches = SyntaxReading.ternaryBranches(argument.expression).map { SyntaxReading.key(of: $0) }
                    if (branches.count == 2 && branches[0] != branches[1]) || argument.expression.is(DeclReferenceExprSyntax.self) { found = .movedOff }
                }
            case "fill", "foregroundColor", "foregroundStyle":
                guard modifier.call.arguments.count == 1, let argument = modifier.call.arguments.first else { break }
                if clear.contains(SyntaxReading.key(of: argument.expression)) { found = .drawsNothing }
                // `.fill(Color.black.opacity(0.001))`: a tap catcher nobody sees.
                if let call = argument.expression.as(FunctionCallExprSyntax.self),
                   call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "opacity",
                   let value = SyntaxReading.number(SyntaxReading.argument(nil, in: call.arguments)), value < 0.01 { found = .drawsNothing }
            default:
                break
            }
        }
        return found
    }
    static let fillers: Set<String> = ["Spacer", "Divider", "EmptyView"]

    /// `Text("")` (a label whose words were commented out): it draws nothing.
    var isEmptyText: Bool {
        guard rootName == "Text", let call = rootCall, call.arguments.count == 1, let words = call.arguments.first?.expression else { return false }
        return SyntaxReading.plainString(words)?.isEmpty == true
    }

    /// SwiftUI's modifiers given one flag that keep the view on screen whatever it is.
    static let keepingFlagModifiers: Set<String> = [
        "disabled", "allowsHitTesting", "allowsTightening", "scrollDisabled", "deleteDisabled", "moveDisabled",
        "selectionDisabled", "interactiveDismissDisabled", "navigationBarHidden", "navigationBarBackButtonHidden",
        "statusBarHidden", "statusBar", "accessibilityHidden", "privacySensitive", "focusable", "focused",
        "flipsForRightToLeftLayoutDirection", "persistentSystemOverlays", "unredacted", "redacted",
    ]

    /// The chain's only `.opacity` is arithmetic on state (`1.0 - offset.width / 120`,
    /// `Double(scale - 0.9) / 0.1`): neither a literal, a plain name nor a choice (`a ? 1 : 0`).
    var opacityIsComputed: Bool {
        let opacities = modifiers.filter { $0.name == "opacity" }
        guard opacities.count == 1, let argument = SyntaxReading.argument(nil, in: opacities[0].call.arguments) else { return false }
        var expression = argument
        // `Double(…)`, `CGFloat(…)`: a conversion of what it wraps.
        while let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Double", "CGFloat", "Float"].contains(name),
              let inner = call.arguments.first?.expression {
            expression = inner
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), SyntaxReading.ternaryBranches(expression).isEmpty else {
            return expression.is(InfixOperatorExprSyntax.self)
        }
        return sequence.elements.contains { element in
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return ["-", "+", "*", "/"].contains(op)
        }
    }

    /// `show:info` for `.show(info)`, `show:!info` for `.show(!info)`: a modifier of the app's own
    /// given one plain flag or its negation (what it does with it is not read; one given the
    /// opposite flag on another view shows that view when this one is not).
    var visibilityFlags: [String] {
        modifiers.compactMap { modifier -> String? in
            guard let (flag, negated) = Self.flag(of: modifier.call, named: modifier.name) else { return nil }
            return "\(modifier.name):\(negated ? "!" : "")\(SyntaxReading.key(of: flag))"
        }
    }

    /// The one plain flag a modifier of the app's own is given (`info` in `.show(info)`, negated
    /// in `.show(!info)`): a name or a member path, unlabelled, no closure; not SwiftUI's own
    /// flag modifiers, which keep the view (`.disabled(locked)`).
    static func flag(of call: FunctionCallExprSyntax, named name: String) -> (expression: ExprSyntax, negated: Bool)? {
        guard !keepingFlagModifiers.contains(name), call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil else { return nil }
        var expression = argument.expression
        var negated = false
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated = true
            expression = prefix.expression
        }
        guard expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base != nil,
              !expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen }) else { return nil }
        return (expression, negated)
    }

    /// The root is a stack whose content holds Text or Image views (at any depth).
    var rootIsStackHoldingContent: Bool {
        guard let call = rootCall, let name = SyntaxReading.plainCallee(call), SwiftUIViews.stacks.contains(name) else { return false }
        for closure in SyntaxReading.closures(of: call) {
            var previous: TokenSyntax?
            for token in closure.tokens(viewMode: .sourceAccurate) {
                if token.tokenKind == .leftParen || token.tokenKind == .leftBrace,
                   let name = previous, case .identifier(let text) = name.tokenKind, SwiftUIViews.content.contains(text) {
                    return true
                }
                previous = token
            }
        }
        return false
    }

    /// What the text and images the root shows read: each content view written in a stack
    /// root's closures, or the root itself when it is one; nil for any other root.
    var rootContentKeys: Set<String>? {
        guard let call = rootCall, let name = SyntaxReading.plainCallee(call) else { return nil }
        if SwiftUIViews.content.contains(name) { return [Self.contentKey(call, name)] }
        guard SwiftUIViews.stacks.contains(name) else { return nil }
        let collector = ContentKeyCollector(viewMode: .sourceAccurate)
        for closure in SyntaxReading.closures(of: call) { collector.walk(closure) }
        return collector.keys
    }

    /// The content keys of the text and image views written in a stack's closures.
    /// (At most `limit` calls are read: a whole screen matched as one stack is not read over
    /// and over for each matched stack around it.)
    private final class ContentKeyCollector: SyntaxVisitor {
        static let limit = 64
        var keys: Set<String> = []
        var calls = 0

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls += 1
            guard calls <= Self.limit else { return .skipChildren }
            if let callee = SyntaxReading.plainCallee(node), SwiftUIViews.content.contains(callee) {
                keys.insert(ModifierChain.contentKey(node, callee))
            }
            return .visitChildren
        }
    }

    /// `Text title` for `Text(item.title)`, `Image systemName:star` for `Image(systemName: "star.fill")`:
    /// the kind of content and the last name or the literal it shows.
    static func contentKey(_ call: FunctionCallExprSyntax, _ callee: String) -> String {
        let kind = callee == "Text" || callee == "Label" ? "Text" : "Image"
        guard let argument = call.arguments.first else { return kind }
        let expression = argument.expression
        // A symbol's variants (`star`, `star.fill`, `questionmark.circle`) show one element.
        if argument.label?.text == "systemName", let symbol = SyntaxReading.plainString(expression) {
            return "\(kind) systemName:\(symbol.split(separator: ".").first.map(String.init) ?? symbol)"
        }
        let value = SyntaxReading.plainString(expression)
            ?? expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? SyntaxReading.text(of: expression)
        return "\(kind) \(argument.label.map { $0.text + ":" } ?? "")\(value)"
    }

    /// Sizes, centre, corner radius and opacity that literals in the chain state.
    var geometry: LiteralGeometry {
        var geometry = LiteralGeometry()
        // The outermost frame with literal sizes decides the laid-out size.
        for modifier in modifiers.reversed() where modifier.name == "frame" {
            let width = SyntaxReading.number(SyntaxReading.argument("width", in: modifier.call.arguments))
            let height = SyntaxReading.number(SyntaxReading.argument("height", in: modifier.call.arguments))
            if width != nil || height != nil {
                geometry.width = width
                geometry.height = height
                break
            }
        }
        if let position = modifiers.last(where: { $0.name == "position" })?.call {
            geometry.centerX = SyntaxReading.number(SyntaxReading.argument("x", in: position.arguments))
            geometry.centerY = SyntaxReading.number(SyntaxReading.argument("y", in: position.arguments))
        }
        if let opacity = modifiers.last(where: { $0.name == "opacity" })?.call {
            geometry.opacity = SyntaxReading.number(SyntaxReading.argument(nil, in: opacity.arguments)).map { min(max($0, 0), 1) }
        }
        if let call = rootCall, let name = SyntaxReading.plainCallee(call), name == "RoundedRectangle" {
            geometry.cornerRadius = SyntaxReading.number(SyntaxReading.argument("cornerRadius", in: call.arguments))
        }
        for modifier in modifiers {
            switch modifier.name {
            case "cornerRadius":
                geometry.cornerRadius = SyntaxReading.number(SyntaxReading.argument(nil, in: modifier.call.arguments)) ?? geometry.cornerRadius
            case "clipShape", "buttonBorderShape", "containerShape":
                let text = SyntaxReading.key(of: modifier.call.arguments)
                if let radius = SyntaxReading.number(after: "cornerRadius", in: text) ?? SyntaxReading.number(after: "radius", in: text) {
                    geometry.cornerRadius = radius
                }
            default:
                break
            }
        }
        if let radius = geometry.cornerRadius, radius < 0 { geometry.cornerRadius = nil }
        return geometry
    }

    /// Modifiers that change the font a `.font(...)` sets (`.fontWeight(.medium)`, `.bold()`).
    static let fontStyles: Set<String> = ["fontWeight", "bold", "italic", "fontDesign", "fontWidth", "monospaced"]

    /// The innermost `.font(...)` (the one the view uses), without its leading dot kept,
    /// with the style modifiers of the chain (`.title with .fontWeight(.medium)`), at the
    /// last of those calls.
    func font(file: Int, lines: LineTable) -> Located<String>? {
        var value: String
        let call: FunctionCallExprSyntax
        if let fontCall = first("font") {
            guard let argument = SyntaxReading.argument(nil, in: fontCall.arguments) else { return nil }
            (value, call) = (SyntaxReading.text(of: argument), fontCall)
        } else if let custom = customFont {
            (value, call) = (custom.name + "(" + SyntaxReading.key(of: custom.call.arguments) + ")", custom.call)
        } else {
            return nil
        }
        var last = call
        for modifier in modifiers where Self.fontStyles.contains(modifier.name) {
            let arguments = SyntaxReading.key(of: modifier.call.arguments)
            // Text styles are regular already, all but the semibold headline.
            if modifier.name == "fontWeight", arguments == ".regular", !value.contains("headline") { continue }
            value += " with ." + modifier.name + "(" + arguments + ")"
            last = modifier.call
        }
        let name = last.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        let place = name.map { lines.place(file: file, of: $0) } ?? lines.place(file: file, of: last)
        return Located(value: value, place: place)
    }

    /// A project's own font modifier (`.customFont(.title)`, `.appFont(size: 17)`): a name that
    /// says font, given what to set. Its text is the font; the rule compares it only with the
    /// same modifier's (`FontNotInterpolatedRule.customSetter`). One that says it animates
    /// (`.animatableFont(size:)`, an `AnimatableModifier`) may interpolate the size: not read.
    var customFont: (name: String, call: FunctionCallExprSyntax)? {
        modifiers.first { modifier in
            guard !modifier.call.arguments.isEmpty, modifier.name != "font", !Self.fontNeutral.contains(modifier.name) else { return false }
            let name = modifier.name.lowercased()
            return name.contains("font") && !name.contains("animat")
        }
    }

    /// The weight and style modifiers of a chain with no `.font` (` with .bold()`): what
    /// they make of the font the text takes from around it.
    var fontStylesWithoutFont: String {
        guard first("font") == nil, customFont == nil else { return "" }
        return modifiers.filter { Self.fontStyles.contains($0.name) }.map { modifier in
            let arguments = SyntaxReading.key(of: modifier.call.arguments)
            return modifier.name == "fontWeight" && arguments == ".regular" ? "" : " with ." + modifier.name + "(" + arguments + ")"
        }.joined()
    }

    func transition(file: Int, lines: LineTable) -> TransitionUse? {
        guard let call = last("transition"), let argument = SyntaxReading.argument(nil, in: call.arguments) else { return nil }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        return TransitionUse.read(argument, place: name.map { lines.place(file: file, of: $0) } ?? lines.place(file: file, of: call))
    }

    /// The `.animation(X)` without a value in the chain, if any.
    var implicitAnimation: String? {
        for modifier in modifiers where modifier.name == "animation" && modifier.call.arguments.count == 1 {
            if let argument = SyntaxReading.argument(nil, in: modifier.call.arguments) {
                return SyntaxReading.text(of: argument)
            }
        }
        return nil
    }
}
