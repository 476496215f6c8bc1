// What one pass over a file's syntax tree records: plain values, no syntax nodes, so
// files can be read in parallel and resolved together afterwards.

/// A key unique across every file of one scan: the file's index in the high bits, a
/// per-file counter in the low bits.
typealias ScopeKey = Int

@inline(__always) func scopeKey(file: Int, local: Int) -> ScopeKey { (file << 32) | local }

/// A 1-based position in a file (columns count UTF-8 bytes, as compilers do) and the
/// byte offset it came from, for ordering.
struct Place: Hashable, Comparable, Sendable {
    var file: Int
    var offset: Int
    var line: Int
    var column: Int

    static func < (lhs: Place, rhs: Place) -> Bool { (lhs.file, lhs.offset) < (rhs.file, rhs.offset) }
}

/// One step of the path from a view's declaration down to a view: the branch it sits in,
/// the ForEach that repeats it, the navigation destination that holds it...
enum Step: Hashable, Sendable {
    /// Branch `index` of a conditional (`if`: 0 then, 1 else; `switch`: the case's index).
    case branch(ScopeKey, Int)
    /// Inside a `navigationDestination` closure or a `NavigationLink` destination.
    case destination(ScopeKey)
    /// Inside a `sheet`, `fullScreenCover` or `popover` closure.
    case presentation(ScopeKey)
    /// Inside the content closure of a `ForEach` (or a `List` over data).
    case forEach(ScopeKey)
    /// Inside a lazy grid, `Grid` or `List`.
    case container(ScopeKey)
    /// Inside a widget or Live Activity configuration closure.
    case widget
    /// Inside one top-level statement of a branch.
    case statement(ScopeKey)
    /// Through one use of a view fragment (`detailView`) or a child view (`MiniBar(ns: ns)`);
    /// added by resolution, so two uses of one fragment stay two instances.
    case instance(ScopeKey)

    var isInstance: Bool {
        if case .instance = self { return true }
        return false
    }

    /// Steps that decide which state a view belongs to: branches, destinations, presentations.
    var isStateStep: Bool {
        switch self {
        case .branch, .destination, .presentation: return true
        default: return false
        }
    }
}

/// Which call made a view part of a transition.
enum MatchKind: Sendable {
    case geometry            // .matchedGeometryEffect(id:in:...)
    case transitionSource    // .matchedTransitionSource(id:in:)
    case zoomDestination     // .navigationTransition(.zoom(sourceID:in:))
}

/// `isSource:` as written.
enum SourceFlag: Equatable, Sendable {
    case implicitTrue
    case literal(Bool)
    case expression(String, identifiers: [String])

    /// True when the view is certainly a source (the default, or `true`).
    var isCertainlySource: Bool {
        switch self {
        case .implicitTrue: return true
        case .literal(let value): return value
        case .expression: return false
        }
    }
}

/// A modifier call in a view's chain, by position.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var place: Place
}

/// Geometry a view's modifier chain states with literals.
struct LiteralGeometry: Equatable, Sendable {
    var width: Double?
    var height: Double?
    var centerX: Double?
    var centerY: Double?
    var cornerRadius: Double?
    var opacity: Double?
}

/// A `.transition(...)` as written.
struct TransitionUse: Sendable {
    /// The argument's source (`.opacity.animation(.smooth.delay(0.15))`).
    var argument: String
    /// The animation inside it (`.smooth.delay(0.15)`), if it carries one.
    var animation: String?
    /// A transition that moves the view (`move`, `slide`, `push`, `offset`).
    var isSpatial: Bool
    /// `.identity`: switches at once.
    var isIdentity: Bool
    var place: Place
}

/// One view with `matchedGeometryEffect` (or a zoom source or destination).
struct ViewFact: Sendable {
    var kind: MatchKind
    /// The id as a reader sees it: a plain string literal's text, else the expression.
    var idDisplay: String
    /// The id expression's source, trimmed.
    var idSource: String
    /// The id expression with the names a closure or `if let` binds written `$item`, and
    /// no whitespace: equal keys mean the same id in two places.
    var idKey: String
    /// The values the id can take.
    var idShape: IdShape
    /// Names the id reads.
    var idIdentifiers: [String]
    /// The id reads the parameter of its innermost ForEach.
    var idUsesLoopVariable: Bool
    /// Why the id depends on a position (`an enumeration index (i)`), from the ForEach.
    var indexCause: String?
    /// The namespace expression (`heroNamespace`; `self.` dropped).
    var namespace: String
    var properties: String?
    var anchor: String?
    var isSource: SourceFlag
    /// The call's name token.
    var place: Place
    /// The view the chain starts from: `Text`, `VStack`, `PhotoDetailOverlay`, `Color.clear`.
    var root: String
    /// The root is a stack whose content holds Text or Image views.
    var rootHoldsTextOrImage: Bool
    var font: Located<String>?
    var geometry: LiteralGeometry
    var transition: TransitionUse?
    /// The path from the fragment's start to the view.
    var steps: [Step]
}

