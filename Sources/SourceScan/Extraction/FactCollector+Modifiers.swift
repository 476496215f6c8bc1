import SwiftSyntax
import Validation

/// Modifiers (`.name(...)` on a view): matched views, transitions, animations, destinations
/// and presentations.
extension FactCollector {
    func visitModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = member.declName.baseName.text
        switch name {
        case "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition":
            if let match = Self.match(name, node.arguments) {
                recordView(node, member: member, kind: match.kind, idLabel: match.idLabel, arguments: match.arguments)
            }
        case "transition":
            if let argument = SyntaxReading.argument(nil, in: node.arguments) {
                let chain = chains.summary(containing: node, file: fileIndex, lines: lines)
                let use = TransitionUse.read(argument, place: place(member.declName))
                let fact = TransitionFact(use: use, onMatchedView: chain.isMatched, chainAnimation: chain.implicitAnimation, steps: steps)
                withFragment { $0.transitions.append(fact) }
            }
        case "animation":
            recordAnimationModifier(node, member: member)
        case "opacity":
            recordOpacity(node)
        case "offset":
            recordSlide(node)
        case "transaction":
            // `.transaction { $0.animation = ... }` sets the animation of every change below it.
            let fact = AnimationFact(kind: .implicitModifier, expression: nil, place: place(member.declName), steps: steps)
            withFragment { $0.animations.append(fact) }
        case "navigationDestination":
            walk(node.calledExpression)
            let key = nextKey()
            facts.destinations[key] = place(member.declName)
            recordPresentationState(key, node.arguments)
            steps.append(.destination(key))
            // `for: Album.self`: the type the pushes bring a zoom destination inside.
            let pushed = SyntaxReading.argument("for", in: node.arguments)?.as(MemberAccessExprSyntax.self)
                .flatMap { $0.declName.baseName.text == "self" ? $0.base.map { SyntaxReading.key(of: $0) } : nil }
            pushedTypes.append(pushed.flatMap(ModelTypeName.of))
            walk(node.arguments)
            // `{ album in … }`, or `{ AlbumView(album: $0) }`: the pushed value, of that type.
            let shorthandType = boundModelTypes["0"]
            if let type = pushedTypes.last ?? nil, let trailing = node.trailingClosure {
                if let name = SyntaxReading.parameters(of: trailing).first {
                    boundModelTypes[name] = type
                } else if SyntaxReading.usesShorthandItem(trailing) {
                    shorthandLoopContent.insert(trailing.id)
                    boundModelTypes["0"] = type
                }
            }
            if let trailing = node.trailingClosure { walk(trailing) }
            boundModelTypes["0"] = shorthandType
            walk(node.additionalTrailingClosures)
            pushedTypes.removeLast()
            steps.removeLast()
            return .skipChildren
        case "environment" where Self.environmentKey(in: node.arguments) != nil:
            // `.environment(\.heroNamespace, hero)`: the views below that read the key get it.
            if let key = Self.environmentKey(in: node.arguments), let value = node.arguments.dropFirst().first?.expression {
                let setting = EnvironmentSetting(key: key, identifiers: SyntaxReading.identifiers(in: value, selfMembers: true).map(Self.stripSelf))
                withFragment { $0.environmentSettings.append(setting) }
            }
        default:
            recordPasses(node.arguments)
            if name == "modifier", let applied = node.arguments.first?.expression.as(FunctionCallExprSyntax.self), let type = SyntaxReading.plainCallee(applied) {
                // `.modifier(HeroSource(id: id, namespace: ns))`: a namespace handed to it has views herocat may not see.
                recordPasses(applied.arguments)
                if wrapperBeingDefined()?.isExtension == true { recordAppliedModifier(node) } else { recordWrapperUse(node, member: member, name: type, arguments: applied.arguments) }
            } else {
                recordWrapperUse(node, member: member, name: name, arguments: node.arguments)
                recordExtensionUse(node, member: member, name: name)
            }
            if Self.navigationPresentations.contains(name) {
                walk(node.calledExpression)
                let key = nextKey()
                recordPresentationState(key, node.arguments)
                for argument in node.arguments {
                    if argument.expression.is(ClosureExprSyntax.self) { steps.append(.presentation(key)) }
                    walk(argument)
                    if argument.expression.is(ClosureExprSyntax.self) { steps.removeLast() }
                }
                steps.append(.presentation(key))
                if let trailing = node.trailingClosure { walk(trailing) }
                walk(node.additionalTrailingClosures)
                steps.removeLast()
                return .skipChildren
            }
        }
        return .visitChildren
    }

    /// The state a presentation or destination shows its content for (`isPresented: $showsEditor`,
    /// `item: $selected`).
    func recordPresentationState(_ key: ScopeKey, _ arguments: LabeledExprListSyntax) {
        guard let type = typeStack.last,
              let binding = arguments.first(where: { $0.label?.text == "isPresented" || $0.label?.text == "item" })?.expression.as(DeclReferenceExprSyntax.self),
              binding.baseName.text.hasPrefix("$") else { return }
        facts.types[type].presentationStates[key] = String(binding.baseName.text.dropFirst())
    }

    /// `.opacity(shown ? 1 : 0)`: the view appears with the state it reads, in place. Only a
    /// choice between something visible and nothing counts.
    func recordOpacity(_ node: FunctionCallExprSyntax) {
        guard let argument = SyntaxReading.argument(nil, in: node.arguments) else { return }
        // Shown when a plain condition holds (`show ? 1 : 0`): it appears as that state is set.
        let values = SyntaxReading.ternaryBranches(argument).map(SyntaxReading.number)
        let condition = SyntaxReading.text(of: argument).components(separatedBy: " ? ").first ?? ""
        guard values.count == 2, (values[0] ?? 0) >= 0.01, (values[1] ?? 1) < 0.01,
              !condition.hasPrefix("!"), !["== nil", "!=", "== false", "isEmpty"].contains(where: condition.contains) else { return }
        let chain = chains.summary(containing: node, file: fileIndex, lines: lines)
        guard !chain.isMatched, !chain.isEmptyStack, !isInsideMatchedChain(node) else { return }
        let fact = OpacityFact(
            condition: condition, root: chain.rootName, place: lines.place(file: fileIndex, offset: chain.range.lowerBound),
            range: chain.range, steps: steps
        )
        withFragment { $0.opacities.append(fact) }
    }

    /// `.offset(y: shown ? 0 : height)`: in place when a plain condition holds, elsewhere when
    /// it does not (or off the screen: `shown ? top : UIScreen.main.bounds.height`). The view
    /// slides in as that state is set.
    func recordSlide(_ node: FunctionCallExprSyntax) {
        for argument in node.arguments where argument.label?.text == "x" || argument.label?.text == "y" {
            let branches = SyntaxReading.ternaryBranches(argument.expression)
            let condition = SyntaxReading.text(of: argument.expression).components(separatedBy: " ? ").first ?? ""
            guard branches.count == 2,
                  (SyntaxReading.number(branches[0]) == 0 && SyntaxReading.number(branches[1]) != 0)
                    || (Self.isScreenSize(branches[1]) && !Self.isScreenSize(branches[0])),
                  !condition.hasPrefix("!"), !["==", "!=", "<", ">", "isEmpty"].contains(where: condition.contains) else { continue }
            let chain = chains.summary(containing: node, file: fileIndex, lines: lines)
            guard !chain.isMatched, !chain.isEmptyStack, !isInsideMatchedChain(node) else { return }
            let fact = OpacityFact(
                condition: condition, root: chain.rootName, place: lines.place(file: fileIndex, offset: chain.range.lowerBound),
                range: chain.range, steps: steps, slides: true
            )
            withFragment { $0.opacities.append(fact) }
            return
        }
    }

    /// The screen's own size (`UIScreen.main.bounds.height`, `.size.width` of it): a view
    /// offset by it is off the screen.
    static func isScreenSize(_ expression: ExprSyntax) -> Bool {
        let text = SyntaxReading.text(of: expression).filter { !$0.isWhitespace }
        return text.hasPrefix("UIScreen.main.bounds") || text.hasPrefix("-UIScreen.main.bounds")
    }

    /// The view sits in a closure of a matched view's modifier (`.overlay { }` of a matched
    /// surface): it is part of what morphs.
    func isInsideMatchedChain(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(ClosureExprSyntax.self), !parent.is(CodeBlockItemSyntax.self) { current = parent }
        // The view is a statement of the closure (`{ Color.red.opacity(...) }`) or its single expression.
        let statementOwner = current.parent?.is(CodeBlockItemSyntax.self) == true ? current.parent?.parent?.parent : current.parent
        guard let closure = statementOwner?.as(ClosureExprSyntax.self),
              let call = Self.call(holding: closure),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { return false }
        return chains.summary(containing: call, file: fileIndex, lines: lines).isMatched
    }

    func recordAnimationModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let expression = SyntaxReading.argument(nil, in: node.arguments)
        if let base = member.base?.as(DeclReferenceExprSyntax.self), case let text = base.baseName.text, text.hasPrefix("$"), text.count > 1 {
            let fact = AnimationFact(kind: .binding(String(text.dropFirst())), expression: expression.map { SyntaxReading.text(of: $0) }, place: place(member.declName), steps: steps)
            withFragment { $0.animations.append(fact) }
            return
        }
        guard let expression, !expression.is(NilLiteralExprSyntax.self) else { return }
        let kind: AnimationFact.Kind
        if let value = SyntaxReading.argument("value", in: node.arguments) {
            kind = .valueModifier(SyntaxReading.identifiers(in: value, selfMembers: true).map(Self.stripSelf))
        } else if node.arguments.count == 1 {
            kind = .implicitModifier
        } else {
            return
        }
        var fact = AnimationFact(kind: kind, expression: SyntaxReading.text(of: expression), place: place(member.declName), steps: steps)
        if let value = SyntaxReading.argument("value", in: node.arguments) {
            fact.changedPaths = Set(RuleInput.memberPaths(in: SyntaxReading.text(of: value)))
        }
        withFragment { $0.animations.append(fact) }
    }
}
