import SwiftIfConfig
import SwiftSyntax
import Validation

/// Conditionals: `#if` (only the compiled clause), `if` and `switch`, each branch walked with
/// its branch step pushed, and what each branch's condition means.
extension FactCollector {
    /// Only the clause the build compiles is read: the others are not part of the app.
    func walkActiveClause(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let active = regions?.activeClause(for: node), let elements = active.elements {
            walk(elements)
        }
        return .skipChildren
    }

    func walkIf(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let key = nextKey()
        walk(node.conditions)
        var (meaning, names) = Self.meaning(of: node.conditions)
        var condition = SyntaxReading.text(of: node.conditions)
        var identifiers = SyntaxReading.identifiers(in: node.conditions, selfMembers: true)
        // `if isSelected` with `let isSelected = selection == tab` above (or a computed property
        // `var isSelected: Bool { selection == tab }`): the test it names.
        if let (name, value) = aliasedTest(node.conditions) {
            meaning = Self.meaning(of: value)
            condition = "\(name) (\(SyntaxReading.text(of: value)))"
            identifiers = SyntaxReading.identifiers(in: value, selfMembers: true)
        }
        var fact = ConditionalFact(
            key: key, typeName: currentTypeName, keyword: "if", condition: condition,
            identifiers: identifiers,
            branches: [], place: place(node.ifKeyword), steps: steps
        )
        fact.readsUseInput = readsUseInput(fact.identifiers)
        fact.readsUnreadItem = readsUnreadItem(fact.identifiers)
        facts.conditionals[key] = fact
        withFragment { $0.conditionals.append(key) }
        if case .optional(let variable, present: true) = meaning, case .statement(let holder)? = enclosingStep, readsPlainData(variable) {
            dataTestHolders.insert(holder)
        }

        let savedTypes = boundModelTypes
        bindModelTypes(node.conditions)
        bound.append(contentsOf: names)
        steps.append(.branch(key, 0))
        let thenStatements = walkBranch(node.body.statements, conditional: key, branch: 0)
        steps.removeLast()
        bound.removeLast(names.count)
        boundModelTypes = savedTypes
        fact.branches.append(BranchFact(label: condition, meaning: meaning, statements: thenStatements))

        if let elseBody = node.elseBody {
            steps.append(.branch(key, 1))
            var elseStatements: [ScopeKey] = []
            switch elseBody {
            case .codeBlock(let block):
                elseStatements = walkBranch(block.statements, conditional: key, branch: 1)
            case .ifExpr(let nested):
                walk(nested)
            }
            steps.removeLast()
            fact.branches.append(BranchFact(label: "else", meaning: Self.negation(of: meaning), statements: elseStatements))
        }
        facts.conditionals[key] = fact
        return .skipChildren
    }

    /// The names include an item a view of another module hands its content (`card` in
    /// `AspectVGrid(cards) { card in … }`). (Most closures hand none: no set is built.)
    func readsUnreadItem(_ names: [String]) -> Bool {
        unreadItems.contains { items in !items.isEmpty && names.contains(where: items.contains) }
    }

    /// An optional read from data the view is given, not from state: a plain stored property
    /// (`book.pages` with `let book: Book`) or a loop item or closure parameter (`item.subtitle`).
    func readsPlainData(_ path: String) -> Bool {
        let root = String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !root.isEmpty else { return false }
        if bound.contains(root) { return true }
        guard let type = typeStack.last else { return false }
        return plainProperties(of: type).contains(root)
    }

    /// How long (in UTF-8 bytes) a view with a closure may be for its text to be compared with
    /// another branch's (`Button("Swap") { withAnimation { swap.toggle() } }` in both).
    static let shortViewLength = 160

