import SwiftSyntax
import Validation

/// Closures bind names (their parameters), and an action closure runs on an event: it shows no views.
extension FactCollector {

    /// Modifiers whose closure argument is code run on an event, not views.
    static let actionModifiers: Set<String> = [
        "task", "gesture", "simultaneousGesture", "highPriorityGesture", "refreshable", "perform",
    ]

    /// Argument labels of closures that run on an event (`onChange(of:perform:)`, `onDismiss:`).
    static let actionLabels: Set<String> = ["action", "perform", "onDismiss", "completion", "onEnded", "onChanged", "onCommit", "onEditingChanged"]

    /// The closure is code run on an event: an `on…` modifier's, a `Button`'s action, an
    /// `action:` argument, `withAnimation`'s body.
    static func isAction(_ closure: ClosureExprSyntax) -> Bool {
        if let labeled = closure.parent?.as(LabeledExprSyntax.self) {
            // `.onEnded({ value in … })`: the closure in parentheses of an event modifier.
            if labeled.label == nil, let member = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
               member.base != nil, member.declName.baseName.text.hasPrefix("on") || actionModifiers.contains(member.declName.baseName.text) {
                return true
            }
            return actionLabels.contains(labeled.label?.text ?? "")
        }
        // `} didComplete: { … }`: an additional trailing closure named for an event, or running code.
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            let label = element.label.text
            return actionLabels.contains(label) || ["on", "did", "will"].contains(where: label.hasPrefix) || runsCode(closure.statements)
        }
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let name = member.declName.baseName.text
            return name.hasPrefix("on") || actionModifiers.contains(name) || runsCode(closure.statements)
        }
        guard let callee = SyntaxReading.plainCallee(call) else { return false }
        if callee == "withAnimation" || callee == "withTransaction" { return true }
        // `Button("Title") { action }` and `Button { action } label: { ... }`.
        if callee == "Button" { return !call.arguments.isEmpty || !call.additionalTrailingClosures.isEmpty }
        // Any other call's closure that assigns or animates (a control of the app's own) is code.
        return runsCode(closure.statements)
    }

    /// A method of the type handed to an event by name (`.onEnded(dragEnded)`, `.onTapGesture(perform:
    /// close)`, `Button("Close", action: close)`): the event runs it outside any `withAnimation`.
    /// An `.onAppear` or `.task` runs it as the view appears, setting the state it starts in.
    func recordHandedMethods(_ call: FunctionCallExprSyntax) {
        guard let type = typeStack.last, !call.arguments.isEmpty else { return }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let name = member.declName.baseName.text
            guard name.hasPrefix("on"), name != "onAppear" else { return }
        } else if SyntaxReading.plainCallee(call) != "Button" {
            return
        }
        for argument in call.arguments where argument.label == nil || Self.actionLabels.contains(argument.label?.text ?? "") {
            if let method = UnanimatedChanges.ownMethodName(argument.expression) {
                eventMethodCalls[type, default: []].append((method, place(argument.expression)))
            }
        }
    }

    /// A trailing closure of a control of the app's own whose every statement calls a method
    /// of a model the view holds (`ControlButton { vm.playPrev() } content: { … }`, also in
    /// both sides of an `if`): no view builder shows that; it is what an action does.
    func callsModelMethodsOnly(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
              SyntaxReading.plainCallee(call)?.first?.isUppercase == true, let top = typeStack.last else { return false }
        func isModel(_ name: String) -> Bool {
            guard let property = facts.types[top].properties[name] else { return false }
            return !RuleInput.sharedModelWrappers.isDisjoint(with: property.attributes)
        }
        func callsOnly(_ statements: CodeBlockItemListSyntax) -> Bool {
            !statements.isEmpty && statements.allSatisfy { item in
                let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                if let ifExpr = expression?.as(IfExprSyntax.self) {
                    guard callsOnly(ifExpr.body.statements) else { return false }
                    switch ifExpr.elseBody {
                    case .codeBlock(let block)?: return callsOnly(block.statements)
                    case .ifExpr(let nested)?: return callsOnly(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(nested)))]))
                    case nil: return true
                    }
                }
                guard let called = expression?.as(FunctionCallExprSyntax.self), called.trailingClosure == nil,
                      let root = called.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return false }
                return isModel(root.baseName.text) && !bound.contains(root.baseName.text)
            }
        }
        return callsOnly(closure.statements)
    }

    /// The call a closure is an argument of: in its parentheses (`Card(onTap: { … })`), its
    /// trailing closure, or an additional one (`{ … } placeholder: { … }`).
    static func call(holding closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let owner = closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent
            ?? closure.parent
        return owner?.as(FunctionCallExprSyntax.self)
    }

    /// The callee of the call holding the closure, when it is a type herocat does not read as
    /// SwiftUI's (`Card`, `ConditionalStack`): a view of the app's own or of another module.
    static func viewOfItsOwn(holding closure: ClosureExprSyntax) -> String? {
        guard let call = call(holding: closure), let callee = SyntaxReading.plainCallee(call),
              callee.first?.isUppercase == true, !knownContainers.contains(callee) else { return nil }
        return callee
    }

    /// The closure is an argument of a view the app declares (`Card(…) { dealt = true }`, `Card(onTap: { … })`),
    /// not of a `Task` or a `Timer`: the view decides when, and how animated, it runs.
    static func isHandedToAView(_ closure: ClosureExprSyntax) -> Bool {
        guard let callee = viewOfItsOwn(holding: closure) else { return false }
        return callee != "Task" && callee != "Timer"
    }

    /// The closure is an argument of a function of the type itself (`card(color) { selected.append(color) }`
    /// with `func card(_:_ action:)` running `action()` in a `withAnimation`): that function
    /// decides when, and how animated, it runs.
    func isHandedToOwnFunction(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = Self.call(holding: closure), let callee = SyntaxReading.plainCallee(call) else { return false }
        return callee.first?.isLowercase == true && fragmentNames.contains(callee)
    }

    /// Methods of SwiftUI, Dispatch, Foundation and Combine whose closures run as written, with no
    /// animation of their own (other than the `on…` modifiers and `actionModifiers`).
    static let plainClosureRunners: Set<String> = ["async", "asyncAfter", "sync", "scheduledTimer", "sink", "updating", "dropDestination", "transaction"]

    /// The closure is code handed to a modifier herocat does not know (`.buttonify { open.toggle() }`
    /// of a library): that modifier runs it, maybe in a `withAnimation` of its own. (Content
    /// handed to a modifier, `.overlay { Button { … } }`, writes nothing itself.)
    static func isHandedToForeignModifier(_ closure: ClosureExprSyntax) -> Bool {
        guard let member = call(holding: closure)?.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        let name = member.declName.baseName.text
        if let labeled = closure.parent?.as(LabeledExprSyntax.self), actionLabels.contains(labeled.label?.text ?? "") { return false }
        guard !name.hasPrefix("on"), !actionModifiers.contains(name), !plainClosureRunners.contains(name) else { return false }
        return OwnWrites.occur(in: closure)
    }

    /// Whether a closure's own statements (not the closures inside them, each read on its own)
    /// assign or mutate a name: one pass over them, so every closure of a file is read once.
    private final class OwnWrites: SyntaxVisitor {
        private var found = false

        static func occur(in closure: ClosureExprSyntax) -> Bool {
            let reader = OwnWrites(viewMode: .sourceAccurate)
            reader.walk(closure.statements)
            return reader.found
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if !found, FactCollector.isWritten(node) { found = true }
            return found ? .skipChildren : .visitChildren
        }
    }

    /// The names a closure assigns or mutates (`selected.append(color)`, `count += 1`).
    static func writtenNames(in closure: ClosureExprSyntax) -> Set<String> {
        var names: Set<String> = []
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  isWritten(reference) else { continue }
            names.insert(name)
        }
        return names
    }

    /// The closure of an `.onAppear { }` or `.task { }` that runs at once as its view appears
    /// (not after a `sleep`; what an `asyncAfter` inside it runs is left out where it is).
    static func runsOnAppear(_ closure: ClosureExprSyntax) -> Bool {
        guard let member = call(holding: closure)?.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
              member.declName.baseName.text == "onAppear" || member.declName.baseName.text == "task" else { return false }
        return !sleepsFirst(closure)
    }

    /// A closure run later than the code around it: `asyncAfter`'s, or one that sleeps first.
    static func runsLater(_ closure: ClosureExprSyntax) -> Bool {
        if let member = call(holding: closure)?.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "asyncAfter" { return true }
        return sleepsFirst(closure)
    }

    /// A statement of the closure itself (not of a closure inside it) sleeps: `try await
    /// Task.sleep(…)`, `sleep(1)`. Only the statements' own calls are read, not their tokens.
    static func sleepsFirst(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.contains { item in
            var expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            while let inner = expression?.as(TryExprSyntax.self)?.expression ?? expression?.as(AwaitExprSyntax.self)?.expression {
                expression = inner
            }
            guard let called = expression?.as(FunctionCallExprSyntax.self)?.calledExpression else { return false }
            let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            return name == "sleep"
        }
    }

    /// Code that waits before it acts (`DispatchQueue.main.asyncAfter`, `Task.sleep`): what it
    /// changes does not change now.
    static func waitsFirst(_ code: some SyntaxProtocol) -> Bool {
        code.tokens(viewMode: .sourceAccurate).contains { $0.text == "asyncAfter" || $0.text == "sleep" }
    }

    /// Statements no view builder accepts: an assignment or a `withAnimation` (also inside
    /// a top-level `if`), a `guard`, a loop, `do`, `defer` or `throw`. A modifier of another module whose closure holds them
    /// (`.valueChanged(value:) { _ in ... }`) runs it on an event.
    static func runsCode(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            // Statements a view builder does not accept (`guard`, loops, `do`, `defer`, `throw`).
            if item.item.is(GuardStmtSyntax.self) || item.item.is(WhileStmtSyntax.self) || item.item.is(RepeatStmtSyntax.self)
                || item.item.is(DoStmtSyntax.self) || item.item.is(DeferStmtSyntax.self) || item.item.is(ThrowStmtSyntax.self)
                || item.item.is(ForStmtSyntax.self) { return true }
            if let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
               sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return true }
            if let call = item.item.as(FunctionCallExprSyntax.self), SyntaxReading.plainCallee(call) == "withAnimation" { return true }
            let ifExpr = item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            return ifExpr.map { runsCode($0.body.statements) } ?? false
        }
    }

    /// SwiftUI views whose closures hold content herocat reads as laid out in one place.
    static let knownContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ScrollView", "ScrollViewReader", "List", "Form", "Section", "Group", "GroupBox", "GeometryReader",
        "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "TabView", "Tab", "TabSection",
        "Button", "Menu",
        "ViewThatFits", "Label", "Link", "ForEach", "ControlGroup", "DisclosureGroup", "Toggle", "Picker",
        "TimelineView", "ShareLink", "LabeledContent", "ContentUnavailableView", "Table", "WindowGroup",
    ]

    /// The closure is the content of a view type herocat does not read (`ConditionalStack { ... }`
    /// of another module): that container may lay its content out in states of its own.
    static func isUnreadContent(_ closure: ClosureExprSyntax) -> Bool {
        viewOfItsOwn(holding: closure) != nil
    }

    /// The closure is toolbar content: a `ToolbarItem`'s or `ToolbarItemGroup`'s, or a `.toolbar { }`
    /// modifier's (each navigation stack hosts its own bar).
    static func isToolbarContent(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = call(holding: closure) else { return false }
        if let callee = SyntaxReading.plainCallee(call) { return callee == "ToolbarItem" || callee == "ToolbarItemGroup" }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toolbar"
    }

    /// Modifiers whose view arguments go to the navigation bar or toolbar, not into the
    /// layout of the view they modify.
    static let barModifiers: Set<String> = ["navigationBarItems", "toolbar", "navigationBarTitle", "navigationTitle"]

    /// A stack handed to a bar modifier (`.navigationBarItems(trailing: HStack { ... })`): its
    /// views sit in the bar, which the system shows and hides with the screen, not beside the
    /// views of the modified stack.
    static func isBarContent(_ call: FunctionCallExprSyntax) -> Bool {
        guard let modifier = call.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let member = modifier.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return barModifiers.contains(member.declName.baseName.text)
    }

    func enterClosure(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let names = shorthandLoopContent.contains(node.id) ? ["0"] : SyntaxReading.parameters(of: node)
        bound.append(contentsOf: names)
        closureBindCounts.append(names.count)
        let action = Self.isAction(node) || callsModelMethodsOnly(node)
        closureIsAction.append(action)
        if action { actionDepth += 1 }
        // Code handed to a function of the type itself, or (outside any action) to a modifier of
        // another module, runs when and as that code decides.
        let runByOtherCode = isHandedToOwnFunction(node) || (actionDepth == (action ? 1 : 0) && Self.isHandedToForeignModifier(node))
        // What one event changes at once (the outermost action closure, unless it waits first),
        // and what it changes with no animation (its later closures' changes too).
        if action, actionDepth == 1, let type = typeStack.last {
            let waits = Self.waitsFirst(node.statements)
            let changed = Self.changes(in: node.statements, switchedOnOnly: false)
            if !changed.isEmpty, !waits { facts.types[type].changedTogether.append(changed) }
            let (bare, calls) = UnanimatedChanges.read(node)
            if Self.isHandedToAView(node) {
                if !waits { facts.types[type].changedInHandedClosures.formUnion(changed) }
            } else if !runByOtherCode {
                let onAppear = Self.runsOnAppear(node)
                if !bare.isEmpty {
                    let assignments = Dictionary(bare.map { ($0.name, place($0.at)) }, uniquingKeysWith: { first, _ in first })
                    facts.types[type].unanimatedChanges.append(Located(value: assignments, place: place(node)))
                    facts.types[type].changedLater.formUnion(bare.filter(\.later).map { place($0.at) })
                    if onAppear { facts.types[type].changedOnAppear.insert(place(node)) }
                }
                if !onAppear, !calls.isEmpty {
                    eventMethodCalls[type, default: []] += calls.map { ($0.name, place($0.at)) }
                }
            }
        }
        // A closure handed to a function of the type itself (`card(color) { picked.append(color) }`)
        // or a library's modifier: that code runs it, animated or not, so what it assigns or
        // mutates is no established cut.
        if runByOtherCode, let type = typeStack.last, !Self.waitsFirst(node.statements) {
            facts.types[type].changedInHandedClosures.formUnion(Self.writtenNames(in: node))
        }
        // Code the view runs as it appears, unless it runs later (`asyncAfter`'s closure, one that sleeps first).
        let later = Self.runsLater(node)
        let appearChange = Self.runsOnAppear(node) ? 1 : (later ? -appearDepth : 0)
        closureAppearChanges.append(appearChange)
        appearDepth += appearChange
        closureRunsLater.append(later)
        if later { laterDepth += 1 }
        let toolbar = Self.isToolbarContent(node)
        closureIsToolbar.append(toolbar)
        if toolbar { toolbarDepth += 1 }
        let unread = !action && Self.isUnreadContent(node)
        closureIsUnreadContent.append(unread)
        if unread { unreadContentDepth += 1 }
        unreadItems.append(unread ? names : [])
        // The item a container of another module hands its content (`SnapCarousel(items:) { movie in }`)
        // is typed, as a loop's is, by what the content assigns it to (`detailMovie = movie`).
        closureTypeSaves.append(unread && !names.isEmpty ? boundModelTypes : nil)
        if unread, let item = names.last, let type = assignedModelType(of: item, in: node) { boundModelTypes[item] = type }
        // The content of a stack a branch shows: its views appear with the branch too.
        // (A trailing closure, or `content:` as in `VStack(alignment: .leading, content: { ... })`.)
        let labeled = node.parent?.as(LabeledExprSyntax.self)
        let owner = labeled?.label?.text == "content" ? labeled?.parent?.parent : node.parent
        // A matched stack inside one of its modifiers (`.background { ZStack { … }.matchedGeometryEffect(…) }`)
        // morphs with its content: that content is the matched view's, not the statement's.
        // A button's label shows as its content does (`Button { … } label: { Image(…); Text(…) }`),
        // for a button that is a statement of its own (not a menu's item, nor a bar's).
        let button = toolbarDepth == 0 ? Self.buttonOfLabel(node) : nil
        if case .statement(let parent)? = enclosingStep, let statement = facts.statements[parent],
           button.map({ $0.positionAfterSkippingLeadingTrivia.utf8Offset == statement.place.offset }) ?? true,
           let call = button ?? owner?.as(FunctionCallExprSyntax.self), let callee = SyntaxReading.plainCallee(call),
           button != nil || ModifierChain.contentStacks.contains(callee), !Self.isBarContent(call),
           !isInMatchedStack(call, below: statement.place.offset) {
            contentWalked.insert(parent)
            // A stack kept invisible by its own modifiers (`HStack { … }.opacity(loved ? 1 : 0)` in an
            // `.overlay`) shows its content only as it appears by itself.
            let hidden = Self.hidingChain(of: call).map { ModifierChain($0).invisibility(constant: constantNumber) == .hidden } ?? false
            _ = walkBranch(node.statements, conditional: statement.conditional, branch: statement.branch, parent: parent, hidden: hidden)
            return .skipChildren
        }
        return .visitChildren
    }

    /// The `Button` whose label `closure` is: `label:` as an argument or a trailing closure.
    static func buttonOfLabel(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let call: FunctionCallExprSyntax?
        if let labeled = closure.parent?.as(LabeledExprSyntax.self), labeled.label?.text == "label" {
            call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self), element.label.text == "label" {
            call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            call = nil
        }
        guard let call, SyntaxReading.plainCallee(call) == "Button" else { return nil }
        return call
    }

    /// `call`, or a stack around it inside the statement starting at `offset`, is matched
    /// (and is not the statement itself, whose content the rules read as theirs).
    func isInMatchedStack(_ call: FunctionCallExprSyntax, below offset: Int) -> Bool {
        var node: Syntax? = Syntax(call)
        while let current = node {
            if current.is(CodeBlockItemSyntax.self), current.positionAfterSkippingLeadingTrivia.utf8Offset == offset { return false }
            if let stack = current.as(FunctionCallExprSyntax.self), stack.positionAfterSkippingLeadingTrivia.utf8Offset != offset,
               let callee = SyntaxReading.plainCallee(stack), ModifierChain.contentStacks.contains(callee), Self.hasMatchedModifier(stack) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The outermost modifier call applied to `call` when one of its modifiers may hide it
    /// (`.opacity`, `.hidden`); nil for the rest (most stacks, not summarised).
    static func hidingChain(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        var top = ExprSyntax(call)
        var mayHide = false
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
            let name = member.declName.baseName.text
            if name == "opacity" || name == "hidden" { mayHide = true }
            top = ExprSyntax(outer)
        }
        return mayHide ? top : nil
    }

    /// A `matchedGeometryEffect` or `matchedTransitionSource` among the modifiers applied to
    /// `call` (read up its chain only, without summarising it).
    static func hasMatchedModifier(_ call: FunctionCallExprSyntax) -> Bool {
        var top = ExprSyntax(call)
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
            let name = member.declName.baseName.text
            if name == "matchedGeometryEffect" || name == "matchedTransitionSource" { return true }
            top = ExprSyntax(outer)
        }
        return false
    }

    func leaveClosure(_ node: ClosureExprSyntax) {
        bound.removeLast(closureBindCounts.removeLast())
        if closureIsAction.removeLast() { actionDepth -= 1 }
        appearDepth -= closureAppearChanges.removeLast()
        if closureRunsLater.removeLast() { laterDepth -= 1 }
        if closureIsUnreadContent.removeLast() { unreadContentDepth -= 1 }
        unreadItems.removeLast()
        if closureIsToolbar.removeLast() { toolbarDepth -= 1 }
        if let saved = closureTypeSaves.removeLast() { boundModelTypes = saved }
    }
}
