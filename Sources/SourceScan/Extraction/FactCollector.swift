import SwiftIfConfig
import SwiftSyntax
import Validation

/// One pass over a file's tree that records, per type and per view fragment, the matched
/// views, the conditionals whose branches they sit in, the animations, transitions,
/// ForEach loops, containers, navigation destinations and uses of other views.
///
/// The path to every view is kept as a stack of `Step`s while walking: a conditional
/// walks each branch itself with its branch pushed, a ForEach its content closure with
/// the loop pushed, and so on, so no node is ever asked for its ancestors to find them.
final class FactCollector: SyntaxVisitor {
    private let fileIndex: Int
    private let lines: LineTable
    private(set) var facts: FileFacts

    private var counter = 0
    private var steps: [Step] = []
    /// Names bound by enclosing closures and `if let` / `case let` patterns.
    private var bound: [String] = []
    /// Enclosing ForEach loops: key, parameters, the parameters that are positions.
    private var loops: [(key: ScopeKey, parameters: [String], positional: [String: String])] = []

    /// The type being read (index into `facts.types`) and its fragment.
    private var typeStack: [Int] = []
    /// Index into `facts.types` by name (extensions merge into their type).
    private var typeIndex: [String: Int] = [:]
    private var fragment: String?
    private var fragmentNames: Set<String> = []

    /// Which `#if` clauses the build compiles; nil when the file has none.
    private let regions: ConfiguredRegions?
    /// Modifier chains already read, so a long chain costs its length once.
    private var chains = ChainSummaries()

