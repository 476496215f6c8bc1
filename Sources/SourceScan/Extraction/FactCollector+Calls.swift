import SwiftSyntax
import Validation

/// Calls: a plain call (`ForEach`, `ViewThatFits`, `withAnimation`, a grid, a view type or
/// fragment) and references to the type's other view fragments.
extension FactCollector {
    static let navigationPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
    static let widgetConfigurations: Set<String> = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration"]
    static let gridContainers: Set<String> = ["LazyVGrid", "LazyHGrid", "Grid"]
    /// SwiftUI views and helpers that are never the user's own view types.
    static let systemTypes: Set<String> = [
        "Text", "Image", "AsyncImage", "Label", "Button", "Toggle", "Link", "NavigationLink", "NavigationStack",
        "NavigationView", "NavigationSplitView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GridItem", "List", "ForEach", "Section", "Group",
        "ScrollView", "ScrollViewReader", "GeometryReader", "Spacer", "Divider", "EmptyView", "Color",
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "Path",
        "TabView", "Tab", "TabSection", "Form", "Picker", "Slider", "Stepper", "TextField", "SecureField", "ProgressView",
        "Menu", "ContentUnavailableView", "ViewThatFits", "AnyView", "TimelineView", "Canvas",
        "LinearGradient", "RadialGradient", "AngularGradient", "Font", "Animation", "AnyTransition",
        "CGSize", "CGPoint", "CGRect", "UnitPoint", "Edge", "URL", "UUID", "Date", "Array", "Set",
        "Dictionary", "String", "Int", "Double", "CGFloat", "Bool", "Binding", "State", "Namespace",
        "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
        "DynamicIsland", "DynamicIslandExpandedRegion", "WindowGroup", "Window", "Settings",
    ]

    /// An argument that may be a namespace (`mayBeNamespace`), which no SwiftUI view takes; not
    /// one labelled `in:`, where `Slider(value:in:)` and `Stepper(value:in:)` take a range.
    func handsANamespace(_ arguments: LabeledExprListSyntax) -> Bool {
        arguments.contains { $0.label?.text != "in" && mayBeNamespace($0) }
    }