/// A `.transition(...)` anywhere in a view body, for the fade rule.
struct TransitionFact: Sendable {
    var use: TransitionUse
    /// The view carrying it is matched itself.
    var onMatchedView: Bool
    /// The `.animation(X)` without value in the same chain, if any.
    var chainAnimation: String?
    var steps: [Step]
}

/// Something that animates a state change.
struct AnimationFact: Sendable {
    enum Kind: Sendable {
        /// `.animation(X, value: V)`: the names V reads.
        case valueModifier([String])
        /// `.animation(X)` without a value (deprecated; animates every change below it).
        case implicitModifier
        /// `withAnimation(X) { ... }`: the names its body reads or writes.
        case withAnimation([String])
        /// `$state.animation(X)`: the binding's state.
        case binding(String)
    }
    var kind: Kind
    /// The animation argument's source (`.smooth(duration: 0.45)`); nil for SwiftUI's default.
    var expression: String?
    var place: Place
    var steps: [Step]
}

/// A use of another view: a fragment of the same type (`detailView`, `grid()`) or another
/// type (`MiniBar(ns: ns)`), with the arguments that could carry a namespace.
struct ReferenceFact: Sendable {
    enum Kind: Sendable, Equatable {
        case fragment(String)
        case type(String)
    }
    struct Argument: Sendable {
        var label: String?
        var identifiers: [String]
        /// The key of a constant argument (`"chip"`, `.home`), for ids built from it.
        var literal: String?
    }
    var key: ScopeKey
    var kind: Kind
    var arguments: [Argument]
    var place: Place
    var steps: [Step]
}

/// How a branch is selected, for naming states.
enum BranchMeaning: Equatable, Sendable {
    /// `if isExpanded` (positive) / `else` or `if !isExpanded` (negative).
    case bool(variable: String, positive: Bool)
    /// `if let x = v`, `v != nil` (present) / `else`, `v == nil` (absent).
    case optional(variable: String, present: Bool)
    /// `v == .home` / `case .home` (the case name), or its `else`.
    case enumCase(variable: String?, name: String, positive: Bool)
    /// `v == other` / `v != other` against something that is not a case.
    case comparison(variable: String, equal: Bool)
    /// `default:` or a condition herocat does not read.
    case other(String)
}

/// One branch of a conditional.
struct BranchFact: Sendable {
    /// How it reads in a message: `isExpanded`, `else`, `case .grid`, `let recipe = selectedRecipe`.
    var label: String
    var meaning: BranchMeaning
    /// Top-level statements of the branch, by key.
    var statements: [ScopeKey]
}

/// An `if`/`else` chain link or a `switch`.
struct ConditionalFact: Sendable {
    var key: ScopeKey
    var typeName: String
    var keyword: String          // "if" or "switch"
    /// The condition or subject's source (`isExpanded`, `let recipe = selectedRecipe`, `phase`).
    var condition: String
    /// Names the condition reads (state candidates), in order.
    var identifiers: [String]
    var branches: [BranchFact]
    var place: Place
    var steps: [Step]
}

/// A top-level statement of a branch: a view the branch shows directly.
struct StatementFact: Sendable {
    var key: ScopeKey
    var conditional: ScopeKey
    var branch: Int
    var root: String
    /// A matchedGeometryEffect (or zoom call) sits in the statement's own chain.
    var chainIsMatched: Bool
    var transition: TransitionUse?
    var geometry: LiteralGeometry
    var font: String?
    /// Spacer, Divider, EmptyView: nothing to see appear.
    var isFiller: Bool
    /// Clear, hidden or (almost) fully transparent: nothing to see appear either.
    var isInvisible: Bool = false
    /// The statement of a stack this one sits in, within the same branch (nil at the top).
    var parent: ScopeKey?
    /// Statements of the stack this statement is, in order.
    var children: [ScopeKey] = []
    /// Names the root view's call passes as arguments (`ns` in `Row(ns: ns)`).
    var arguments: Set<String> = []
    /// The statement is a view expression (not a declaration or control flow).
    var isView: Bool
    var place: Place
}

