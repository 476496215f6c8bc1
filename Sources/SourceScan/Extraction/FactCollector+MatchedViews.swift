import SwiftSyntax
import Validation

/// A matched view (`matchedGeometryEffect`, `matchedTransitionSource`, a zoom destination) and its id.
extension FactCollector {
    func recordView(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, kind: MatchKind, idLabel: String, arguments: LabeledExprListSyntax) {
        guard let id = SyntaxReading.argument(idLabel, in: arguments),
              let namespace = SyntaxReading.argument("in", in: arguments)
        else { return }
        let flag = SyntaxReading.argument("isSource", in: arguments)
        recordWrapperDefinition(kind: kind, id: id, namespace: namespace, isSource: flag, at: member.declName)
        recordView(node, member: member, kind: kind, id: id, namespace: namespace, isSource: flag, arguments: arguments)
    }

    /// What a matched-geometry modifier's arguments say: its kind, and the arguments holding the
    /// id (under `idLabel`) and the namespace: `.navigationTransition(.zoom(sourceID:in:))`'s are
    /// the zoom's. Nil for a navigation transition other than a zoom.
    static func match(_ name: String, _ arguments: LabeledExprListSyntax) -> (kind: MatchKind, idLabel: String, arguments: LabeledExprListSyntax)? {
        switch name {
        case "matchedGeometryEffect": return (.geometry, "id", arguments)
        case "matchedTransitionSource": return (.transitionSource, "id", arguments)
        default:
            guard let zoom = SyntaxReading.argument(nil, in: arguments)?.as(FunctionCallExprSyntax.self),
                  zoom.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "zoom" else { return nil }
            return (.zoomDestination, "sourceID", zoom.arguments)
        }
    }