    /// A condition that is one local constant, or computed property of the view, holding a
    /// comparison (`let isSelected = selection == tab`, no call in it): its name and value.
    func aliasedTest(_ conditions: ConditionElementListSyntax) -> (String, ExprSyntax)? {
        guard conditions.count == 1, case .expression(let expr)? = conditions.first?.condition,
              let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let value = localConstants[name] ?? (bound.contains(name) ? nil : typeStack.last.flatMap { computedTests[$0]?[name] }),
              let sequence = value.as(SequenceExprSyntax.self),
              sequence.elements.contains(where: { ["==", "!="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }),
              !value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen }) else { return nil }
        return (name, value)
    }

    func walkSwitch(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let key = nextKey()
        walk(node.subject)
        let subject = SyntaxReading.text(of: node.subject)
        var fact = ConditionalFact(
            key: key, typeName: currentTypeName, keyword: "switch", condition: subject,
            identifiers: SyntaxReading.identifiers(in: node.subject, selfMembers: true),
            branches: [], place: place(node.switchKeyword), steps: steps
        )
        fact.readsUseInput = readsUseInput(fact.identifiers)
        fact.readsUnreadItem = readsUnreadItem(fact.identifiers)
        facts.conditionals[key] = fact
        withFragment { $0.conditionals.append(key) }
        var index = 0
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else {
                walk(element)
                continue
            }
            let label: String
            let meaning: BranchMeaning
            var names: [String] = []
            switch switchCase.label {
            case .default:
                label = "default"
                meaning = .other("default")
            case .case(let caseLabel):
                label = "case " + SyntaxReading.text(of: caseLabel.caseItems)
                names = Self.boundNames(in: caseLabel.caseItems)
                if let name = Self.caseName(in: caseLabel.caseItems) {
                    meaning = .enumCase(variable: subject, name: name, positive: true)
                } else {
                    meaning = .other(label)
                }
            }
            bound.append(contentsOf: names)
            steps.append(.branch(key, index))
            let statements = walkBranch(switchCase.statements, conditional: key, branch: index)
            steps.removeLast()
            bound.removeLast(names.count)
            fact.branches.append(BranchFact(label: label, meaning: meaning, statements: statements))
            index += 1
        }
        facts.conditionals[key] = fact
        return .skipChildren
    }

    /// Walks a branch's statements; each view expression among them gets a statement step.
    /// Inside a stack, the stack's own statements are recorded as its children.
    /// `hidden`: the items sit in a stack kept invisible (their statements are too).
    func walkBranch(_ items: some Sequence<CodeBlockItemSyntax>, conditional: ScopeKey, branch: Int, parent: ScopeKey? = nil, hidden: Bool = false) -> [ScopeKey] {
        var keys: [ScopeKey] = []
        for item in items {
            let expression: ExprSyntax?
            switch item.item {
            case .expr(let expr): expression = expr
            case .stmt(let stmt): expression = stmt.as(ExpressionStmtSyntax.self)?.expression
            case .decl(let decl):
                // The compiled clause of an `#if` among the views: its views are this branch's.
                if let ifConfig = decl.as(IfConfigDeclSyntax.self), let active = regions?.activeClause(for: ifConfig),
                   case .statements(let inner)? = active.elements {
                    keys.append(contentsOf: walkBranch(inner, conditional: conditional, branch: branch, parent: parent, hidden: hidden))
                    continue
                }
                expression = nil
            }
            guard actionDepth == 0, let expression, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else {
                walk(item)
                continue
            }
            let key = nextKey()
            let chain = ModifierChain(expression)
            let root = chain.rootName
            let invisibility = chain.invisibility(constant: constantNumber)
            // Inside a hidden stack (`.opacity(loved ? 1 : 0)`) it shows only as that stack does.
            let isHidden = hidden || parent.map(hiddenStatements.contains) == true || invisibility == .hidden
            if isHidden { hiddenStatements.insert(key) }
            facts.statements[key] = StatementFact(
                key: key, conditional: conditional, branch: branch, root: root,
                chainIsMatched: chain.isMatched || holdsLocalMatchedView(chain.root),
                transition: chain.transition(file: fileIndex, lines: lines),
                geometry: chain.geometry,
                font: chain.font(file: fileIndex, lines: lines)?.value,
                isFiller: ModifierChain.fillers.contains(root) || chain.isEmptyText,
                isInvisible: isHidden || invisibility != nil,
                opacityReads: chain.opacityReads,
                parent: parent,
                // Closure arguments (`content:`, `label:`) are views walked on their own: reading
                // their names here would walk every nested stack once per level.
                // (An Array first: filtering a syntax collection builds a new tree.)
                arguments: Set((chain.rootCall.map { Array($0.arguments) } ?? []).filter { !$0.expression.is(ClosureExprSyntax.self) }
                    .flatMap { SyntaxReading.identifiers(in: $0.expression, selfMembers: true).map(Self.stripSelf) }),
                isView: expression.is(FunctionCallExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self),
                place: place(expression)
            )
            facts.statements[key]?.isPlainSurface = chain.isPlainSurface
            facts.statements[key]?.hidingOpacityReads = chain.hidingOpacityReads
            // Nothing but that opacity (and an offset) hides it: not `.hidden()`, a clear fill, or the stack it sits in.
            let besidesOpacity = chain.invisibility(constant: constantNumber, countingOpacity: false)
            let seenByItself = !hidden && parent.map(hiddenStatements.contains) != true
            let computedOpacity = chain.opacityIsComputed && seenByItself && (besidesOpacity == nil || besidesOpacity == .movedOff)
            facts.statements[key]?.hiddenByComputedOpacity = computedOpacity
            // Moved by an offset alone, or beside such an opacity (not one a flag switches).
            if besidesOpacity == .movedOff, seenByItself, invisibility == .movedOff || computedOpacity {
                facts.statements[key]?.offsetReads = chain.offsetReads
            }
            // Hidden by its own chain, or by the stack it sits in (read before the write).
            let hiddenBy = invisibility != nil || (hidden && parent == nil) ? key : parent.flatMap { facts.statements[$0]?.hiddenBy }
            facts.statements[key]?.hiddenBy = hiddenBy
            facts.statements[key]?.tapChanges = chain.tapChanges
            // Only views without closures or short ones (`Button("Swap") { … }`): a stack's text
            // would hold every view inside it again. What another branch may repeat, itself or
            // through the child view it shows.
            if expression.trimmedLength.utf8Length <= Self.shortViewLength || !expression.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace }) {
                facts.statements[key]?.source = SyntaxReading.key(of: expression)
            }
            // The view itself, without its modifiers (`Text(name)`), for a root call with no
            // closure: the same view at the same place of another branch is restyled, not shown anew.
            if facts.conditionals[conditional] != nil, let call = chain.rootCall, call.trailingClosure == nil,
               call.trimmedLength.utf8Length <= Self.shortViewLength, !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) {
                facts.statements[key]?.rootCall = SyntaxReading.key(of: call)
            }
            facts.statements[key]?.visibilityFlags = chain.visibilityFlags
            facts.statements[key]?.mayStyleText = chain.mayStyleText
            if let backdrop = chain.backdrop?.calledExpression.as(MemberAccessExprSyntax.self) { facts.statements[key]?.backdrop = place(backdrop.declName) }
            let overlays = chain.overlays
            if let overlay = overlays.plain { facts.statements[key]?.overlay = Located(value: overlay.text, place: place(overlay)) }
            if let (content, flag) = overlays.flagged {
                facts.statements[key]?.flaggedOverlay = .init(content: Located(value: content.text, place: place(content)), flag: flag)
            }
            facts.statements[key]?.masksWithMatchedShape = chain.masksWithMatchedShape
            if let parent { facts.statements[parent]?.children.append(key) }
            keys.append(key)
            steps.append(.statement(key))
            walk(item)
            steps.removeLast()
            // A stack whose own views are all invisible (its content sits in conditionals of
            // other state, or moves in by itself) shows nothing when it appears.
            // (Content under a test of the data the view is given, `if let pages = book.pages`,
            // shows whenever that data is there.)
            if contentWalked.contains(key), !chain.isDecorated, !dataTestHolders.contains(key), let statement = facts.statements[key],
               statement.children.allSatisfy({ facts.statements[$0].map { $0.isInvisible || $0.isFiller } ?? true }) {
                facts.statements[key]?.isInvisible = true
                // (Not where its own opacity hides them: they are hidden because it is.)
                facts.statements[key]?.holdsOnlyHidden = !hiddenStatements.contains(key)
            }
        }
        return keys
    }

    /// The names read include a parameter of the current view function or a plain
    /// property of the current type: what each use of the fragment or view is given.
    func readsUseInput(_ names: [String]) -> Bool {
        let parameters = bound.prefix(fragmentParameterCount)
        let properties = typeStack.last.map(plainProperties(of:)) ?? []
        return names.contains { parameters.contains($0) || properties.contains($0) }
    }

    /// How an `if` condition selects its branch, and the names it binds.
    static func meaning(of conditions: ConditionElementListSyntax) -> (BranchMeaning, [String]) {
        guard let first = conditions.first else { return (.other(""), []) }
        var names: [String] = []
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.append(name) }
            case .matchingPattern(let pattern):
                names += boundNames(inPattern: pattern.pattern)
            default:
                break
            }
        }
        let meaning: BranchMeaning
        switch first.condition {
        case .expression(let expr):
            meaning = Self.meaning(of: expr)
        case .optionalBinding(let binding):
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? SyntaxReading.text(of: binding.pattern)
            let variable = binding.initializer.map { stripSelf(SyntaxReading.key(of: $0.value)) } ?? name
            meaning = .optional(variable: variable, present: true)
        case .matchingPattern(let pattern):
            let name = caseName(inTokensOf: pattern.pattern) ?? SyntaxReading.text(of: pattern.pattern)
            meaning = .enumCase(variable: stripSelf(SyntaxReading.key(of: pattern.initializer.value)), name: name, positive: true)
        default:
            meaning = .other(SyntaxReading.text(of: first))
        }
        return (meaning, names)
    }

    static func meaning(of expr: ExprSyntax) -> BranchMeaning {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return .bool(variable: reference.baseName.text, positive: true)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil {
            return .bool(variable: stripSelf(SyntaxReading.key(of: member)), positive: true)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return negation(of: meaning(of: prefix.expression))
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return meaning(of: inner.expression)
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            guard let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else {
                return .other(SyntaxReading.text(of: expr))
            }
            let equal = op == "=="
            var lhs = parts[0]
            var rhs = parts[2]
            if lhs.is(NilLiteralExprSyntax.self) || lhs.is(BooleanLiteralExprSyntax.self) || (lhs.as(MemberAccessExprSyntax.self)?.base == nil && lhs.is(MemberAccessExprSyntax.self)) {
                swap(&lhs, &rhs)
            }
            // `isShowingModal == false` reads as `!isShowingModal`.
            if let literal = rhs.as(BooleanLiteralExprSyntax.self) {
                let holds = meaning(of: lhs)
                guard case .bool = holds else { return .other(SyntaxReading.text(of: expr)) }
                return (literal.literal.tokenKind == .keyword(.true)) == equal ? holds : negation(of: holds)
            }
            let variable = stripSelf(SyntaxReading.key(of: lhs))
            if rhs.is(NilLiteralExprSyntax.self) {
                return .optional(variable: variable, present: !equal)
            }
            if let member = rhs.as(MemberAccessExprSyntax.self), member.base == nil {
                return .enumCase(variable: variable, name: member.declName.baseName.text, positive: equal)
            }
            return .comparison(variable: variable, equal: equal)
        }
        return .other(SyntaxReading.text(of: expr))
    }

    static func negation(of meaning: BranchMeaning) -> BranchMeaning {
        switch meaning {
        case let .bool(variable, positive): return .bool(variable: variable, positive: !positive)
        case let .optional(variable, present): return .optional(variable: variable, present: !present)
        case let .enumCase(variable, name, positive): return .enumCase(variable: variable, name: name, positive: !positive)
        case let .comparison(variable, equal): return .comparison(variable: variable, equal: !equal)
        case .other(let text): return .other("!(\(text))")
        }
    }

    static func stripSelf(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// The first case name in case items (`grid` in `.grid`, `detail` in `.detail(let x)`).
    static func caseName(in items: SwitchCaseItemListSyntax) -> String? {
        items.first.flatMap { caseName(inTokensOf: $0.pattern) }
    }

    static func caseName(inTokensOf node: some SyntaxProtocol) -> String? {
        var previous: TokenKind?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if previous == .period, case .identifier(let name) = token.tokenKind { return name }
            previous = token.tokenKind
        }
        return nil
    }

    static func boundNames(in items: SwitchCaseItemListSyntax) -> [String] {
        items.flatMap { boundNames(inPattern: $0.pattern) }
    }

    /// Names a pattern binds: the identifiers after `let` / `var` (and inside `let .x(a, b)`).
    static func boundNames(inPattern pattern: PatternSyntax) -> [String] {
        var names: [String] = []
        var binding = false
        var previous: TokenKind?
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var) { binding = true }
            if binding, previous != .period, case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .colon {
                names.append(name)
            }
            previous = token.tokenKind
        }
        return names
    }

    /// `largeCircle` for `let largeCircle = Circle().matchedGeometryEffect(id: "sphere", in: ns)`
    /// written above in the same body: the matched view itself, placed here.
    func holdsLocalMatchedView(_ root: ExprSyntax) -> Bool {
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, !bound.contains(name),
              let value = localConstants[name] else { return false }
        return ModifierChain(value).isMatched
    }
}
