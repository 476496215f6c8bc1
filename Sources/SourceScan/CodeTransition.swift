import Validation

/// A position in a scanned file: 1-based line and column (columns count UTF-8 bytes, as
/// compilers do).
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`
    public var description: String { "\(file):\(line):\(column)" }
}

/// One view a transition matches, as the code writes it.
public struct MatchedView: Equatable, Sendable {
    /// The call that matches it.
    public enum Call: String, Sendable {
        case matchedGeometryEffect, matchedTransitionSource, navigationTransition
    }

    public var call: Call
    /// The id as a reader sees it: a plain string literal's text (`artwork`), else the
    /// expression (`"\(recipe.id)-artwork"`, `photo.id`).
    public var id: String
    /// The id expression's source.
    public var idExpression: String
    /// The namespace expression (`heroNamespace`; `self.` dropped).
    public var namespace: String
    /// `properties:` as written, without its dot (`position`); nil when not written (frame).
    public var properties: String?
    /// `anchor:` as written, without its dot (`topLeading`); nil when not written (center).
    public var anchor: String?
    /// `isSource:` as written (`false`, `selected == tab`); nil when not written (true).
    public var isSource: String?
    /// The view the modifier chain starts from: `Text`, `VStack`, `PhotoDetailOverlay`.
    public var view: String
    /// The `.font` of the chain, as written.
    public var font: String?
    /// The `.transition` of the chain, as written.
    public var transition: String?
    /// Where the view sits, outermost first: `if isExpanded`, `else of if isExpanded`,
    /// `case .grid of switch phase`, `navigationDestination`; empty outside any branch.
    public var branch: [String]
    public var inNavigationDestination: Bool
    /// Repeated by a `ForEach` (or a `List` over data).
    public var inForEach: Bool
    /// The lazy grid, `Grid` or `List` around it, if any.
    public var container: String?
    /// Inside a widget or Live Activity.
    public var inWidget: Bool
    /// The call's name token.
    public var location: CodeLocation
}

/// One state of a transition: the views one branch (or the code outside any branch) shows.
public struct CodeState: Equatable, Sendable {
    /// Where it is, as messages say it: "in `if isExpanded`", "outside any branch".
    public var description: String
    /// The ids matched there, as `MatchedView.id` gives them.
    public var ids: [String]
}

/// A transition reconstructed from source: the views one `@Namespace` matches (followed
/// into the view fragments and child views it reaches), or a conditional that swaps views
/// without any matched geometry.
public struct CodeTransition: Sendable {
    /// `File.swift:TypeName/namespace` (`File.swift:TypeName` for a swap without a namespace).
    public let name: String
    /// The file of the type that owns the namespace (or the swap).
    public let file: String
    public let typeName: String
    /// The namespace's name; nil for a swap.
    public let namespace: String?
    /// The namespace declaration (or the swap's conditional, or the first view).
    public let location: CodeLocation
    public let views: [MatchedView]
    public let states: [CodeState]
    /// The state variables that switch the states (`isExpanded`, `phase`).
    public let stateVariables: [String]
    /// The animation expression of the `.animation(_:value:)` or `withAnimation` that
    /// animates the state change, leading dot dropped (`smooth(duration: 0.45)`);
    /// `default` for `withAnimation { }`; nil when nothing animates it.
    public let animation: String?
    /// Where that animation is written.
    public let animationLocation: CodeLocation?

    let model: TransitionModel
    let input: RuleInput

    init(model: TransitionModel, input: RuleInput, paths: [String]) {
        self.model = model
        self.input = input
        let context = input.context
        func location(_ place: Place) -> CodeLocation {
            CodeLocation(file: paths[place.file], line: place.line, column: place.column)
        }
        self.name = model.name
        self.file = paths[model.owner.file]
        self.typeName = model.owner.name
        self.namespace = model.namespaceName
        switch model.origin {
        case .swap(let key):
            self.location = context.conditionals[key].map { location($0.place) } ?? CodeLocation(file: paths[model.owner.file], line: 1, column: 1)
        default:
            self.location = model.place.map(location) ?? CodeLocation(file: paths[model.owner.file], line: 1, column: 1)
        }
        self.views = model.views.map { view in
            let fact = view.fact
            let call: MatchedView.Call
            switch fact.kind {
            case .geometry: call = .matchedGeometryEffect
            case .transitionSource: call = .matchedTransitionSource
            case .zoomDestination: call = .navigationTransition
            }
            var branch: [String] = []
            var container: String?
            for step in view.steps {
                switch step {
                case .branch(let key, let index):
                    guard let conditional = context.conditionals[key], index < conditional.branches.count else { continue }
                    if conditional.keyword == "if" {
                        branch.append(index == 0 ? "if \(conditional.condition)" : "else of if \(conditional.condition)")
                    } else {
                        branch.append("\(conditional.branches[index].label) of switch \(conditional.condition)")
                    }
                case .destination: branch.append("navigationDestination")
                case .presentation: branch.append("presentation")
                case .container(let key): container = context.containers[key]?.name ?? container
                default: break
                }
            }
            var isSource: String?
            switch fact.isSource {
            case .implicitTrue: isSource = nil
            case .literal(let value): isSource = value ? "true" : "false"
            case .expression(let text, _): isSource = text
            }
            return MatchedView(
                call: call, id: fact.idDisplay, idExpression: fact.idSource, namespace: fact.namespace,
                properties: fact.properties, anchor: fact.anchor, isSource: isSource, view: fact.root,
                font: fact.font?.value, transition: fact.transition?.argument, branch: branch,
                inNavigationDestination: view.inDestination, inForEach: view.innermostLoop != nil,
                container: container, inWidget: context.isInWidget(view, transition: model),
                location: location(fact.place)
            )
        }
        if case .swap(let key) = model.origin, let conditional = context.conditionals[key] {
            // A swap matches nothing: its states are the branches, with no ids.
            self.states = conditional.branches.indices.map { CodeState(description: input.describe(conditional, branch: $0), ids: []) }
        } else {
            // The ids of each state in one pass over the views (5,000 sibling branches are 5,000 states).
            var idsByState: [[Step]: [String]] = [:]
            var seenIDs: [[Step]: Set<String>] = [:]
            for view in model.views where seenIDs[view.stateKey, default: []].insert(view.fact.idDisplay).inserted {
                idsByState[view.stateKey, default: []].append(view.fact.idDisplay)
            }
            self.states = model.states.map { CodeState(description: input.describe($0), ids: idsByState[$0] ?? []) }
        }
        if case .swap(let key) = model.origin, let conditional = context.conditionals[key] {
            let variables = input.stateVariables(of: conditional)
            self.stateVariables = variables
            let animation = input.type(of: conditional).flatMap { input.animation(for: variables, in: $0) }
            self.animation = animation.map { CodeAnimation.specSource($0.expression ?? "default") }
            self.animationLocation = animation.map { location($0.place) }
        } else {
            let driver = input.driver(of: model)
            self.stateVariables = driver.variables
            self.animation = driver.animation.map { CodeAnimation.specSource($0.expression ?? "default") }
            self.animationLocation = driver.animation.map { location($0.place) }
        }
    }
}
