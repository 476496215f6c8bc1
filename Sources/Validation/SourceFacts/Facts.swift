// What one pass over a file's syntax tree records: plain values, no syntax nodes, so
// files can be read in parallel and resolved together afterwards.

/// A key unique across every file of one scan: the file's index in the high bits, a
/// per-file counter in the low bits.
package typealias ScopeKey = Int

@inline(__always) package func scopeKey(file: Int, local: Int) -> ScopeKey { (file << 32) | local }

/// The file a scope key was made in.
@inline(__always) package func file(of key: ScopeKey) -> Int { key >> 32 }

/// A 1-based position in a file (columns count UTF-8 bytes, as compilers do) and the
/// byte offset it came from, for ordering.
package struct Place: Hashable, Comparable, Sendable {
    package var file: Int
    package var offset: Int
    package var line: Int
    package var column: Int

    package static func < (lhs: Place, rhs: Place) -> Bool { (lhs.file, lhs.offset) < (rhs.file, rhs.offset) }

    package init(file: Int, offset: Int, line: Int, column: Int) {
        self.file = file
        self.offset = offset
        self.line = line
        self.column = column
    }
}

/// One step of the path from a view's declaration down to a view: the branch it sits in,
/// the ForEach that repeats it, the navigation destination that holds it...
package enum Step: Hashable, Sendable {
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
    /// Inside page `index` of a TabView: one page shows at a time.
    case tabPage(ScopeKey, Int)
    /// Inside a widget or Live Activity configuration closure.
    case widget
    /// Inside one top-level statement of a branch.
    case statement(ScopeKey)
    /// Through one use of a view fragment (`detailView`) or a child view (`MiniBar(ns: ns)`);
    /// added by resolution, so two uses of one fragment stay two instances.
    case instance(ScopeKey)

    package var isInstance: Bool {
        if case .instance = self { return true }
        return false
    }

    package var isForEach: Bool {
        if case .forEach = self { return true }
        return false
    }

    package var isBranch: Bool {
        if case .branch = self { return true }
        return false
    }

    /// Steps that decide which state a view belongs to: branches, destinations, presentations.
    package var isStateStep: Bool {
        switch self {
        case .branch, .destination, .presentation: return true
        default: return false
        }
    }
}

/// Which call made a view part of a transition.
package enum MatchKind: Sendable, Equatable {
    case geometry            // .matchedGeometryEffect(id:in:...)
    case transitionSource    // .matchedTransitionSource(id:in:)
    case zoomDestination     // .navigationTransition(.zoom(sourceID:in:))
}

/// `isSource:` as written.
package enum SourceFlag: Equatable, Sendable {
    case implicitTrue
    case literal(Bool)
    case expression(String, identifiers: [String])

    /// True when the view is certainly a source (the default, or `true`).
    package var isCertainlySource: Bool {
        switch self {
        case .implicitTrue: return true
        case .literal(let value): return value
        case .expression: return false
        }
    }
}

/// A modifier call in a view's chain, by position.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var place: Place

    package init(value: Value, place: Place) {
        self.value = value
        self.place = place
    }
}

extension Located: Equatable where Value: Equatable {}

/// Geometry a view's modifier chain states with literals.
package struct LiteralGeometry: Equatable, Sendable {
    package var width: Double?
    package var height: Double?
    package var centerX: Double?
    package var centerY: Double?
    package var cornerRadius: Double?
    package var opacity: Double?

    package init(width: Double? = nil, height: Double? = nil, centerX: Double? = nil, centerY: Double? = nil, cornerRadius: Double? = nil, opacity: Double? = nil) {
        self.width = width
        self.height = height
        self.centerX = centerX
        self.centerY = centerY
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }
}

/// A `.transition(...)` as written.
package struct TransitionUse: Sendable, Equatable {
    /// The argument's source (`.opacity.animation(.smooth.delay(0.15))`).
    package var argument: String
    /// The animation inside it (`.smooth.delay(0.15)`), if it carries one.
    package var animation: String?
    /// A transition that moves the view (`move`, `slide`, `push`, `offset`).
    package var isSpatial: Bool
    /// `.identity`: it appears at once.
    package var isIdentity: Bool
    package var place: Place

    package init(argument: String, animation: String? = nil, isSpatial: Bool, isIdentity: Bool, place: Place) {
        self.argument = argument
        self.animation = animation
        self.isSpatial = isSpatial
        self.isIdentity = isIdentity
        self.place = place
    }
}