    /// A matched view with its id, namespace and `isSource:` expressions (a wrapper's use
    /// gives them from its own arguments, and `wrapper` says which call it is).
    func recordView(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, kind: MatchKind, id: ExprSyntax, namespace: ExprSyntax, isSource flag: ExprSyntax?, arguments: LabeledExprListSyntax, wrapper: WrapperUse? = nil) {
        let chain = chains.summary(containing: node, file: fileIndex, lines: lines)
        let boundSet = Set(bound)
        let identifiers = SyntaxReading.identifiers(in: id)
        var useParameters: Set<String> = []
        if let top = typeStack.last {
            // What a use decides: the view function's parameters and the plain stored
            // properties of the view (`let title: String`), unless a closure rebinds the name.
            if let fragment { useParameters.formUnion(facts.types[top].fragmentParameters[fragment]?.map(\.name) ?? []) }
            useParameters.formUnion(plainProperties(of: top))
            let closureBound = Set(bound.dropFirst(fragmentParameterCount))
            useParameters.subtract(closureBound)
        }
        let loop = loops.last
        let usesLoop = loop.map { !Set($0.parameters).isDisjoint(with: identifiers) } ?? false
        var indexCause: String?
        // `items[index].id` takes the item's own value; only a position used as the id itself counts.
        let outsideSubscripts = Self.identifiersOutsideSubscripts(id)
        for enclosing in loops.reversed() {
            if let cause = outsideSubscripts.lazy.compactMap({ enclosing.positional[$0] }).first {
                indexCause = cause
                break
            }
        }
        let idText = SyntaxReading.text(of: id)
        let constant = constantKey(of: id)
        let isSource = flag.map(Self.sourceFlag) ?? .implicitTrue
        let view = ViewFact(
            kind: kind,
            idDisplay: SyntaxReading.plainString(id) ?? SyntaxReading.template(id) ?? idText,
            idSource: idText,
            // A constant is keyed as a use of a helper passing it is (`Self.titleID` and
            // `Tab.title` as `.titleID`, `.title`): one value wherever it is written.
            idKey: constant ?? IdShape.literalKey(id) ?? unwrappedStateKey(id) ?? SyntaxReading.key(of: id, bound: boundSet),
            idShape: constant.map(IdShape.literal) ?? IdShape.of(id, parameters: useParameters),
            idIdentifiers: identifiers,
            idUsesLoopVariable: usesLoop,
            indexCause: indexCause,
            // `namespace!`: an optional namespace read from the environment, unwrapped.
            namespace: Self.namespaceKey(namespace),
            properties: SyntaxReading.argument("properties", in: arguments).map { Self.lastMember(SyntaxReading.key(of: $0)) },
            anchor: SyntaxReading.argument("anchor", in: arguments).map { Self.lastMember(SyntaxReading.key(of: $0)) },
            isSource: isSource,
            place: place(member.declName),
            root: chain.rootName,
            rootHoldsTextOrImage: chain.rootHoldsTextOrImage,
            font: chain.font,
            geometry: chain.geometry,
            transition: chain.transition,
            steps: steps
        )
        var symbolic = view
        if let template = id.as(StringLiteralExprSyntax.self) {
            // One key, or the keys of a word chosen inside it (read once).
            let keys = templateKeys(template)
            if keys.count == 1 { symbolic.symbolicKey = keys[0] } else { symbolic.symbolicChoices = keys }
        } else {
            symbolic.symbolicKey = symbolicKey(of: id)
        }
        symbolic.inUnreadContainer = unreadContentDepth > 0
        symbolic.inTernaryArm = Self.isInTernaryArm(node) || Self.isShownByFlag(member)
        symbolic.inToolbar = toolbarDepth > 0
        symbolic.identity = chain.identity
        symbolic.namespaceIsLocal = bound.contains(symbolic.namespace)
        // Read only for a root that shows text or images (a stack holding none shows nothing).
        if chain.rootHoldsTextOrImage || SwiftUIViews.content.contains(chain.rootName) {
            let whole = ModifierChain(containing: node)
            symbolic.contentKeys = whole.rootContentKeys
            // A `Text("…")`'s words, which the font rule compares.
            if chain.rootName == "Text", let words = whole.rootCall?.arguments.first?.expression {
                symbolic.literalText = SyntaxReading.plainString(words)
            }
        } else if SwiftUIViews.stacks.contains(chain.rootName) {
            symbolic.contentKeys = []
        }
        symbolic.mayStyleText = chain.mayStyleText
        // `.font(font)`: a local constant's value (`let font: Font = .footnote`), else unknown.
        if let font = view.font, let name = font.value.split(separator: " ").first.map(String.init),
           name.first?.isLetter == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            if !bound.contains(name), let constant = localConstants[name].map(SyntaxReading.text), constant.hasPrefix(".") || constant.hasPrefix("Font.") {
                symbolic.font?.value = (constant.hasPrefix("Font.") ? String(constant.dropFirst(4)) : constant) + font.value.dropFirst(name.count)
            } else {
                symbolic.font = nil
                symbolic.mayStyleText = true
            }
        }
        symbolic.fontStyles = chain.fontStyles
        symbolic.wrapper = wrapper
        if kind == .zoomDestination, let pushed = pushedTypes.last { symbolic.pushedType = pushed }
        withFragment { $0.views.append(symbolic) }
    }

    /// `selectedImage` for an id `imageName` bound by `if let imageName = selectedImage` (or
    /// `if let selectedImage`), a plain value the view holds as state: keyed as the state it
    /// unwraps, so it pairs with the loop item a tap assigns to that state
    /// (`selectedImage = product.imageName`) as `selectedImage!` does. Nil for anything else.
    func unwrappedStateKey(_ id: ExprSyntax) -> String? {
        guard let name = id.as(DeclReferenceExprSyntax.self)?.baseName.text, bound.contains(name),
              !loops.contains(where: { $0.parameters.contains(name) }),
              let origin = boundModelTypes[name], origin.hasPrefix("=") else { return nil }
        return String(origin.dropFirst())
    }

    /// `isSource:` as written: a literal, or the expression and the names it reads.
    static func sourceFlag(_ flag: ExprSyntax) -> SourceFlag {
        if let literal = flag.as(BooleanLiteralExprSyntax.self) { return .literal(literal.literal.tokenKind == .keyword(.true)) }
        return .expression(SyntaxReading.text(of: flag), identifiers: SyntaxReading.identifiers(in: flag, selfMembers: true).map(Self.stripSelf))
    }

    /// `heroNamespace` for `self.heroNamespace` and for `namespace!` (an optional namespace
    /// read from the environment, unwrapped).
    static func namespaceKey(_ namespace: ExprSyntax) -> String {
        stripSelf(SyntaxReading.key(of: namespace.as(ForceUnwrapExprSyntax.self)?.expression ?? namespace))
    }

    /// The names an expression reads outside `[...]` subscripts.
    static func identifiersOutsideSubscripts(_ expr: ExprSyntax) -> [String] {
        var names: [String] = []
        var depth = 0
        var previous: TokenKind?
        for token in expr.tokens(viewMode: .sourceAccurate) {
            defer { previous = token.tokenKind }
            switch token.tokenKind {
            case .leftSquare: depth += 1
            case .rightSquare: depth -= 1
            case .identifier(let name) where depth == 0 && previous != .period: names.append(name)
            default: break
            }
        }
        return names
    }

    /// The literal a `let` property of the current type holds, for an id naming it (`titleID`,
    /// `self.titleID`) where no local name hides it.
    func constantKey(of id: ExprSyntax) -> String? {
        guard let name = SyntaxReading.plainName(id), !bound.contains(name), let top = typeStack.last else { return nil }
        return facts.types[top].properties[name]?.constantKey
    }

    /// The number a plain property of the current type is set to (`let dim: CGFloat = 0.8`),
    /// where no local name hides it.
    func constantNumber(_ name: String) -> Double? {
        guard !bound.contains(name), let top = typeStack.last, let property = facts.types[top].properties[name],
              property.attributes.isEmpty, let value = property.initializer else { return nil }
        return Double(value)
    }

    /// The type's `@State` properties.
    func stateProperties(of type: Int) -> Set<String> {
        propertyNames(of: type, cache: &statePropertyCache) { $0.attributes == ["State"] }
    }

    /// The type's stored properties that hold data it was given (`PropertyFact.isGivenData`).
    func plainProperties(of type: Int) -> Set<String> {
        propertyNames(of: type, cache: &plainPropertyCache, where: \.isGivenData)
    }

    /// The names of the type's properties that `include` keeps, read once per type (its
    /// properties are all known when its body is walked; extensions add none that are stored).
    private func propertyNames(of type: Int, cache: inout [Int: Set<String>], where include: (PropertyFact) -> Bool) -> Set<String> {
        if let cached = cache[type] { return cached }
        let names = Set(facts.types[type].properties.values.filter(include).map(\.name))
        cache[type] = names
        return names
    }

    /// The call is written in an arm of a ternary within its statement (`c ? view : nil`), or in
    /// a conditional modifier's closure, the view it is on included when it is a modifier's content.
    static func isInTernaryArm(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(CodeBlockItemSyntax.self) {
                // A statement of a closure: of a conditional modifier's, or of a view's own.
                guard let closure = parent.parent?.parent?.as(ClosureExprSyntax.self) else { return false }
                if isConditionalModifierContent(closure) { return true }
                // The content of a modifier of a view (`$0.background { … }`) shows where that
                // view does: read on from the modified view's call.
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
                      call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { return false }
                child = Syntax(call)
                continue
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            if let ternary = parent.as(TernaryExprSyntax.self), child.id != ternary.condition.id { return true }
            if parent.is(UnresolvedTernaryExprSyntax.self) { return true }
            // The else arm of an unfolded `c ? a : b` follows the `? a :` element.
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if let index = elements.firstIndex(where: { $0.id == child.id }), index > 0, elements[index - 1].is(UnresolvedTernaryExprSyntax.self) { return true }
            }
            child = parent
        }
        return false
    }

    /// The closure of an app's own conditional modifier (`.if(selected == tab) { view in
    /// view.background(…) }`): it applies under a condition herocat does not read as a branch.
    static func isConditionalModifierContent(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), !call.arguments.isEmpty else { return false }
        return conditionalModifiers.contains(member.declName.baseName.text.trimmingCharacters(in: ["`"]))
    }

    /// A modifier of the app's own named to show or hide is given a flag somewhere in the matched
    /// view's chain (`.ifShow(selected)`, `.visible(!picked)`): it may show the view or not. Read
    /// by walking the chain's calls from the matched modifier, without building the chain.
    static func isShownByFlag(_ node: MemberAccessExprSyntax) -> Bool {
        // The call's shape first (one plain flag), its name only then: most modifiers fail the shape.
        func flags(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
            ModifierChain.flag(of: call, named: name) != nil && SwiftUIViews.namesShowing(name)
        }
        // Earlier modifiers, down the base.
        var base = node.base
        while let call = base?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if flags(call, named: member.declName.baseName.text) { return true }
            base = member.base
        }
        // Later ones, up the parents.
        var current = node.parent?.as(FunctionCallExprSyntax.self)
        while let call = current, let member = call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if flags(outer, named: member.declName.baseName.text) { return true }
            current = outer
        }
        return false
    }

    static let conditionalModifiers: Set<String> = ["if", "when", "applyIf", "ifLet", "iflet", "conditional"]

    /// `.position` and `MatchedGeometryProperties.position` give `position`.
    static func lastMember(_ text: String) -> String {
        guard let dot = text.lastIndex(of: "."), !text.contains("(") else { return text }
        return String(text[text.index(after: dot)...])
    }
}
