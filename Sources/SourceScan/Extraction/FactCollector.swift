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
    let fileIndex: Int
    let lines: LineTable
    var facts: FileFacts

    var counter = 0
    var steps: [Step] = []
    /// The types of the `navigationDestination(for:)` closures the walk is inside.
    var pushedTypes: [String?] = []
    /// Names bound by enclosing closures and `if let` / `case let` patterns.
    var bound: [String] = []
    /// The model type of names bound by enclosing loops and `if let`s, where it is known
    /// (`item` over `[Recipe]`): for symbolic ids.
    var boundModelTypes: [String: String] = [:]
    /// Local constants of a view's code (`let font: Font = .footnote`) by name, the latest met.
    var localConstants: [String: ExprSyntax] = [:]
    /// The names each enclosing closure of a view herocat does not read hands its content (`card`
    /// in `AspectVGrid(cards) { card in … }`), empty for other closures.
    var unreadItems: [[String]] = []
    /// The bodies of the methods of each type (by type index and name), and the methods events
    /// of each type run bare (`Button { close() }`, `.onEnded(dragEnded)`), with where: read at
    /// the end of the file, as those events' own changes (`FactCollector+EventMethods.swift`).
    var methodBodies: [Int: [String: CodeBlockItemListSyntax]] = [:]
    var eventMethodCalls: [Int: [(name: String, place: Place)]] = [:]
    /// Computed properties that name one test (`var isSelected: Bool { selection == tab }`), by
    /// type index and name.
    var computedTests: [Int: [String: ExprSyntax]] = [:]
    /// Loop content closures that read their item as `$0` (bound as `0` when entered).
    var shorthandLoopContent: Set<SyntaxIdentifier> = []
    /// Enclosing ForEach loops: key, parameters, the parameters that are positions.
    var loops: [(key: ScopeKey, parameters: [String], positional: [String: String])] = []

    /// The type being read (index into `facts.types`) and its fragment.
    var typeStack: [Int] = []
    /// Index into `facts.types` by name (extensions merge into their type).
    var typeIndex: [String: Int] = [:]
    var fragment: String?
    var fragmentNames: Set<String> = []

    /// Which `#if` clauses the build compiles; nil when the file has none.
    let regions: ConfiguredRegions?
    /// Modifier chains already read, so a long chain costs its length once.
    var chains = ChainSummaries()

    /// What entering a type or a member saves, restored on leaving it.
    var savedContexts: [(String?, Set<String>, [Step], [String], [(key: ScopeKey, parameters: [String], positional: [String: String])])] = []

    var fragmentSaves: [(String?, [Step], [String], [(key: ScopeKey, parameters: [String], positional: [String: String])])] = []

    /// How many names at the start of `bound` are the current function's parameters.
    var fragmentParameterCount = 0

    /// `fragmentParameterCount` of each enclosing member.
    var parameterCountSaves: [Int] = []

    /// How many names each enclosing closure bound.
    var closureBindCounts: [Int] = []

    /// How many action closures (`onTapGesture { }`, a Button's action) enclose the walk:
    /// code there runs on an event, it shows no views.
    var actionDepth = 0
    var closureIsAction: [Bool] = []

    /// How many `.onAppear`/`.task` closures enclose the walk: an animation there runs as that view appears.
    var appearDepth = 0
    /// How much each open closure changed `appearDepth` (an appear closure adds one, a closure
    /// run later takes all back), restored as it closes.
    var closureAppearChanges: [Int] = []
    /// Closures open around the code that run later (`asyncAfter`'s, one that sleeps first).
    var laterDepth = 0
    var closureRunsLater: [Bool] = []

    /// How many closures handed to view types herocat does not read enclose the walk.
    var unreadContentDepth = 0
    var closureIsUnreadContent: [Bool] = []

    /// How many toolbar closures (`.toolbar { }`, `ToolbarItem { }`) enclose the walk.
    var toolbarDepth = 0
    var closureIsToolbar: [Bool] = []
    /// The item types an unread container's content closure bound, to restore on leaving it.
    var closureTypeSaves: [[String: String]?] = []

    /// Statements whose stack content was walked as their children.
    var contentWalked: Set<ScopeKey> = []
    /// Statements kept hidden (`.opacity(loved ? 1 : 0)`, `.hidden()`, or inside such a stack):
    /// their content shows only as they appear by themselves.
    var hiddenStatements: Set<ScopeKey> = []
    /// Stacks holding an `if let` on data the view is given (`if let pages = book.pages`).
    var dataTestHolders: Set<ScopeKey> = []

    /// Stored properties without a wrapper, by type index, read once per type.
    var plainPropertyCache: [Int: Set<String>] = [:]
    /// `@State` properties, by type index, read once per type.
    var statePropertyCache: [Int: Set<String>] = [:]

    /// The member functions and computed properties of each type of the file, its
    /// extensions in the file included, read before the walk.
    let memberNames: [String: Set<String>]

    init(fileIndex: Int, path: String, lines: LineTable, regions: ConfiguredRegions?, memberNames: [String: Set<String>] = [:]) {
        self.fileIndex = fileIndex
        self.lines = lines
        self.regions = regions
        self.memberNames = memberNames
        self.facts = FileFacts(index: fileIndex, path: path, lineCount: lines.lineCount)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Keys, places, recording

    func nextKey() -> ScopeKey {
        counter += 1
        return scopeKey(file: fileIndex, local: counter)
    }

    func place(_ node: some SyntaxProtocol) -> Place {
        lines.place(file: fileIndex, of: node)
    }

    /// The type facts and fragment name new facts go to; code outside any type goes to a
    /// file-level pseudo type named "".
    func withFragment(_ update: (inout FragmentFacts) -> Void) {
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

    var currentTypeName: String {
        typeStack.last.map { facts.types[$0].name } ?? ""
    }

    // MARK: - Entry points (the walk of each syntax family is in FactCollector+Family.swift)

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, node: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(name: node.name.text, inherits: node.inheritanceClause, members: node.memberBlock, node: node.name)
        if let type = typeStack.last { facts.types[type].isObject = true }
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
        if let type = typeStack.last { facts.types[type].isObject = true }
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = SyntaxReading.key(of: node.extendedType).split(separator: ".").last.map(String.init) ?? ""
        enterType(name: name, inherits: node.inheritanceClause, members: node.memberBlock, node: node.extendedType)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { enterVariable(node) }
    override func visitPost(_ node: VariableDeclSyntax) { leaveVariable(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterFunction(node) }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction(node) }
    // An initializer sets values up; it shows no views.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        recordInitLabels(node)
        actionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { actionDepth -= 1 }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { enterClosure(node) }
    override func visitPost(_ node: ClosureExprSyntax) { leaveClosure(node) }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { walkActiveClause(node) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { walkIf(node) }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { walkSwitch(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { visitCall(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { visitReference(node) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        recordPickedLoopItem(node)
        return recordAssignedType(node)
    }
}