/// One view with `matchedGeometryEffect` (or a zoom source or destination).
package struct ViewFact: Sendable, Equatable {
    package var kind: MatchKind
    /// The id as a reader sees it: a plain string literal's text, else the expression.
    package var idDisplay: String
    /// The id expression's source, trimmed.
    package var idSource: String
    /// The id expression with the names a closure or `if let` binds written `$item`, and
    /// no whitespace: equal keys mean the same id in two places.
    package var idKey: String
    /// The values the id can take.
    package var idShape: IdShape
    /// The id as a member of a model type (`Recipe.id` for `item.id` over `[Recipe]` and for
    /// `selected.id` with `selected: Recipe?`): one element reached through different names.
    package var symbolicKey: String? = nil
    /// The symbolic keys an id choosing between two words can take
    /// (`"\(Product.id)SEARCH"` and `"\(Product.id)IMAGE"`): the one another view of the
    /// namespace uses becomes its `symbolicKey`.
    package var symbolicChoices: [String] = []
    /// The id as the loop that handed its item to this child view reads it
    /// (`"\($item.id)image"` for `"\(fruit.id)image"` in a `Detail(fruit: item)` of
    /// `ForEach(items) { item in`): one element with the loop's own view of that key.
    package var loopItemKey: String? = nil
    /// The view sits in the content closure of a view type herocat does not read (a custom
    /// container of another module), which may lay it out in states of its own.
    package var inUnreadContainer = false
    /// The namespace is a name bound where the view is written (`case .viewer(let namespace)`,
    /// a closure's parameter), not the property it may shadow.
    package var namespaceIsLocal = false
    /// The view is one arm of a ternary (`selected ? Rectangle().matchedGeometryEffect(…) : nil`),
    /// or in the closure of a conditional modifier (`.if(selected) { $0.background(…) }`), or
    /// given a flag by a modifier of the app's own (`.ifShow(selected)`, or one that matches the
    /// view only under its caller's flag, `WrapperDefinition.shownByCallersFlag`): a condition herocat
    /// does not read as a branch shows it or not.
    package var inTernaryArm = false
    /// The view's own `.id(…)` (`UUID()` for `.id(UUID())`), where it is: what SwiftUI tells it apart by.
    package var identity: Located<String>? = nil
    /// The view is toolbar content (`.toolbar { ToolbarItem { … } }`): each navigation stack
    /// hosts its own bar, so bar items do not morph with the screen's content.
    package var inToolbar = false
    /// A modifier of its chain herocat does not know may set its font.
    package var mayStyleText = false
    /// The words of a `Text("…")` written as a plain string literal.
    package var literalText: String? = nil
    /// With no `.font` of its own, its weight and style modifiers (` with .bold()`).
    package var fontStyles = ""
    /// Read through a modifier of the app's own (`.heroSource(id:in:)`): until a definition
    /// confirms it, a candidate; `definedIn` is the definition's file once it does.
    package var wrapper: WrapperUse? = nil
    package var definedIn: Int? = nil
    /// A zoom destination inside `navigationDestination(for: Album.self)`: the type a push brings (`Album`).
    package var pushedType: String? = nil
    /// Names the id reads.
    package var idIdentifiers: [String]
    /// The id reads the parameter of its innermost ForEach.
    package var idUsesLoopVariable: Bool
    /// Why the id depends on a position (`an enumeration index (i)`), from the ForEach.
    package var indexCause: String?
    /// The namespace expression (`heroNamespace`; `self.` dropped).
    package var namespace: String
    package var properties: String?
    package var anchor: String?
    package var isSource: SourceFlag
    /// The call's name token.
    package var place: Place
    /// The view the chain starts from: `Text`, `VStack`, `PhotoDetailOverlay`, `Color.clear`.
    package var root: String
    /// The root is a stack whose content holds Text or Image views.
    package var rootHoldsTextOrImage: Bool
    /// What the text and images the root shows read (`Text title`, `Image systemName:star`), for a
    /// root that is a stack or a text or image itself; nil for any other root.
    package var contentKeys: Set<String>? = nil
    package var font: Located<String>?
    package var geometry: LiteralGeometry
    package var transition: TransitionUse?
    /// The path from the fragment's start to the view.
    package var steps: [Step]

    package init(kind: MatchKind, idDisplay: String, idSource: String, idKey: String, idShape: IdShape, idIdentifiers: [String], idUsesLoopVariable: Bool, indexCause: String? = nil, namespace: String, properties: String? = nil, anchor: String? = nil, isSource: SourceFlag, place: Place, root: String, rootHoldsTextOrImage: Bool, font: Located<String>? = nil, geometry: LiteralGeometry, transition: TransitionUse? = nil, steps: [Step]) {
        self.kind = kind
        self.idDisplay = idDisplay
        self.idSource = idSource
        self.idKey = idKey
        self.idShape = idShape
        self.idIdentifiers = idIdentifiers
        self.idUsesLoopVariable = idUsesLoopVariable
        self.indexCause = indexCause
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.place = place
        self.root = root
        self.rootHoldsTextOrImage = rootHoldsTextOrImage
        self.font = font
        self.geometry = geometry
        self.transition = transition
        self.steps = steps
    }

    /// One element: the id, or the model member it is read from (`Recipe.id` for `item.id` in
    /// the rows and `selected.id` in the detail).
    package var elementKey: String { symbolicKey ?? idKey }
}