/// A `ForEach` (or `List(data) { item in }`).
struct ForEachFact: Sendable {
    var key: ScopeKey
    var data: String
    var parameters: [String]
    var place: Place
}

/// A lazy grid, Grid or List.
struct ContainerFact: Sendable {
    enum Kind: String, Sendable { case grid, list }
    var key: ScopeKey
    var kind: Kind
    var name: String
}

/// A stored property of a type.
struct PropertyFact: Sendable {
    var name: String
    /// Attribute names without `@` (`State`, `Namespace`, `Binding`).
    var attributes: [String]
    /// The declared type's source, if written (`Namespace.ID`).
    var type: String?
    /// The initial value's compact source, if written (`UUID()`).
    var initializer: String? = nil
    var place: Place

    var isNamespace: Bool { attributes.contains("Namespace") }
    var isNamespaceParameter: Bool {
        guard let type else { return false }
        let compact = type.filter { !$0.isWhitespace }
        return compact == "Namespace.ID" || compact == "SwiftUI.Namespace.ID"
    }
    /// Owned, animatable view state: `@State` and its persistent cousins.
    var isOwnedState: Bool {
        attributes.contains { $0 == "State" || $0 == "SceneStorage" || $0 == "AppStorage" }
    }
}

/// What a fragment (a type's `body`, a computed view property or a view function) holds.
struct FragmentFacts: Sendable {
    var name: String
    var views: [ViewFact] = []
    var references: [ReferenceFact] = []
    var transitions: [TransitionFact] = []
    var animations: [AnimationFact] = []
    var conditionals: [ScopeKey] = []
    /// Names passed as plain arguments to calls herocat does not follow (`.environment(\.ns, ns)`,
    /// `SomeModifier(ns)`): a namespace among them has views herocat cannot see.
    var passes: Set<String> = []
}

/// One parameter of a view function: its argument label (nil for `_`) and its name.
struct FragmentParameter: Sendable {
    var label: String?
    var name: String
}

/// A struct, class, enum or actor (extensions in the same file merged in).
struct TypeFacts: Sendable {
    var name: String
    var file: Int
    var place: Place
    var inherits: [String]
    var properties: [String: PropertyFact] = [:]
    var propertyOrder: [String] = []
    var fragments: [String: FragmentFacts] = [:]
    var fragmentOrder: [String] = []
    /// The parameters of view functions (`func card(ns: Namespace.ID)`), by fragment name.
    var fragmentParameters: [String: [FragmentParameter]] = [:]
    /// State handed out as a binding (`$isExpanded`): whoever receives it may animate it.
    var bindingsHandedOut: Set<String> = []

    var namespaces: [PropertyFact] { propertyOrder.compactMap { properties[$0] }.filter(\.isNamespace) }
    var namespaceParameters: Set<String> { Set(properties.values.filter(\.isNamespaceParameter).map(\.name)) }
    var isWidget: Bool { inherits.contains("Widget") }
    /// An Xcode preview: it shows one state of a view to look at, no transition of its own.
    var isPreview: Bool { inherits.contains("PreviewProvider") }
}

/// One `// herocat:...` comment.
struct SuppressionComment: Sendable {
    enum Scope: Sendable, Equatable {
        case nextLine, thisLine, restOfFile, enable
    }
    var scope: Scope
    var rules: [String]
    var reason: String?
    var line: Int
    var column: Int
}

/// Everything read from one file.
struct FileFacts: Sendable {
    var index: Int
    var path: String
    var lineCount: Int
    var types: [TypeFacts] = []
    var conditionals: [ScopeKey: ConditionalFact] = [:]
    var statements: [ScopeKey: StatementFact] = [:]
    var forEaches: [ScopeKey: ForEachFact] = [:]
    var containers: [ScopeKey: ContainerFact] = [:]
    var destinations: [ScopeKey: Place] = [:]
    var suppressions: [SuppressionComment] = []

    /// The file name without directories (`RecipeCard.swift`).
    var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