    init(fileIndex: Int, path: String, lines: LineTable, regions: ConfiguredRegions?) {
        self.fileIndex = fileIndex
        self.lines = lines
        self.regions = regions
        self.facts = FileFacts(index: fileIndex, path: path, lineCount: lines.lineCount)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Keys, places, recording

    private func nextKey() -> ScopeKey {
        counter += 1
        return scopeKey(file: fileIndex, local: counter)
    }

    private func place(_ node: some SyntaxProtocol) -> Place {
        lines.place(file: fileIndex, of: node)
    }

    /// The type facts and fragment name new facts go to; code outside any type goes to a
    /// file-level pseudo type named "".
    private func withFragment(_ update: (inout FragmentFacts) -> Void) {
        let index: Int
        if let top = typeStack.last {
            index = top
        } else if let existing = typeIndex[""] {
            index = existing
        } else {
            facts.types.append(TypeFacts(name: "", file: fileIndex, place: Place(file: fileIndex, offset: 0, line: 1, column: 1), inherits: []))
            index = facts.types.count - 1
            typeIndex[""] = index
        }
        let name = fragment ?? "(top level)"
        if facts.types[index].fragments[name] == nil {
            facts.types[index].fragments[name] = FragmentFacts(name: name)
            facts.types[index].fragmentOrder.append(name)
        }
        update(&facts.types[index].fragments[name]!)
    }

    private var currentTypeName: String {
        typeStack.last.map { facts.types[$0].name } ?? ""
    }

    // MARK: - Types and members

    private func enterType(name: String, inherits: InheritanceClauseSyntax?, members: MemberBlockSyntax, node: some SyntaxProtocol) {
        let inherited = inherits?.inheritedTypes.map { SyntaxReading.key(of: $0.type) } ?? []
        let index: Int
        if !name.isEmpty, let existing = typeIndex[name] {
            index = existing
            facts.types[index].inherits += inherited
        } else {
            facts.types.append(TypeFacts(name: name, file: fileIndex, place: place(node), inherits: inherited))
            index = facts.types.count - 1
            if !name.isEmpty { typeIndex[name] = index }
        }
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self).map { SyntaxReading.key(of: $0.attributeName) } }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if binding.accessorBlock != nil {
                        if facts.types[index].fragments[name] == nil {
                            facts.types[index].fragments[name] = FragmentFacts(name: name)
                            facts.types[index].fragmentOrder.append(name)
                        }
                    } else if facts.types[index].properties[name] == nil {
                        facts.types[index].properties[name] = PropertyFact(
                            name: name, attributes: attributes,
                            type: binding.typeAnnotation.map { SyntaxReading.key(of: $0.type) },
                            initializer: binding.initializer.map { SyntaxReading.key(of: $0.value) },
                            place: place(variable.attributes.isEmpty ? Syntax(binding) : Syntax(variable))
                        )
                        facts.types[index].propertyOrder.append(name)
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                if facts.types[index].fragments[name] == nil {
                    facts.types[index].fragments[name] = FragmentFacts(name: name)
                    facts.types[index].fragmentOrder.append(name)
                    facts.types[index].fragmentParameters[name] = function.signature.parameterClause.parameters.map {
                        FragmentParameter(label: $0.firstName.text == "_" ? nil : $0.firstName.text, name: ($0.secondName ?? $0.firstName).text)
                    }
                }
            }
        }
        typeStack.append(index)
        savedContexts.append((fragment, fragmentNames, steps, bound, loops))
        fragment = nil
        fragmentNames = Set(facts.types[index].fragmentOrder)
        steps = []
        bound = []
        loops = []
    }

    private var savedContexts: [(String?, Set<String>, [Step], [String], [(key: ScopeKey, parameters: [String], positional: [String: String])])] = []

    private func leaveType() {
        typeStack.removeLast()
        let saved = savedContexts.removeLast()
        (fragment, fragmentNames, steps, bound, loops) = saved
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxReading.key(of: node.extendedType).split(separator: ".").last.map(String.init) ?? ""
        enterType(name: name, inherits: node.inheritanceClause, members: node.memberBlock, node: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    /// A member of the current type (not a local inside a function).
    private func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    private var fragmentSaves: [(String?, [Step], [String], [(key: ScopeKey, parameters: [String], positional: [String: String])])] = []

    /// How many names at the start of `bound` are the current function's parameters.
    private var fragmentParameterCount = 0

    private func enterFragment(_ name: String) {
        fragmentSaves.append((fragment, steps, bound, loops))
        parameterCountSaves.append(fragmentParameterCount)
        fragmentParameterCount = 0
        fragment = name
        steps = []
        bound = []
        loops = []
    }

    private var parameterCountSaves: [Int] = []

    private func leaveFragment() {
        (fragment, steps, bound, loops) = fragmentSaves.removeLast()
        fragmentParameterCount = parameterCountSaves.removeLast()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember(node), !typeStack.isEmpty else {
            // `let card = cards[index]` inside a ForEach: a name that changes with the item.
            if let loop = loops.indices.last {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value,
                          !Set(loops[loop].parameters).isDisjoint(with: SyntaxReading.identifiers(in: value)) else { continue }
                    loops[loop].parameters.append(name)
                    facts.forEaches[loops[loop].key]?.parameters.append(name)
                    if let cause = SyntaxReading.identifiers(in: value).lazy.compactMap({ self.loops[loop].positional[$0] }).first,
                       value.is(DeclReferenceExprSyntax.self) {
                        loops[loop].positional[name] = cause
                    }
                }
            }
            return .visitChildren
        }
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "(property)"
        enterFragment(name)
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) {
        guard isMember(node), !typeStack.isEmpty else { return }
        leaveFragment()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember(node), !typeStack.isEmpty else { return .visitChildren }
        enterFragment(node.name.text)
        bound = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        fragmentParameterCount = bound.count
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        guard isMember(node), !typeStack.isEmpty else { return }
        leaveFragment()
    }

    // MARK: - Closures bind names

    private var closureBindCounts: [Int] = []

    /// How many action closures (`onTapGesture { }`, a Button's action) enclose the walk:
    /// code there runs on an event, it shows no views.
    private var actionDepth = 0
    private var closureIsAction: [Bool] = []

    /// Modifiers whose closure argument is code run on an event, not views.
    static let actionModifiers: Set<String> = [
        "task", "gesture", "simultaneousGesture", "highPriorityGesture", "refreshable", "perform",
    ]

    /// The closure is code run on an event: an `on…` modifier's, a `Button`'s action, an
    /// `action:` argument, `withAnimation`'s body.
    static func isAction(_ closure: ClosureExprSyntax) -> Bool {
        if let labeled = closure.parent?.as(LabeledExprSyntax.self) {
            return labeled.label?.text == "action"
        }
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            let name = member.declName.baseName.text
            return name.hasPrefix("on") || actionModifiers.contains(name)
        }
        guard let callee = SyntaxReading.plainCallee(call) else { return false }
        if callee == "withAnimation" || callee == "withTransaction" { return true }
        // `Button("Title") { action }` and `Button { action } label: { ... }`.
        if callee == "Button" { return !call.arguments.isEmpty || !call.additionalTrailingClosures.isEmpty }
        return false
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        let names = SyntaxReading.parameters(of: node)
        bound.append(contentsOf: names)
        closureBindCounts.append(names.count)
        let action = Self.isAction(node)
        closureIsAction.append(action)
        if action { actionDepth += 1 }
        // The content of a stack a branch shows: its views appear with the branch too.
        if case .statement(let parent)? = steps.last, let statement = facts.statements[parent],
           let call = node.parent?.as(FunctionCallExprSyntax.self), let callee = SyntaxReading.plainCallee(call),
           ModifierChain.contentStacks.contains(callee) {
            _ = walkBranch(node.statements, conditional: statement.conditional, branch: statement.branch, parent: parent)
            return .skipChildren
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        bound.removeLast(closureBindCounts.removeLast())
        if closureIsAction.removeLast() { actionDepth -= 1 }
    }

    // MARK: - Compilation conditions

    /// Only the clause the build compiles is read: the others are not part of the app.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let active = regions?.activeClause(for: node), let elements = active.elements {
            walk(elements)
        }
        return .skipChildren
    }

    // MARK: - Conditionals

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let key = nextKey()
        walk(node.conditions)
        let (meaning, names) = Self.meaning(of: node.conditions)
        let condition = SyntaxReading.text(of: node.conditions)
        var fact = ConditionalFact(
            key: key, typeName: currentTypeName, keyword: "if", condition: condition,
            identifiers: SyntaxReading.identifiers(in: node.conditions),
            branches: [], place: place(node.ifKeyword), steps: steps
        )
        facts.conditionals[key] = fact
        withFragment { $0.conditionals.append(key) }

        bound.append(contentsOf: names)
        steps.append(.branch(key, 0))
        let thenStatements = walkBranch(node.body.statements, conditional: key, branch: 0)
        steps.removeLast()
        bound.removeLast(names.count)
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

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        let key = nextKey()
        walk(node.subject)
        let subject = SyntaxReading.text(of: node.subject)
        var fact = ConditionalFact(
            key: key, typeName: currentTypeName, keyword: "switch", condition: subject,
            identifiers: SyntaxReading.identifiers(in: node.subject),
            branches: [], place: place(node.switchKeyword), steps: steps
        )
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
    private func walkBranch(_ items: some Sequence<CodeBlockItemSyntax>, conditional: ScopeKey, branch: Int, parent: ScopeKey? = nil) -> [ScopeKey] {
        var keys: [ScopeKey] = []
        for item in items {
            let expression: ExprSyntax?
            switch item.item {
            case .expr(let expr): expression = expr
            case .stmt(let stmt): expression = stmt.as(ExpressionStmtSyntax.self)?.expression
            case .decl: expression = nil
            }
            guard actionDepth == 0, let expression, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else {
                walk(item)
                continue
            }
            let key = nextKey()
            let chain = ModifierChain(expression)
            let root = chain.rootName
            facts.statements[key] = StatementFact(
                key: key, conditional: conditional, branch: branch, root: root,
                chainIsMatched: chain.isMatched,
                transition: chain.transition(file: fileIndex, lines: lines),
                geometry: chain.geometry,
                font: chain.font(file: fileIndex, lines: lines)?.value,
                isFiller: ModifierChain.fillers.contains(root),
                isInvisible: chain.isInvisible,
                parent: parent,
                arguments: Set(chain.rootCall?.arguments.flatMap { SyntaxReading.identifiers(in: $0.expression).map(Self.stripSelf) } ?? []),
                isView: expression.is(FunctionCallExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self),
                place: place(expression)
            )
            if let parent { facts.statements[parent]?.children.append(key) }
            keys.append(key)
            steps.append(.statement(key))
            walk(item)
            steps.removeLast()
        }
        return keys
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
            if lhs.is(NilLiteralExprSyntax.self) || (lhs.as(MemberAccessExprSyntax.self)?.base == nil && lhs.is(MemberAccessExprSyntax.self)) {
                swap(&lhs, &rhs)
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

    // MARK: - Calls

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
        "TabView", "Form", "Picker", "Slider", "Stepper", "TextField", "SecureField", "ProgressView",
        "Menu", "ContentUnavailableView", "ViewThatFits", "AnyView", "TimelineView", "Canvas",
        "LinearGradient", "RadialGradient", "AngularGradient", "Font", "Animation", "AnyTransition",
        "CGSize", "CGPoint", "CGRect", "UnitPoint", "Edge", "URL", "UUID", "Date", "Array", "Set",
        "Dictionary", "String", "Int", "Double", "CGFloat", "Bool", "Binding", "State", "Namespace",
        "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
        "DynamicIsland", "DynamicIslandExpandedRegion", "WindowGroup", "Window", "Settings",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
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
        case "withAnimation", "withTransaction":
            // `withTransaction(_:)` takes a Transaction, not an animation: SwiftUI's default stands in.
            let expression = name == "withTransaction" ? nil : node.arguments.first { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
                .map { SyntaxReading.text(of: $0.expression) }
            var names: [String] = []
            for closure in SyntaxReading.closures(of: node) {
                for name in SyntaxReading.identifiers(in: closure.statements, selfMembers: true) where !names.contains(name) { names.append(name) }
            }
            let fact = AnimationFact(kind: .withAnimation(names), expression: expression, place: place(node.calledExpression), steps: steps)
            withFragment { $0.animations.append(fact) }
            return .visitChildren
        default:
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
            if name.first?.isUppercase == true, !Self.systemTypes.contains(name) {
                recordReference(.type(name), arguments: node.arguments, at: node.calledExpression)
            } else if fragmentNames.contains(name), name != fragment {
                recordReference(.fragment(name), arguments: node.arguments, at: node.calledExpression)
            } else {
                recordPasses(node.arguments)
            }
            return .visitChildren
        }
    }

    /// `ViewThatFits { A; B }` shows one alternative, never two: each is a branch of its own.
    private func walkAlternatives(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
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

    /// Walks what `node`'s children would be walked as, without visiting `node` again.
    private func walkChildren(of node: FunctionCallExprSyntax) {
        walk(node.calledExpression)
        walk(node.arguments)
        if let trailing = node.trailingClosure { walk(trailing) }
        walk(node.additionalTrailingClosures)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), text.count > 1, let type = typeStack.last {
            // `$state.animation(...)` animates it here; any other use hands the binding out.
            let isAnimationBinding = node.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation"
            if !isAnimationBinding { facts.types[type].bindingsHandedOut.insert(String(text.dropFirst())) }
            return .skipChildren
        }
        guard !fragmentNames.isEmpty else { return .skipChildren }
        let name = text
        guard fragmentNames.contains(name), name != fragment, name != "body" else { return .skipChildren }
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
        recordReference(.fragment(name), arguments: nil, at: node)
        return .skipChildren
    }

    private func recordReference(_ kind: ReferenceFact.Kind, arguments: LabeledExprListSyntax?, at node: some SyntaxProtocol) {
        let args = arguments?.map {
            ReferenceFact.Argument(
                label: $0.label?.text, identifiers: SyntaxReading.identifiers(in: $0.expression).map(Self.stripSelf),
                literal: IdShape.literalKey($0.expression)
            )
        } ?? []
        let fact = ReferenceFact(key: nextKey(), kind: kind, arguments: args, place: place(node), steps: steps)
        withFragment { $0.references.append(fact) }
    }

    /// Property wrappers whose value changes while the view is on screen.
    static let changingWrappers: Set<String> = [
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Published", "Bindable", "Query", "FetchRequest",
    ]

    /// The collection a ForEach reads is state that changes (`@State var items`, a model
    /// object's array): its first name is such a property of the current type.
    private func collectionChanges(_ data: ExprSyntax) -> Bool {
        guard let top = typeStack.last,
              let root = SyntaxReading.identifiers(in: data).first(where: { $0.first?.isLowercase == true || $0.first == "_" }),
              let property = facts.types[top].properties[Self.stripSelf(root)] else { return false }
        return !Self.changingWrappers.isDisjoint(with: property.attributes)
    }

    /// Plain names handed to a call herocat does not follow.
    private func recordPasses(_ arguments: LabeledExprListSyntax) {
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

    private func walkLoop(_ node: FunctionCallExprSyntax, list: Bool) -> SyntaxVisitorContinueKind {
        let closures = SyntaxReading.closures(of: node)
        let contentClosure = closures.last
        var containerKey: ScopeKey?
        if list {
            let key = nextKey()
            facts.containers[key] = ContainerFact(key: key, kind: .list, name: "List")
            containerKey = key
            steps.append(.container(key))
        }
        defer { if containerKey != nil { steps.removeLast() } }
        walk(node.calledExpression)
        for argument in node.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            walk(argument)
        }
        guard let contentClosure else { return .skipChildren }
        let parameters = SyntaxReading.parameters(of: contentClosure)
        // `List { ... }` without data is a container, not a loop.
        let data = node.arguments.first { $0.label == nil }
        guard !list || (data != nil && !parameters.isEmpty) else {
            for closure in closures { walk(closure) }
            return .skipChildren
        }
        let key = nextKey()
        let dataText = data.map { SyntaxReading.key(of: $0.expression) } ?? ""
        facts.forEaches[key] = ForEachFact(key: key, data: dataText, parameters: parameters, place: place(node.calledExpression))
        var positional: [String: String] = [:]
        // A position is an unstable id only when the collection can change under it: a
        // fixed list (`0..<5`, a `let`, a constant array) keeps each position's item.
        let changes = data.map { collectionChanges($0.expression) } ?? false
        if !changes {
            // Positions over a fixed list are stable.
        } else if dataText.contains(".indices") || dataText.contains("..<") || dataText.contains("...") {
            for parameter in parameters { positional[parameter] = "an enumeration index (\(parameter))" }
        } else if dataText.contains("enumerated()"), parameters.count >= 2 {
            positional[parameters[0]] = "an enumeration offset (\(parameters[0]))"
        }
        loops.append((key, parameters, positional))
        steps.append(.forEach(key))
        for closure in closures { walk(closure) }
        steps.removeLast()
        loops.removeLast()
        return .skipChildren
    }

    private func walkNavigationLink(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        walk(node.calledExpression)
        let key = nextKey()
        facts.destinations[key] = place(node.calledExpression)
        for argument in node.arguments {
            if argument.label?.text == "destination" {
                steps.append(.destination(key))
                walk(argument)
                steps.removeLast()
            } else {
                walk(argument)
            }
        }
        // `NavigationLink { destination } label: { label }`: the first closure is the destination.
        let hasLabelClosure = node.additionalTrailingClosures.contains { $0.label.text == "label" }
        if let trailing = node.trailingClosure {
            if hasLabelClosure { steps.append(.destination(key)) }
            walk(trailing)
            if hasLabelClosure { steps.removeLast() }
        }
        walk(node.additionalTrailingClosures)
        return .skipChildren
    }

    private func visitModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = member.declName.baseName.text
        switch name {
        case "matchedGeometryEffect":
            recordView(node, member: member, kind: .geometry, idLabel: "id", arguments: node.arguments)
        case "matchedTransitionSource":
            recordView(node, member: member, kind: .transitionSource, idLabel: "id", arguments: node.arguments)
        case "navigationTransition":
            if let zoom = SyntaxReading.argument(nil, in: node.arguments)?.as(FunctionCallExprSyntax.self),
               zoom.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "zoom" {
                recordView(node, member: member, kind: .zoomDestination, idLabel: "sourceID", arguments: zoom.arguments)
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
        case "transaction":
            // `.transaction { $0.animation = ... }` sets the animation of every change below it.
            let fact = AnimationFact(kind: .implicitModifier, expression: nil, place: place(member.declName), steps: steps)
            withFragment { $0.animations.append(fact) }
        case "navigationDestination":
            walk(node.calledExpression)
            let key = nextKey()
            facts.destinations[key] = place(member.declName)
            steps.append(.destination(key))
            walk(node.arguments)
            if let trailing = node.trailingClosure { walk(trailing) }
            walk(node.additionalTrailingClosures)
            steps.removeLast()
            return .skipChildren
        default:
            recordPasses(node.arguments)
            if Self.navigationPresentations.contains(name) {
                walk(node.calledExpression)
                let key = nextKey()
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

    private func recordAnimationModifier(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let expression = SyntaxReading.argument(nil, in: node.arguments)
        if let base = member.base?.as(DeclReferenceExprSyntax.self), case let text = base.baseName.text, text.hasPrefix("$"), text.count > 1 {
            let fact = AnimationFact(kind: .binding(String(text.dropFirst())), expression: expression.map { SyntaxReading.text(of: $0) }, place: place(member.declName), steps: steps)
            withFragment { $0.animations.append(fact) }
            return
        }
        guard let expression, !expression.is(NilLiteralExprSyntax.self) else { return }
        let kind: AnimationFact.Kind
        if let value = SyntaxReading.argument("value", in: node.arguments) {
            kind = .valueModifier(SyntaxReading.identifiers(in: value).map(Self.stripSelf))
        } else if node.arguments.count == 1 {
            kind = .implicitModifier
        } else {
            return
        }
        let fact = AnimationFact(kind: kind, expression: SyntaxReading.text(of: expression), place: place(member.declName), steps: steps)
        withFragment { $0.animations.append(fact) }
    }

    private func recordView(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, kind: MatchKind, idLabel: String, arguments: LabeledExprListSyntax) {
        guard let id = SyntaxReading.argument(idLabel, in: arguments),
              let namespace = SyntaxReading.argument("in", in: arguments)
        else { return }
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
        var isSource = SourceFlag.implicitTrue
        if let flag = SyntaxReading.argument("isSource", in: arguments) {
            if let literal = flag.as(BooleanLiteralExprSyntax.self) {
                isSource = .literal(literal.literal.tokenKind == .keyword(.true))
            } else {
                isSource = .expression(SyntaxReading.text(of: flag), identifiers: SyntaxReading.identifiers(in: flag).map(Self.stripSelf))
            }
        }
        let view = ViewFact(
            kind: kind,
            idDisplay: SyntaxReading.plainString(id) ?? SyntaxReading.template(id) ?? idText,
            idSource: idText,
            idKey: SyntaxReading.key(of: id, bound: boundSet),
            idShape: IdShape.of(id, parameters: useParameters),
            idIdentifiers: identifiers,
            idUsesLoopVariable: usesLoop,
            indexCause: indexCause,
            namespace: Self.stripSelf(SyntaxReading.key(of: namespace)),
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
        withFragment { $0.views.append(view) }
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

    /// Stored properties without a wrapper, by type index, read once per type.
    private var plainPropertyCache: [Int: Set<String>] = [:]

    private func plainProperties(of type: Int) -> Set<String> {
        if let cached = plainPropertyCache[type] { return cached }
        let names = Set(facts.types[type].properties.values.filter { $0.attributes.isEmpty }.map(\.name))
        plainPropertyCache[type] = names
        return names
    }

    /// `.position` and `MatchedGeometryProperties.position` give `position`.
    static func lastMember(_ text: String) -> String {
        guard let dot = text.lastIndex(of: "."), !text.contains("(") else { return text }
        return String(text[text.index(after: dot)...])
    }
}