/// A `.transition(...)` anywhere in a view body, for the fade rule.
package struct TransitionFact: Sendable, Equatable {
    package var use: TransitionUse
    /// The view carrying it is matched itself.
    package var onMatchedView: Bool
    /// The `.animation(X)` without value in the same chain, if any.
    package var chainAnimation: String?
    package var steps: [Step]

    package init(use: TransitionUse, onMatchedView: Bool, chainAnimation: String? = nil, steps: [Step]) {
        self.use = use
        self.onMatchedView = onMatchedView
        self.chainAnimation = chainAnimation
        self.steps = steps
    }
}

/// Something that animates a state change.
package struct AnimationFact: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// `.animation(X, value: V)`: the names V reads.
        case valueModifier([String])
        /// `.animation(X)` without a value (deprecated; animates every change below it).
        case implicitModifier
        /// `withAnimation(X) { ... }`: the names its body reads or writes.
        case withAnimation([String])
        /// `$state.animation(X)`: the binding's state.
        case binding(String)
    }
    package var kind: Kind
    /// The animation argument's source (`.smooth(duration: 0.45)`); nil for SwiftUI's default.
    package var expression: String?
    package var place: Place
    package var steps: [Step]
    /// Written in an `.onAppear` or `.task`: it runs when the view carrying that modifier appears.
    package var onAppear = false
    /// The names a `withAnimation` body sets to something (not `false` or `nil`) or toggles.
    package var switchedOn: Set<String> = []
    /// The `withAnimation` body waits first (`asyncAfter`, `sleep`): its changes come later.
    package var defers = false
    /// It sits in code run later than the code around it (an `asyncAfter` closure): a method run
    /// as a view appears changes it later, not as the view appears.
    package var runsLater = false
    /// The member paths it animates: those a `withAnimation` body assigns, toggles or calls a
    /// method on (`vm.expandedMedia`, `isOpen`), or a `value:` reads (`vm.activeTab`). A state
    /// read as `vm.place` is not among `vm.expandedMedia`'s. Nil: not known (any of them).
    package var changedPaths: Set<String>? = nil
    /// The methods a `withAnimation` body calls on a name (`vm.open` for `vm.open(item)`):
    /// what they switch on is read from the model type's methods (`TypeFacts.methodSwitches`).
    package var methodCalls: Set<String> = []

    package init(kind: Kind, expression: String? = nil, place: Place, steps: [Step]) {
        self.kind = kind
        self.expression = expression
        self.place = place
        self.steps = steps
    }
}

/// One page of a `TabView`.
package struct TabPage: Hashable, Sendable {
    package var tabView: Place
    package var page: Int

    package init(tabView: Place, page: Int) {
        self.tabView = tabView
        self.page = page
    }
}

/// An `.opacity(state ? 1 : 0)`: a view shown by state without entering the layout.
package struct OpacityFact: Sendable, Equatable {
    /// The condition that shows it (`show`, `config.expand`).
    package var condition: String
    /// The view the chain starts from (`Color.black`, `HStack`) and where it starts.
    package var root: String
    package var place: Place
    /// The whole chain's source range (UTF-8 offsets): matched views inside it are hidden with it.
    package var range: Range<Int>
    package var steps: [Step]
    /// An `.offset` that puts the view in place when the condition holds (`y: shown ? 0 : h`):
    /// it slides in rather than fades.
    package var slides = false

    package init(condition: String, root: String, place: Place, range: Range<Int>, steps: [Step], slides: Bool = false) {
        self.condition = condition
        self.root = root
        self.place = place
        self.range = range
        self.steps = steps
        self.slides = slides
    }
}