    func visitCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordHandedMethods(node)
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            return visitModifier(node, member: member)
        }
        guard let name = SyntaxReading.plainCallee(node) else { return .visitChildren }
        switch name {
        case "ForEach":
            return walkLoop(node, list: false)
        case "List":
            return walkLoop(node, list: true)
        case "NavigationLink":
            return walkNavigationLink(node)
        case "ViewThatFits":
            return walkAlternatives(node)
        case "TabView":
            recordTabPages(node)
            return walkTabPages(node)
        case "matchedGeometryEffect", "matchedTransitionSource", "navigationTransition":
            // Called on `self` inside a View extension: the extension is a wrapper's definition.
            recordSelfMatch(node, name: name)
            return .visitChildren
        case "modifier":
            recordAppliedModifier(node)
            if let applied = node.arguments.first?.expression.as(FunctionCallExprSyntax.self) { recordPasses(applied.arguments) }
            return .visitChildren
        case "withAnimation", "withTransaction":
            // `withTransaction(_:)` takes a Transaction, not an animation: SwiftUI's default stands in.
            let expression = name == "withTransaction" ? nil : node.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
                .map { SyntaxReading.text(of: $0.expression) }
            let closures = SyntaxReading.closures(of: node)
            var names: [String] = []
            for closure in closures {
                for name in SyntaxReading.identifiers(in: closure.statements, selfMembers: true) where !names.contains(name) { names.append(name) }
            }
            var fact = AnimationFact(kind: .withAnimation(names), expression: expression, place: place(node.calledExpression), steps: steps)
            fact.onAppear = appearDepth > 0
            fact.switchedOn = Self.switchedOn(in: closures)
            fact.changedPaths = closures.reduce(into: Set<String>()) { $0.formUnion(Self.changedPaths(in: $1.statements)) }
            fact.defers = closures.contains(where: Self.waitsFirst)
            fact.runsLater = laterDepth > 0
            fact.methodCalls = closures.reduce(into: Set<String>()) { $0.formUnion(Self.methodCalls(in: $1.statements)) }
            withFragment { $0.animations.append(fact) }
            return .visitChildren
        default:
            // A view the app names as SwiftUI does (its own `Grid(items:namespace:)`) is its own.
            if Self.systemTypes.contains(name), handsANamespace(node.arguments) {
                recordReference(.type(name), arguments: node.arguments, at: node.calledExpression)
                return .visitChildren
            }
            if Self.gridContainers.contains(name) {
                let key = nextKey()
                facts.containers[key] = ContainerFact(key: key, kind: .grid, name: name)
                steps.append(.container(key))
                walkChildren(of: node)
                steps.removeLast()
                return .skipChildren
            }
            if Self.widgetConfigurations.contains(name) {
                walk(node.calledExpression)
                walk(node.arguments)
                steps.append(.widget)
                if let trailing = node.trailingClosure { walk(trailing) }
                walk(node.additionalTrailingClosures)
                steps.removeLast()
                return .skipChildren
            }
            // A member function is a fragment even when its name is capitalized (`func TabButton(...)`).
            // (A parameter or closure name that shadows it, `content()` in `func row(_ content: …)`, is not it.)
            if fragmentNames.contains(name), !bound.contains(name) {
                if name != fragment { recordReference(.fragment(name), arguments: node.arguments, at: node.calledExpression) }
            } else if name.first?.isUppercase == true, !Self.systemTypes.contains(name) {
                recordReference(.type(name), arguments: node.arguments, at: node.calledExpression)
                if let data = customLoopData(node) { return walkLoop(node, list: false, data: data) }
            } else {
                recordPasses(node.arguments)
            }
            return .visitChildren
        }
    }

    /// The step the walk is in, a TabView's page aside: a page's content is the statement's
    /// the TabView is, as any stack's is.
    var enclosingStep: Step? {
        steps.last { if case .tabPage = $0 { return false } else { return true } }
    }

    /// A TabView's pages, each under a step of its own: the selected page shows, no other.
    func walkTabPages(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let content = node.trailingClosure, content.statements.count > 1 else { return .visitChildren }
        walk(node.calledExpression)
        walk(node.arguments)
        let key = nextKey()
        for (index, item) in content.statements.enumerated() {
            steps.append(.tabPage(key, index))
            walk(item)
            steps.removeLast()
        }
        walk(node.additionalTrailingClosures)
        return .skipChildren
    }

    /// `ViewThatFits { A; B }` shows one alternative, never two: each is a branch of its own.
    func walkAlternatives(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        walk(node.calledExpression)
        walk(node.arguments)
        guard let content = node.trailingClosure else { return .skipChildren }
        let key = nextKey()
        var fact = ConditionalFact(
            key: key, typeName: currentTypeName, keyword: "ViewThatFits", condition: "the space offered",
            identifiers: [], branches: [], place: place(node.calledExpression), steps: steps
        )
        facts.conditionals[key] = fact
        for (index, item) in content.statements.enumerated() {
            steps.append(.branch(key, index))
            let statements = walkBranch([item], conditional: key, branch: index)
            steps.removeLast()
            fact.branches.append(BranchFact(label: "alternative \(index + 1)", meaning: .other("alternative \(index + 1)"), statements: statements))
        }
        facts.conditionals[key] = fact
        return .skipChildren
    }

    /// The type's fragments a `TabView` shows as its pages (`example1.tabItem { ... }`).
    func recordTabPages(_ node: FunctionCallExprSyntax) {
        guard let type = typeStack.last, let content = node.trailingClosure else { return }
        let tabView = place(node.calledExpression)
        for (page, item) in content.statements.enumerated() {
            guard case .expr(let expression) = item.item else { continue }
            let root = ModifierChain(expression).rootName
            if fragmentNames.contains(root) {
                facts.types[type].tabPages[root] = TabPage(tabView: tabView, page: page)
            }
        }
    }

    /// The names a `withAnimation` body sets to something (`showContent = true`, `selected =
    /// item`, not `false` or `nil`) or toggles (`open.toggle()`).
    static func switchedOn(in closures: [ClosureExprSyntax]) -> Set<String> {
        closures.reduce(into: []) { $0.formUnion(changes(in: $1.statements, switchedOnOnly: true)) }
    }

    /// The names `code` assigns (`self.selected = item`) or toggles, in one pass over its
    /// tokens; `switchedOnOnly` leaves out those set to `false` or `nil`.
    static func changes(in code: some SyntaxProtocol, switchedOnOnly: Bool) -> Set<String> {
        // Each token's kind is read once and only the two before it are kept: every method of
        // every model class is read so.
        var names: Set<String> = []
        var twoBefore: TokenKind?, oneBefore: TokenKind?
        for token in code.tokens(viewMode: .sourceAccurate) {
            let kind = token.tokenKind
            if case .identifier(let name)? = twoBefore {
                let switchesOff = kind == .keyword(.false) || kind == .keyword(.nil)
                if oneBefore == .equal, !(switchedOnOnly && switchesOff) { names.insert(name) }
                if oneBefore == .period, kind == .identifier("toggle") { names.insert(name) }
            }
            twoBefore = oneBefore
            oneBefore = kind
        }
        return names
    }

    /// The methods `code` calls on a name (`vm.open` for `vm.open(item)` or `self.vm.open(item)`):
    /// one pass over its tokens.
    static func methodCalls(in code: some SyntaxProtocol) -> Set<String> {
        var calls: Set<String> = []
        var last: (TokenKind?, TokenKind?, TokenKind?) = (nil, nil, nil)   // the three tokens before this one, latest last
        for token in code.tokens(viewMode: .sourceAccurate) {
            let kind = token.tokenKind
            if kind == .leftParen, case .identifier(let receiver)? = last.0, last.1 == .period, case .identifier(let method)? = last.2 {
                calls.insert(receiver + "." + method)
            }
            last = (last.1, last.2, kind)
        }
        return calls
    }

    /// The member paths `code` assigns (`vm.selected = item`, `count += 1`), toggles, or calls
    /// a method on (`vm.items.append(x)`, `model.close()`), `self.` dropped: one pass over its tokens.
    static func changedPaths(in code: some SyntaxProtocol) -> Set<String> {
        var paths: Set<String> = []
        var path: [String] = []      // the member path the tokens so far spell (`vm`, `expandedMedia`)
        var afterPeriod = false
        for token in code.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind {
                if afterPeriod, !path.isEmpty {
                    if name == "toggle" { paths.insert(path.joined(separator: ".")) }
                    path.append(name)
                } else {
                    path = [name]
                }
                afterPeriod = false
                continue
            }
            switch token.tokenKind {
            case .keyword(.self):
                path = []
                afterPeriod = false
                continue
            case .period:
                afterPeriod = true
                continue
            case .equal:
                if !path.isEmpty { paths.insert(path.joined(separator: ".")) }
            case .binaryOperator(let op) where op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op):
                if !path.isEmpty { paths.insert(path.joined(separator: ".")) }
            case .leftParen:
                // A method called on a member (`vm.items.append(`): its receiver may change.
                if path.count >= 2 { paths.insert(path.dropLast().joined(separator: ".")) }
            case .postfixQuestionMark, .exclamationMark:
                continue
            default:
                break
            }
            path = []
            afterPeriod = false
        }
        return paths
    }

    /// Walks what `node`'s children would be walked as, without visiting `node` again.
    func walkChildren(of node: FunctionCallExprSyntax) {
        walk(node.calledExpression)
        walk(node.arguments)
        if let trailing = node.trailingClosure { walk(trailing) }
        walk(node.additionalTrailingClosures)
    }

    /// Fields whose `text:` binding the user types into.
    static let textFields: Set<String> = ["TextField", "SecureField", "TextEditor"]

    /// `$name` is the text of a field (`TextField("Title", text: $name)`).
    static func isTypedInto(_ node: DeclReferenceExprSyntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "text",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = SyntaxReading.plainCallee(call) else { return false }
        return textFields.contains(callee)
    }

    func visitReference(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), text.count > 1, let type = typeStack.last {
            // `$state.animation(...)` animates it here; any other use hands the binding out.
            let isAnimationBinding = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation"
            if !isAnimationBinding {
                facts.types[type].bindingsHandedOut.insert(String(text.dropFirst()))
                facts.types[type].bindingUses[String(text.dropFirst()), default: 0] += 1
                if Self.isTypedInto(node) { facts.types[type].typedInto.insert(String(text.dropFirst())) }
            }
            return .skipChildren
        }
        // Only a `@State`'s writes are read (whether it ever changes); most references are reads.
        // A closure's or `if let`'s name that shadows it (`{ image in image.resizable() }`) is not it.
        let viaSelf = node.parent?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        if let type = typeStack.last, stateProperties(of: type).contains(text), viaSelf || !bound.contains(text), Self.isWritten(node) {
            facts.types[type].writtenNames.insert(text)
            if !Self.isSwitchedOn(node) { facts.types[type].resetNames.insert(text) }
        }
        let name = text
        // A helper this file does not declare, shown by name as a whole statement (`penTray` in a
        // `case`): an extension in another file may declare it, which resolution looks up.
        if fragment != nil, name.first?.isLowercase == true, !fragmentNames.contains(name), !bound.contains(name),
           node.parent?.is(CodeBlockItemSyntax.self) == true, let top = typeStack.last, facts.types[top].properties[name] == nil {
            recordReference(.fragment(name), arguments: nil, at: node)
            return .skipChildren
        }
        guard !fragmentNames.isEmpty else { return .skipChildren }
        guard fragmentNames.contains(name), name != fragment, name != "body", !bound.contains(name) else { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .skipChildren }
        }
        // A call `detail(...)` is recorded with its arguments by the call's visit.
        let reference = node.parent?.as(MemberAccessExprSyntax.self).map { Syntax($0) } ?? Syntax(node)
        if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id {
            if SyntaxReading.plainCallee(call) == nil {
                recordReference(.fragment(name), arguments: call.arguments, at: node)
            }
            return .skipChildren
        }
        // A stored property named like a helper function (`menuSections` the array, beside
        // `func menuSections(...)`): read bare, it is the property.
        if let top = typeStack.last, facts.types[top].properties[name] != nil { return .skipChildren }
        recordReference(.fragment(name), arguments: nil, at: node)
        return .skipChildren
    }

    /// The write is `name = true` (or `self.name = true`).
    static func isSwitchedOn(_ node: DeclReferenceExprSyntax) -> Bool {
        var target = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { target = Syntax(member) }
        guard let list = target.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == target.id }) else { return false }
        let assignment = list.index(after: index)
        guard assignment != list.endIndex, list[assignment].is(AssignmentExprSyntax.self) else { return false }
        let value = list.index(after: assignment)
        return value != list.endIndex && list[value].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    /// The reference is written to: `name = …`, `self.name += …`, `name.toggle()` (any method
    /// called on it, or on a member of it), `name[i] = …`, `&name`. A member of another value
    /// (`model.name`) is not this name.
    static func isWritten(_ node: DeclReferenceExprSyntax) -> Bool {
        var target = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
            target = Syntax(member)
        }
        while true {
            if let member = target.parent?.as(MemberAccessExprSyntax.self), member.base?.id == target.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id { return true }
                target = Syntax(member)
            } else if let item = target.parent?.as(SubscriptCallExprSyntax.self), item.calledExpression.id == target.id {
                target = Syntax(item)
            } else if let wrapper = target.parent, wrapper.is(OptionalChainingExprSyntax.self) || wrapper.is(ForceUnwrapExprSyntax.self) {
                // `name?.append(x)`, `name!.count += 1`
                target = wrapper
            } else {
                break
            }
        }
        if target.parent?.is(InOutExprSyntax.self) == true { return true }
        guard let list = target.parent?.as(ExprListSyntax.self), let index = list.firstIndex(where: { $0.id == target.id }) else { return false }
        let next = list.index(after: index)
        guard next != list.endIndex else { return false }
        if list[next].is(AssignmentExprSyntax.self) { return true }
        guard let op = list[next].as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    func recordReference(_ kind: ReferenceFact.Kind, arguments: LabeledExprListSyntax?, at node: some SyntaxProtocol) {
        let args = arguments?.map {
            // A closure argument (`content: { image in … }`) hands nothing over: its views and
            // the calls in it are read where they are written, like a trailing closure's.
            ReferenceFact.Argument(
                label: $0.label?.text,
                identifiers: $0.expression.is(ClosureExprSyntax.self) ? [] : SyntaxReading.identifiers(in: $0.expression, selfMembers: true).map(Self.stripSelf).map(Self.wrappedName),
                literal: IdShape.literalKey($0.expression),
                binding: Self.bindingName($0.expression),
                loopItem: loopItem($0.expression),
                memberType: memberType(handedOn: $0.expression),
                path: Self.handedPath($0.expression)
            )
        } ?? []
        var fact = ReferenceFact(key: nextKey(), kind: kind, arguments: args, place: place(node), steps: steps)
        if case .fragment = kind { fact.runsOnAppear = appearDepth > 0 || Self.isAppearAction(node) }
        withFragment { $0.references.append(fact) }
    }

    /// `card` or `card.visaID` as handed on: a name or a member chain of names; nil for anything else.
    static func handedPath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard expression.is(MemberAccessExprSyntax.self) else { return nil }
        // Most arguments are constants (`.red`, `Color.blue`, `self.x`), which name no path:
        // told from the chain's first name, without printing the argument.
        var base: ExprSyntax? = expression
        while let member = base?.as(MemberAccessExprSyntax.self) { base = member.base }
        guard let base else { return nil }
        if let first = base.as(DeclReferenceExprSyntax.self)?.baseName, first.tokenKind == .keyword(.self) || first.text.first?.isUppercase == true {
            return nil
        }
        return UnknownID.memberPath(expression.trimmedDescription).map { $0.joined(separator: ".") }
    }

    /// `CardModel.selected` for an argument `card` whose model type is only known as the member
    /// of a model it is assigned to (`model.selected = card`); nil for anything else.
    func memberType(handedOn expression: ExprSyntax) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = modelType(of: name),
              !type.hasPrefix("="), type.contains(".") else { return nil }
        return type
    }

    /// `appear` in `.onAppear(perform: appear)` (or `.task(appear)`).
    static func isAppearAction(_ node: some SyntaxProtocol) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.expression.id == Syntax(node).id,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        return member.declName.baseName.text == "onAppear" || member.declName.baseName.text == "task"
    }

    /// `namespace` for `_namespace` (as in `_namespace.wrappedValue`): the wrapper's property.
    static func wrappedName(_ name: String) -> String {
        name.count > 1 && name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    /// `$item` for an argument that is the item of a loop the call sits in (`fruit: item` in
    /// `ForEach(items) { item in`), keyed as the loop's ids read it; nil for anything else.
    func loopItem(_ expression: ExprSyntax) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, bound.contains(name) else { return nil }
        let isItem = steps.contains { step in
            if case .forEach(let key) = step { return facts.forEaches[key]?.parameters.contains(name) == true }
            return false
        }
        return isItem ? SyntaxReading.key(of: expression, bound: Set(bound)) : nil
    }

    /// `open` for an argument `$open` (or `self.$open`): state handed out as a binding;
    /// `router.selected` for `$router.selected`.
    static func bindingName(_ expression: ExprSyntax) -> String? {
        var expr = expression
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            expr = ExprSyntax(member.declName)
        }
        // `$router.selected`: the member of a model the view holds, handed out as a binding.
        var members: [String] = []
        while let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, member.declName.argumentNames == nil {
            members.insert(member.declName.baseName.text, at: 0)
            expr = base
        }
        guard let text = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, text.hasPrefix("$"), text.count > 1 else { return nil }
        return ([String(text.dropFirst())] + members).joined(separator: ".")
    }

    /// Plain names handed to a call herocat does not follow.
    func recordPasses(_ arguments: LabeledExprListSyntax) {
        var names: [String] = []
        for argument in arguments {
            var expression = argument.expression
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                expression = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { names.append(reference.baseName.text) }
        }
        guard !names.isEmpty else { return }
        withFragment { $0.passes.formUnion(names) }
    }
}