/// A use of another view: a fragment of the same type (`detailView`, `grid()`), another
/// type (`MiniBar(ns: ns)`) or a View extension's function (`.player(animation: ns)`), with
/// the arguments that could carry a namespace.
package struct ReferenceFact: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        case fragment(String)
        case type(String)
        /// A modifier of the app's own, declared in an `extension View`, handed a namespace.
        case viewExtension(String)
    }
    package struct Argument: Sendable, Equatable {
        package var label: String?
        package var identifiers: [String]
        /// The key of a constant argument (`"chip"`, `.home`), for ids built from it.
        package var literal: String?
        /// The state an argument `$open` hands out as a binding (`open`).
        package var binding: String?
        /// A loop's item handed on whole (`Detail(fruit: item)` in `ForEach(items) { item in`),
        /// keyed as ids read it there (`$item`): the child's ids that read `fruit` read it.
        package var loopItem: String?
        /// The model type a plain name handed on holds where it is written, when that is a
        /// member of a model (`CardModel.selected` for `card` after `model.selected = card`):
        /// the child's declared type for that parameter is the member's type.
        package var memberType: String?
        /// A name or member chain handed on (`card.visaID`), keyed as written: a helper's use
        /// inside another helper reads through what the outer use was handed for `card`.
        package var path: String?

        package init(label: String? = nil, identifiers: [String], literal: String? = nil, binding: String? = nil, loopItem: String? = nil, memberType: String? = nil, path: String? = nil) {
            self.label = label
            self.identifiers = identifiers
            self.literal = literal
            self.binding = binding
            self.loopItem = loopItem
            self.memberType = memberType
            self.path = path
        }
    }
    package var key: ScopeKey
    package var kind: Kind
    package var arguments: [Argument]
    package var place: Place
    package var steps: [Step]
    /// A method run as the view appears (`.onAppear(perform: appear)`, `.onAppear { appear() }`).
    package var runsOnAppear = false

    package init(key: ScopeKey, kind: Kind, arguments: [Argument], place: Place, steps: [Step]) {
        self.key = key
        self.kind = kind
        self.arguments = arguments
        self.place = place
        self.steps = steps
    }
}

/// How a branch is selected, for naming states.
package enum BranchMeaning: Equatable, Sendable {
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
package struct BranchFact: Sendable, Equatable {
    /// How it reads in a message: `isExpanded`, `else`, `case .grid`, `let recipe = selectedRecipe`.
    package var label: String
    package var meaning: BranchMeaning
    /// Top-level statements of the branch, by key.
    package var statements: [ScopeKey]

    package init(label: String, meaning: BranchMeaning, statements: [ScopeKey]) {
        self.label = label
        self.meaning = meaning
        self.statements = statements
    }
}

/// An `if`/`else` chain link or a `switch`.
package struct ConditionalFact: Sendable, Equatable {
    package var key: ScopeKey
    package var typeName: String
    package var keyword: String          // "if" or "switch"
    /// The condition or subject's source (`isExpanded`, `let recipe = selectedRecipe`, `phase`).
    package var condition: String
    /// Names the condition reads (state candidates), in order.
    package var identifiers: [String]
    package var branches: [BranchFact]
    package var place: Place
    package var steps: [Step]
    /// The condition reads what each use of its view fragment or child view is given (a
    /// parameter, a plain property: `if selected == tab` in `TabButton(tab:)`): every use
    /// decides for itself, so two uses are two states.
    package var readsUseInput = false
    /// The condition reads what a view herocat does not read hands its content (`if isDealt(card)`
    /// in `AspectVGrid(cards) { card in … }`): it may pick one item of many.
    package var readsUnreadItem = false

    package init(key: ScopeKey, typeName: String, keyword: String, condition: String, identifiers: [String], branches: [BranchFact], place: Place, steps: [Step]) {
        self.key = key
        self.typeName = typeName
        self.keyword = keyword
        self.condition = condition
        self.identifiers = identifiers
        self.branches = branches
        self.place = place
        self.steps = steps
    }
}

/// A top-level statement of a branch: a view the branch shows directly.
package struct StatementFact: Sendable, Equatable {
    package var key: ScopeKey
    package var conditional: ScopeKey
    package var branch: Int
    package var root: String
    /// A matchedGeometryEffect (or zoom call) sits in the statement's own chain.
    package var chainIsMatched: Bool
    package var transition: TransitionUse?
    package var geometry: LiteralGeometry
    package var font: String?
    /// Spacer, Divider, EmptyView: nothing to see appear.
    package var isFiller: Bool
    /// Clear, hidden or (almost) fully transparent: nothing to see appear either.
    package var isInvisible: Bool = false
    /// The statement whose chain hides this one (itself, or the stack it sits in with its
    /// `.opacity(open ? 1 : 0)`): a view that fades its content in by itself.
    package var hiddenBy: ScopeKey? = nil
    /// Names an `.opacity(...)` of the chain reads (`selected` in `.opacity(selected == nil ? 1 : 0)`):
    /// state that may hide the view and all it holds.
    package var opacityReads: [String] = []
    /// Those of them an `.opacity` choosing 0 in one arm reads (`show` in `.opacity(show ? 0 : 1)`):
    /// state one value of which hides the view and all it holds.
    package var hidingOpacityReads: [String] = []
    /// Modifiers of the app's own given one flag (`show:info`, `show:!info` for `.show(!info)`):
    /// a view given the opposite flag by the same modifier is never shown with this one.
    package var visibilityFlags: [String] = []
    /// Those of them named to show or hide (`.show(info)`, `.visible(!picked)`, `.hide(done)`):
    /// the name each reads first, and whether it shows the view when that is false.
    package var showingFlags: [(name: String, showsWhenFalse: Bool)] {
        visibilityFlags.compactMap { flag in
            guard let colon = flag.firstIndex(of: ":") else { return nil }
            let modifier = String(flag[..<colon])
            guard SwiftUIViews.namesShowing(modifier) else { return nil }
            let read = flag[flag.index(after: colon)...]
            return read.drop { $0 == "!" }.split(separator: ".").first.map { (String($0), read.hasPrefix("!") != SwiftUIViews.namesHiding(modifier)) }
        }
    }
    /// A `.background` of its own that is a screen's backdrop (under the safe area), at this
    /// place: content the view shows beside the views it holds.
    package var backdrop: Place?
    /// An `.overlay` of its own showing a control or text (its first token, as `Button`), at this place.
    package var overlay: Located<String>?
    /// An `.overlay` showing a control or text that an opacity on one flag reveals
    /// (`.opacity(showData ? 1 : 0)`): its first token at this place, and that flag.
    package var flaggedOverlay: FlaggedOverlay?
    package struct FlaggedOverlay: Sendable, Equatable {
        package var content: Located<String>
        package var flag: String

        package init(content: Located<String>, flag: String) {
            self.content = content
            self.flag = flag
        }
    }
    /// A plain shape or colour (`Rectangle().fill(.mint)`, `Color.black`): a surface, no content.
    package var isPlainSurface: Bool = false
    /// Hidden (for herocat) only by an `.opacity` worked out from state (`1 - drag.height / 300`),
    /// no flag, no literal: what it shows when the view appears depends on that state.
    package var hiddenByComputedOpacity = false
    /// A stack with no background or overlay of its own whose views are all invisible: it
    /// shows nothing when it appears, wherever an offset of its own puts it.
    package var holdsOnlyHidden = false
    /// Seen elsewhere (for herocat) only by an `.offset` worked out from state (`x: drag.width <
    /// -140 ? … : drag.width`), with the names it reads: where the view appears depends on them.
    package var offsetReads: [String]? = nil
    /// A modifier of its chain herocat does not know may set the font of the text it holds.
    package var mayStyleText = false
    /// The chain's `.mask`/`.clipShape` is a matched view: its content is seen only through
    /// the morphing shape.
    package var masksWithMatchedShape: Bool = false
    /// The statement of a stack this one sits in, within the same branch (nil at the top).
    package var parent: ScopeKey?
    /// Statements of the stack this statement is, in order.
    package var children: [ScopeKey] = []
    /// Names the root view's call passes as arguments (`ns` in `Row(ns: ns)`).
    package var arguments: Set<String> = []
    /// The statement is a view expression (not a declaration or control flow).
    package var isView: Bool
    /// The names a tap on it changes (`.onTapGesture { … }`, a Button's action).
    package var tapChanges: Set<String> = []
    /// Its whole source, compact, for a view with no closure of its own (`Text("Title").font(.title)`):
    /// two such views with one text are the same view.
    package var source: String?
    /// Its root view's call, compact, when it passes no closure (`Text(name)` of
    /// `Text(name).foregroundStyle(.gray)`): two branches showing it at one place restyle one view.
    package var rootCall: String?
    package var place: Place

    package init(key: ScopeKey, conditional: ScopeKey, branch: Int, root: String, chainIsMatched: Bool, transition: TransitionUse? = nil, geometry: LiteralGeometry, font: String? = nil, isFiller: Bool, isInvisible: Bool = false, opacityReads: [String] = [], parent: ScopeKey? = nil, children: [ScopeKey] = [], arguments: Set<String> = [], isView: Bool, place: Place) {
        self.key = key
        self.conditional = conditional
        self.branch = branch
        self.root = root
        self.chainIsMatched = chainIsMatched
        self.transition = transition
        self.geometry = geometry
        self.font = font
        self.isFiller = isFiller
        self.isInvisible = isInvisible
        self.opacityReads = opacityReads
        self.parent = parent
        self.children = children
        self.arguments = arguments
        self.isView = isView
        self.place = place
    }
}

/// A `ForEach` (or `List(data) { item in }`).
package struct ForEachFact: Sendable, Equatable {
    package var key: ScopeKey
    package var data: String
    package var parameters: [String]
    package var place: Place
    /// The call that repeats its content: `ForEach`, or a view of the app's own (`CoverCarousel`).
    package var callee: String
    /// The type whose code writes the loop.
    package var typeName = ""

    package init(key: ScopeKey, data: String, parameters: [String], place: Place, callee: String = "ForEach") {
        self.key = key
        self.data = data
        self.parameters = parameters
        self.place = place
        self.callee = callee
    }

    /// How a finding names the loop: `ForEach(albums)`.
    package var written: String { "\(callee)(\(data))" }
}

/// A lazy grid, Grid or List.
package struct ContainerFact: Sendable, Equatable {
    package enum Kind: String, Sendable { case grid, list }
    package var key: ScopeKey
    package var kind: Kind
    package var name: String
    /// The font a List gives its rows (`.body` unless the List sets one), and where the List is.
    package var font: String?
    package var place: Place?

    package init(key: ScopeKey, kind: Kind, name: String) {
        self.key = key
        self.kind = kind
        self.name = name
    }
}

/// A stored property of a type.
package struct PropertyFact: Sendable, Equatable {
    package var name: String
    /// Attribute names without `@` (`State`, `Namespace`, `Binding`).
    package var attributes: [String]
    /// The declared type's source, if written (`Namespace.ID`).
    package var type: String?
    /// The initial value's compact source, if written (`UUID()`).
    package var initializer: String? = nil
    /// The environment value it reads (`heroNamespace` for `@Environment(\.heroNamespace)`).
    package var environmentKey: String? = nil
    /// A `let` with a literal value (`let titleID = "title"`): every instance holds it, keyed
    /// as the literal is; no use of the view can give it another.
    package var constantKey: String? = nil
    /// Declared `private` or `fileprivate`: no extension in another file reads it.
    package var isFilePrivate = false
    package var place: Place

    package var isNamespace: Bool { attributes.contains("Namespace") }
    /// A stored property without a wrapper that is no constant (`let book: Book`): the data its
    /// view was made with, handed in by the parent, not state the view changes.
    package var isGivenData: Bool { attributes.isEmpty && constantKey == nil }
    /// The model type it holds, declared or constructed (`Model` for `= Model()`); nil for plain values.
    package var modelType: String? { ModelTypeName.of(type ?? ModelTypeName.constructed(initializer) ?? ModelTypeName.pickedFromPlural(initializer, as: name)) }
    /// A namespace handed in: `Namespace.ID`, or an optional one (`Namespace.ID?`, a view that
    /// matches only when it is given one).
    package var isNamespaceParameter: Bool { type.map(Self.isNamespaceType) ?? false }

    /// `Namespace.ID`, optional or not.
    package static func isNamespaceType(_ type: String) -> Bool {
        var compact = type.filter { !$0.isWhitespace }
        if compact.hasPrefix("Optional<"), compact.hasSuffix(">") { compact = String(compact.dropFirst(9).dropLast()) }
        while compact.hasSuffix("?") || compact.hasSuffix("!") { compact.removeLast() }
        return compact == "Namespace.ID" || compact == "SwiftUI.Namespace.ID"
    }
    /// Owned, animatable view state: `@State` and its persistent cousins.
    package var isOwnedState: Bool {
        attributes.contains { $0 == "State" || $0 == "SceneStorage" || $0 == "AppStorage" }
    }

    package init(name: String, attributes: [String], type: String? = nil, initializer: String? = nil, environmentKey: String? = nil, place: Place) {
        self.name = name
        self.attributes = attributes
        self.type = type
        self.initializer = initializer
        self.environmentKey = environmentKey
        self.place = place
    }
}

/// What a fragment (a type's `body`, a computed view property or a view function) holds.
package struct FragmentFacts: Sendable, Equatable {
    package var name: String
    package var views: [ViewFact] = []
    package var references: [ReferenceFact] = []
    package var transitions: [TransitionFact] = []
    package var animations: [AnimationFact] = []
    package var opacities: [OpacityFact] = []
    package var conditionals: [ScopeKey] = []
    /// The top-level statements of the fragment's code (its root views), for rules that
    /// look at what a child view or helper shows beside a matched view.
    package var rootStatements: [ScopeKey] = []
    /// Names passed as plain arguments to calls herocat does not follow (`.environment(\.ns, ns)`,
    /// `SomeModifier(ns)`): a namespace among them has views herocat cannot see.
    package var passes: Set<String> = []
    /// Environment values it sets for the views below (`.environment(\.heroNamespace, hero)`).
    package var environmentSettings: [EnvironmentSetting] = []
    /// `NavigationLink(value: album) { … }` with a value of a known model type.
    package var links: [LinkFact] = []

    package init(name: String, views: [ViewFact] = [], references: [ReferenceFact] = [], transitions: [TransitionFact] = [], animations: [AnimationFact] = [], conditionals: [ScopeKey] = [], passes: Set<String> = []) {
        self.name = name
        self.views = views
        self.references = references
        self.transitions = transitions
        self.animations = animations
        self.conditionals = conditionals
        self.passes = passes
    }
}

/// `NavigationLink(value: album) { AlbumRow(album: album) }`: the model type it pushes, and
/// every name its label, arguments and modifiers read (a namespace among them may give it a
/// zoom source).
package struct LinkFact: Sendable, Equatable {
    package var place: Place
    package var valueType: String
    package var names: Set<String>
    /// The value pushed is the item of a loop around the link (`ForEach(albums) { album in
    /// NavigationLink(value: album)`), not a property holding one (a picked `selectedAlbum`).
    package var pushesLoopItem: Bool

    package init(place: Place, valueType: String, names: Set<String>, pushesLoopItem: Bool = true) {
        self.place = place
        self.valueType = valueType
        self.names = names
        self.pushesLoopItem = pushesLoopItem
    }
}

/// `.environment(\.key, value)`: the key and the names the value reads.
package struct EnvironmentSetting: Sendable, Equatable {
    package var key: String
    package var identifiers: [String]

    package init(key: String, identifiers: [String]) {
        self.key = key
        self.identifiers = identifiers
    }
}

/// One parameter of a view function: its argument label (nil for `_`) and its name.
package struct FragmentParameter: Sendable, Equatable {
    package var label: String?
    package var name: String
    /// The declared type's compact source (`Recipe`).
    package var type: String?

    package init(label: String? = nil, name: String, type: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// A struct, class, enum or actor (extensions in the same file merged in).
package struct TypeFacts: Sendable, Equatable {
    package var name: String
    package var file: Int
    package var place: Place
    package var inherits: [String]
    package var properties: [String: PropertyFact] = [:]
    package var propertyOrder: [String] = []
    package var fragments: [String: FragmentFacts] = [:]
    package var fragmentOrder: [String] = []
    /// The parameters of view functions (`func card(ns: Namespace.ID)`), by fragment name.
    package var fragmentParameters: [String: [FragmentParameter]] = [:]
    /// The stored property each argument label of a declared `init` sets
    /// (`init(namespace: Namespace.ID)` with `self.nspace = namespace`: `namespace` → `nspace`).
    package var initLabels: [String: String] = [:]
    /// State handed out as a binding (`$isExpanded`): whoever receives it may animate it.
    package var bindingsHandedOut: Set<String> = []
    /// State handed as the text of a field the user types into (`TextField("Name", text: $name)`):
    /// it changes with every keystroke.
    package var typedInto: Set<String> = []
    /// The names each event closure of the type changes, one set per closure: changed in
    /// one update (`isShowingDetail = true; selected = item` in a tap).
    package var changedTogether: [Set<String>] = []
    /// States set to a loop's item, or a member of it, inside the loop (`selected = index` in
    /// `ForEach(0..<4) { index in`), with that value as the loop's ids read it (`$item`,
    /// `$item.id`): an id reading the state is the picked item's id. Empty: set otherwise too.
    package var pickedLoopItems: [String: String] = [:]
    /// The declared types of its computed properties (`var visibleAlbums: [Album] { … }`).
    package var computedTypes: [String: String] = [:]
    /// Computed namespaces and the names their one expression reads (`heroNS` of
    /// `var heroNS: Namespace.ID { heroNamespace ?? localNS }`): an alias of any name it reads.
    package var namespaceAliases: [String: Set<String>] = [:]
    /// The members each method of a type that is no view sets to something (not `false` or
    /// `nil`) or toggles: `func open(_ item: Item) { selected = item }` switches on `selected`.
    package var methodSwitches: [String: Set<String>] = [:]
    /// Events (action closures) that change state outside any `withAnimation`: each name with
    /// its first such assignment (where a `withAnimation` belongs), and where the event is written.
    /// An event that runs a method of the type bare (`Button { close() }`, `.onEnded(dragEnded)`)
    /// makes that method's changes, at the call.
    package var unanimatedChanges: [Located<[String: Place]>] = []
    /// Those of the changes above made in code that runs later (`asyncAfter`'s closure, one that
    /// sleeps first): outside the transaction of any `withAnimation` written around it.
    package var changedLater: Set<Place> = []
    /// The events above that an `.onAppear` or `.task` runs as the view appears: they set the
    /// state the view starts in, before it is seen, not a change the user watches cut.
    package var changedOnAppear: Set<Place> = []
    /// State changed in a closure handed to a view of the app's own (`Card { dealt = true }`) or
    /// to a modifier of another module (`.buttonify { open.toggle() }`): that code decides when
    /// to run it, maybe in a `withAnimation`.
    package var changedInHandedClosures: Set<String> = []
    /// How many times each state is handed out as a binding (`$isExpanded`).
    package var bindingUses: [String: Int] = [:]
    /// The `@State` properties its code writes: assigns (`open = true`, `self.count += 1`),
    /// changes through a method or subscript (`open.toggle()`, `items[0] = item`) or hands
    /// in-out (`&value`).
    package var writtenNames: Set<String> = []
    /// Of those, the ones written other than `= true` (set back to `false`, toggled, given
    /// another value): a flag only ever switched on stays on once set.
    package var resetNames: Set<String> = []
    /// The state each presentation or destination (by its step's key) shows its content for
    /// (`showsEditor` for `.sheet(isPresented: $showsEditor)`).
    package var presentationStates: [ScopeKey: String] = [:]
    /// A method returns a `Namespace.ID` (`func activeNamespace() -> Namespace.ID`): views
    /// using its result may match any namespace of the type.
    package var returnsNamespaces = false
    /// Fragments written as the pages of a `TabView` (`example1.tabItem { }`): the `TabView`'s
    /// place and the page. Two pages are never on screen together.
    package var tabPages: [String: TabPage] = [:]
    /// A class or actor: views holding one instance share its members.
    package var isObject = false

    package var namespaces: [PropertyFact] { propertyOrder.compactMap { properties[$0] }.filter(\.isNamespace) }
    package var namespaceParameters: Set<String> { Set(properties.values.filter(\.isNamespaceParameter).map(\.name)) }
    /// Every name a namespace goes by here: its own `@Namespace`s and the ones it is handed.
    package var namespaceNames: Set<String> { Set(namespaces.map(\.name)).union(namespaceParameters) }
    package var isWidget: Bool { inherits.contains("Widget") }
    /// An Xcode preview: it shows one state of a view to look at, no transition of its own.
    package var isPreview: Bool { inherits.contains("PreviewProvider") }

    package init(name: String, file: Int, place: Place, inherits: [String], properties: [String: PropertyFact] = [:], propertyOrder: [String] = [], fragments: [String: FragmentFacts] = [:], fragmentOrder: [String] = [], fragmentParameters: [String: [FragmentParameter]] = [:], bindingsHandedOut: Set<String> = []) {
        self.name = name
        self.file = file
        self.place = place
        self.inherits = inherits
        self.properties = properties
        self.propertyOrder = propertyOrder
        self.fragments = fragments
        self.fragmentOrder = fragmentOrder
        self.fragmentParameters = fragmentParameters
        self.bindingsHandedOut = bindingsHandedOut
    }
}

/// One `// herocat:...` comment.
package struct SuppressionComment: Sendable, Equatable {
    package enum Scope: Sendable, Equatable {
        case nextLine, thisLine, restOfFile, enable
    }
    package var scope: Scope
    package var rules: [String]
    package var reason: String?
    package var line: Int
    package var column: Int

    package init(scope: Scope, rules: [String], reason: String? = nil, line: Int, column: Int) {
        self.scope = scope
        self.rules = rules
        self.reason = reason
        self.line = line
        self.column = column
    }
}

/// Everything read from one file.
package struct FileFacts: Sendable, Equatable {
    package var index: Int
    package var path: String
    package var lineCount: Int
    package var types: [TypeFacts] = []
    package var conditionals: [ScopeKey: ConditionalFact] = [:]
    package var statements: [ScopeKey: StatementFact] = [:]
    package var forEaches: [ScopeKey: ForEachFact] = [:]
    package var containers: [ScopeKey: ContainerFact] = [:]
    package var destinations: [ScopeKey: Place] = [:]
    package var suppressions: [SuppressionComment] = []
    /// Model types assigned to members of other models (`model.selectedCard = card`):
    /// `CarouselViewModel.selectedCard` → `Card`; "" when two assignments disagree.
    package var memberTypes: [String: String] = [:]
    /// The modifiers of the app's own this file defines that put a matched view on a view.
    package var wrappers: [WrapperDefinition] = []
    /// Read as a macOS build compiles it (the second reading of a file whose `#if` clauses
    /// compile otherwise for the Mac, `#if os(iOS)`, `canImport(UIKit)`).
    package var readForMac = false

    /// The file name without directories (`RecipeCard.swift`).
    package var fileName: String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    package init(index: Int, path: String, lineCount: Int, types: [TypeFacts] = [], conditionals: [ScopeKey: ConditionalFact] = [:], statements: [ScopeKey: StatementFact] = [:], forEaches: [ScopeKey: ForEachFact] = [:], containers: [ScopeKey: ContainerFact] = [:], destinations: [ScopeKey: Place] = [:], suppressions: [SuppressionComment] = []) {
        self.index = index
        self.path = path
        self.lineCount = lineCount
        self.types = types
        self.conditionals = conditionals
        self.statements = statements
        self.forEaches = forEaches
        self.containers = containers
        self.destinations = destinations
        self.suppressions = suppressions
    }
}
