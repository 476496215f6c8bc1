import MotionCore
import SpecModel

/// A one-state element that switches at once, or starts its transition with the morph.
///
/// When it starts comes from the interpolation core: the element's `delay` plus every
/// `.delay()` of its animation (its own, else the transition's), as the animation's
/// `.speed()` modifiers stretch or shrink them (`smooth.delay(0.2).speed(2)` starts at
/// 0.1 s, `smooth.speed(2).delay(0.2)` at 0.2 s).
public struct UndelayedFadeRule: SpecRule {
    public init() {}

    /// The earliest start, in seconds, that lets the morph lead.
    public static let minimumStart = 0.1

    /// The one judgement of both checks: a fade starting this early starts with the morph.
    static func startsWithMorph(_ start: Double) -> Bool { start < minimumStart - 1e-9 }

    /// What both checks advise, after saying when the fade starts.
    static var advice: String { "start it about 0.15 s later (at least \(seconds(minimumStart)) s)" }

    public static let description = RuleDescription(
        identifier: "undelayed_fade",
        name: "Undelayed fade",
        severity: .warning,
        principle: "Content that exists in only one state should fade (`.opacity`) slightly after the morph starts (about 0.15 s), so the spatial morph leads.",
        hint: "Give it transition: opacity and delay: 0.15, as .transition(.opacity.animation(.smooth.delay(0.15))) does.",
        sources: ["000", "002"],
        triggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    transition: none
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    animation: smooth.delay(0.15).speed(2)
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: chevron
                    from: { x: 350, y: 124, width: 12, height: 16 }
                    transition: scale
                    delay: 0.05
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    transition: opacity
                    delay: 0.15
                """),
            Example("""
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    animation: smooth.speed(2).delay(0.15)
                """),
            Example("""
                animation: "spring(duration: 0.5, bounce: 0.2).delay(0.1)"
                elements:
                  - id: artwork
                    from: { x: 16, y: 100, width: 40, height: 40 }
                    to: { x: 16, y: 200, width: 200, height: 200 }
                  - id: details
                    to: { x: 16, y: 420, width: 200, height: 80 }
                    delay: 0.05
                """),
        ],
        swiftTriggeringExamples: [
            // A detail-only view whose transition starts with the morph.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            ↓Text(\"Details\").transition(.opacity)",
                collapsed: SwiftExample.artworkAndTitle
            )),
            // A detail-only view with no transition at all.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            ↓Text(\"Details\")",
                collapsed: SwiftExample.artworkAndTitle
            )),
            // A view always in the layout, shown by the morph's state with no delay.
            SwiftExample(SwiftExample.morphBeside(
                "↓Text(\"Save\")\n                .opacity(isExpanded ? 1 : 0)"
            )),
            // Content the detail shows as it appears, by state its `.onAppear` sets with no delay.
            SwiftExample(SwiftExample.detailAppearing(
                content: "↓Text(\"Tracks\")\n                .opacity(showContent ? 1 : 0)",
                animation: ".easeOut(duration: 0.3)"
            )),
            // Content revealed a moment later by a flag no animation changes: it pops in.
            SwiftExample(SwiftExample.detailAppearing(
                content: "↓Text(\"Tracks\")\n                .opacity(showContent ? 1 : 0)",
                onAppear: "DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { showContent = true }"
            )),
        ],
        swiftNonTriggeringExamples: [
            // The mini bar's title and play button leave as the player grows and come back as it
            // shrinks: content of the state the morph grows out of may fade with it.
            SwiftExample("""
                struct Player: View {
                    @Namespace private var ns
                    @State private var expanded = false
                    var body: some View {
                        if expanded {
                            Image("cover").resizable().frame(width: 280, height: 280)
                                .matchedGeometryEffect(id: "cover", in: ns)
                        } else {
                            HStack {
                                Image("cover").resizable().frame(width: 44, height: 44)
                                    .matchedGeometryEffect(id: "cover", in: ns)
                                Text("Episode 12")
                                Image(systemName: "play.fill")
                            }
                            .onTapGesture { withAnimation(.smooth) { expanded = true } }
                        }
                    }
                }
                """),
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Text(\"Details\").transition(.opacity.animation(.smooth.delay(0.15)))",
                collapsed: SwiftExample.artworkAndTitle
            )),
            // The state change's own animation is delayed.
            SwiftExample(SwiftExample.morph(
                expanded: SwiftExample.artworkAndTitle + "\n            Text(\"Details\").transition(.opacity)",
                collapsed: SwiftExample.artworkAndTitle,
                animation: ".animation(.smooth.delay(0.2), value: isExpanded)"
            )),
            // The view's own fade waits for the morph.
            SwiftExample(SwiftExample.morphBeside(
                "Text(\"Save\")\n                .opacity(isExpanded ? 1 : 0)\n                .animation(.smooth.delay(0.15), value: isExpanded)"
            )),
            // So does the state the detail sets as it appears.
            SwiftExample(SwiftExample.detailAppearing(
                content: "Text(\"Tracks\")\n                .opacity(showContent ? 1 : 0)",
                animation: ".easeOut(duration: 0.3).delay(0.15)"
            )),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        spec.oneStateElements.compactMap { index, element in
            guard let state = element.onlyState else { return nil }
            let entering = state == .to
            let place = "only in state \(spec.stateName(state))"
            if element.transition == .none {
                return RuleViolation(
                    element: element.id, path: elementPath(index),
                    message: "\(element.id) is \(place) and has transition: none, so it \(entering ? "pops in" : "vanishes") instead of fading \(entering ? "in" : "out")"
                )
            }
            let start = startTime(of: element, in: spec)
            guard Self.startsWithMorph(start) else { return nil }
            let verb: String
            switch element.transition {
            case .scale: verb = "scale"
            case .move: verb = "slide"
            default: verb = "fade"
            }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) is \(place) and starts to \(verb) \(entering ? "in" : "out") at \(seconds(start)) s, with the morph; \(Self.advice)"
            )
        }
    }

    /// When the element's transition starts, in seconds after the state change.
    func startTime(of element: ElementSpec, in spec: TransitionSpec) -> Double {
        guard let animation = spec.animation(of: element) else { return element.delay }
        return AnimationEvaluator(animation, delay: element.delay).startTime
    }
}

// MARK: - In SwiftUI source

/// Views that appear or disappear in the same state change as a real morph (a branch of
/// a conditional where the views of one matched id part ways, in that namespace): a
/// `.transition` that starts with the morph (no delay of at least 0.1 s in the animation
/// it runs on), or a view with no `.transition` at all, including views in a stack beside
/// the matched view. Invisible placeholders (`.clear`, `.hidden()`, opacity below 0.01)
/// have nothing to fade. Each view is reported once. Only the detail's side is judged: the
/// state the morph grows out of may fade with it (`isStartingSide`), and so may placeholders
/// standing in for it under a detail that opens elsewhere. A highlight sliding between items
/// parts no views, but the change that moves it shows the picked item's own content (its title
/// under the same `if selection == tab`): that content is judged the same way. A helper used
/// once (`var closeButton: some View`) is reported at the view it writes, and a detail that
/// fades in with the morph brings its screen backdrop (a colour under the safe area) with it.
///
/// A transition runs on the animation it carries (`.opacity.animation(.smooth.delay(0.15))`),
/// else the `.animation(_:)` of its chain, else the transaction's: the animation of the
/// state change. Its start is counted as the spec rule counts it, by the interpolation core.
extension UndelayedFadeRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        // Toolbar items live in each navigation stack's own bar: they morph with no screen content.
        guard transition.seesAllStates, transition.views.contains(where: { $0.isGeometry && !$0.fact.inToolbar }) else { return [] }
        // Only the state that switches the matched elements, changed with an animation, makes
        // one-state content: not data emptiness, a setting, or an `if let` around one view.
        var morphs = Self.morphStates(of: transition, input)
        let slides = morphs.isEmpty
        let highlights = slides ? Self.highlightSwitches(of: transition, input) : []
        if slides { morphs = highlights.map(\.conditional) }
        // A morph state of the owner's other namespaces (one per element) is judged once, by the first.
        let earlier = (input.transitionsByOwner[transition.owner] ?? []).map { input.transitions[$0] }.prefix { $0.name != transition.name }
        let judged = Set(earlier.filter(\.seesAllStates).flatMap { Self.morphStates(of: $0, input).map(\.key) })
        guard !morphs.isEmpty, !morphs.allSatisfy({ judged.contains($0.key) }) else { return [] }
        // Other conditionals of the owner switched by the same state change appear with the
        // morph too: the same state, to the member (`config.expand`, not `config.showContent`).
        let variables = Set(morphs.flatMap { Self.switchingPaths(of: $0, input) })
        var conditionals = morphs
        let morphKeys = Set(morphs.map(\.key))
        var seenKeys = morphKeys
        if slides {
            for conditional in Self.sameItemConditionals(as: highlights, input) where seenKeys.insert(conditional.key).inserted {
                conditionals.append(conditional)
            }
        } else if !variables.isEmpty, let owner = input.context.types[transition.owner] {
            // The `TabView` pages the morphs are written in: another page is never on screen with them.
            let morphPages = Set(owner.fragmentOrder.filter { name in
                owner.fragments[name]?.conditionals.contains(where: morphKeys.contains) == true
            }.compactMap { owner.tabPages[$0] })
            let shown = owner.fragmentsShown
            for name in owner.fragmentOrder where shown.contains(name) {
                if let page = owner.tabPages[name], !morphPages.isEmpty, !morphPages.contains(page) { continue }
                for key in owner.fragments[name]?.conditionals ?? [] where !seenKeys.contains(key) {
                    // An `else if` of a morph's conditional is one more state of that flow, not the morph's change.
                    guard let conditional = input.context.conditionals[key], conditional.keyword != "ViewThatFits",
                          !conditional.steps.contains(where: { if case .branch(let outer, _) = $0 { return seenKeys.contains(outer) } else { return false } }),
                          !variables.isDisjoint(with: input.statePaths(of: conditional)) else { continue }
                    seenKeys.insert(key)
                    conditionals.append(conditional)
                }
            }
        }
        let driver = input.driver(of: transition)
        // A state animated only by a child view it is handed to as a binding: that file is needed.
        let needs = morphs.compactMap { input.stateAnimation($0)?.place.file }
        // Statements that hold a matched view: they move with the morph (this one, or the
        // morph of another namespace of the owner: one namespace per element is common).
        var holdsMatched: Set<ScopeKey> = []
        for index in input.transitionsByOwner[transition.owner] ?? [] {
            for view in input.transitions[index].views {
                for step in view.steps { if case .statement(let key) = step { holdsMatched.insert(key) } }
            }
        }
        var reported: Set<Place> = []
        var violations: [CodeViolation] = []
        func report(_ violation: CodeViolation, alsoNeeds: [Int] = []) {
            var violation = violation
            violation.needs = needs + alsoNeeds.filter { $0 != violation.place.file }
            if reported.insert(violation.place).inserted { violations.append(violation) }
        }
        // A stand-in: a branch with no matched view of a conditional of the morph's state whose
        // other branch holds the source, while the detail opens in another conditional of that
        // state (`if !open { cards } else { placeholders }` beside `if open { detail }`, either
        // one the morph). It keeps the layout under the detail; it shows none of its content.
        let matchedBranches = Set(transition.views.flatMap(\.stateKey))
        let onMatchedPath = Set(matchedBranches.compactMap { step -> ScopeKey? in if case .branch(let key, _) = step { return key } else { return nil } })
        let holdingSameState = seenKeys.intersection(onMatchedPath)
        func isStandIn(_ conditional: ConditionalFact, _ index: Int) -> Bool {
            holdingSameState.contains(conditional.key) && !matchedBranches.contains(.branch(conditional.key, index))
                && holdingSameState.contains { $0 != conditional.key } && Self.mirrorsAnotherBranch(conditional, index, input)
        }
        // A branch every matched view sits in (`if tab == .login || tab == .signUp` around the
        // indicator's two places) shows in both states of the morph: what it holds stays.
        let geometry = transition.views.filter(\.isGeometry)
        let aroundEverySide = geometry.count > 1 ? TransitionModel.stepsAround(geometry, byUse: true) : []
        // The latest step of each flow the judged conditionals read, worked out once (linear in them).
        let latestSteps = Self.latestSteps(of: conditionals)
        // The branches of a conditional switched with the morph (or as its content appears).
        func judge(_ conditional: ConditionalFact, animation: AnimationFact?) {
            // A `Group` around the conditional hands its `.transition` to each branch: the
            // author chose how they come and go (pages pushed in), and no branch is without one.
            if case .statement(let key)? = conditional.steps.last, let group = input.context.statements[key],
               group.root == "Group", group.transition != nil { return }
            let owner = input.type(of: conditional)
            let written = Self.branchViews(of: conditional, input)
            // Of three or more branches, one holding no matched view while two others do (an idle
            // or error page beside the results and their detail) is no side of the morph.
            let sides = conditional.branches.indices.filter { matchedBranches.contains(.branch(conditional.key, $0)) }
            for (index, branch) in conditional.branches.enumerated()
                where !input.isStartingSide(branch.meaning, in: owner) && !isStandIn(conditional, index) && !Self.staysForLaterSteps(conditional, index, latest: latestSteps)
                    && !aroundEverySide.contains(.branch(conditional.key, index))
                    && !(conditional.branches.count >= 3 && sides.count >= 2 && !sides.contains(index)) {
                let place = input.describe(conditional, branch: index)
                let step = Step.branch(conditional.key, index)
                // Fades written in this branch itself (not in a conditional nested inside it).
                // A transition on the view that holds the matched views is the morph's own side,
                // unless it fades (or scales) a view that also shows content of its own (a card's
                // header beside the matched image): it fades that content with the morph, and
                // that content is reported where it is. So does a matched container's own
                // transition (a detail page matched whole, holding the matched photo).
                for fade in transition.fades where Self.innermostBranch(fade.steps) == step
                    && (!fade.fact.onMatchedView || Self.isMatchedContainer(fade.steps, holdsMatched, input)) {
                    // A view handed the namespace that herocat did not read may hold the matched views.
                    if let key = Self.innermostStatement(fade.steps), !holdsMatched.contains(key), let owner, let statement = input.context.statements[key],
                       !statement.arguments.isDisjoint(with: owner.namespaceNames) || Self.holdsViewHandedNamespace(key, in: owner, input) { continue }
                    if let holder = Self.innermostStatement(fade.steps), holdsMatched.contains(holder) {
                        // `.identity` keeps the container for the morph, and inserts what it
                        // shows beside the matched views at once.
                        if fade.fact.use.isIdentity {
                            for statement in Self.oneStateViews(from: [holder], in: owner, holdsMatched: holdsMatched, transition, input, fadingItself: true) {
                                report(CodeViolation(
                                    element: nil,
                                    message: "\(statement.root) is shown only \(place) in a view whose .transition(\(fade.fact.use.argument)) inserts it at once, so it pops in instead of fading after the morph",
                                    place: statement.place
                                ))
                            }
                            continue
                        }
                        // `.asymmetric(insertion: .identity, removal: .offset(…))` keeps the container
                        // in place for the morph while its content brings itself in (an appear flag).
                        if fade.fact.use.argument.filter({ !$0.isWhitespace }).contains("insertion:.identity") { continue }
                        // The fade is also the matched views' own cross-fade: the content shown
                        // beside them is what should wait, so each is reported where it is.
                        var backdrops: [(shown: StatementFact, holder: StatementFact, backdrop: Place)] = []
                        var popping: [(view: StatementFact, flag: String)] = []
                        let content = Self.oneStateViews(from: [holder], in: owner, holdsMatched: holdsMatched, transition, input, fadingItself: true, backdrops: &backdrops, popping: &popping)
                        for (view, flag) in popping { report(Self.poppingIn(view, flag, place)) }
                        let start = Self.fadeStart(of: fade.fact, driver: animation, input)
                        guard !content.isEmpty || !backdrops.isEmpty, Self.startsWithMorph(start) else { continue }
                        let fading = "in a view whose .transition(\(fade.fact.use.argument)) starts to \(Self.verb(of: fade.fact.use)) at \(seconds(start)) s, with the morph; \(Self.advice)"
                        for statement in content {
                            report(CodeViolation(element: nil, message: "\(statement.root) is shown only \(place) \(fading)", place: statement.place))
                        }
                        // The screen backdrop the view fades in (a page colour under the safe area) covers
                        // the screen with the morph; one a page slides in with it moves with the page.
                        for (_, backdropHolder, backdrop) in backdrops where Self.verb(of: fade.fact.use) == "fade" {
                            report(CodeViolation(element: nil, message: "the backdrop of the \(backdropHolder.root) at line \(backdropHolder.place.line) is shown only \(place) \(fading)", place: backdrop))
                        }
                        continue
                    }
                    if var violation = check(fade.fact, driver: animation, place: place, input) {
                        // Pointed at the view that fades (its first line), like the views with none.
                        if let key = Self.innermostStatement(fade.steps), let view = input.context.statements[key],
                           view.transition?.place == fade.fact.use.place { violation.place = view.place }
                        report(violation)
                    }
                }
                var backdrops: [(shown: StatementFact, holder: StatementFact, backdrop: Place)] = []
                var popping: [(view: StatementFact, flag: String)] = []
                // A view written the same way in another branch is in both states: it stays.
                // So is the same view at the same place of another branch, styled otherwise.
                let others = written.enumerated().filter { $0.offset != index }.map(\.element)
                let elsewhere = others.reduce(into: Set<String>()) { $0.formUnion($1.sources) }
                let restyled = others.reduce(into: Set<String>()) { $0.formUnion($1.places.values.joined()) }
                for statement in Self.oneStateViews(from: branch.statements, in: owner, holdsMatched: holdsMatched, transition, input, holding: branch.meaning, backdrops: &backdrops, popping: &popping)
                    where !(statement.source.map(elsewhere.contains) ?? false) && !(written[index].places[statement.key]?.contains(where: restyled.contains) ?? false) {
                    report(CodeViolation(
                        element: nil,
                        message: "\(statement.root) is shown only \(place) and has no .transition, so it comes and goes with the morph (SwiftUI's default fade, from 0 s) instead of fading in after it",
                        place: statement.place
                    ))
                }
                for (view, flag) in popping { report(Self.poppingIn(view, flag, place)) }
                // A helper that is this `if` whole, used with a backdrop of its own, brings it too.
                if index == 0, conditional.branches.count == 1, let owner {
                    for (use, backdrop) in Self.backdropsOfUses(of: conditional, in: owner, input) where !backdrops.contains(where: { $0.backdrop == backdrop }) {
                        backdrops.append((use, use, backdrop))
                    }
                }
                // Reported at the backdrop, where the fix belongs (a view of its own with a delayed fade).
                for (shown, holder, backdrop) in backdrops {
                    let whose = shown.key == holder.key ? "the \(shown.root) at line \(shown.place.line)" : "\(shown.root)'s \(holder.root) (\(shown.root) at line \(shown.place.line))"
                    report(CodeViolation(
                        element: nil,
                        message: "the backdrop of \(whose) is shown only \(place) and has no .transition, so it fades in with the morph instead of after it",
                        place: backdrop
                    ), alsoNeeds: [shown.place.file])
                }
            }
        }
        for conditional in conditionals { judge(conditional, animation: driver.animation ?? (slides ? input.stateAnimation(conditional) : nil)) }
        // A highlight's item shows nothing else by the change: no companion state, no follower.
        if slides { return violations }
        let companions = Self.companionStates(of: transition, morphs: morphs, input)
        for companion in companions {
            for conditional in Self.conditionals(of: companion.type, reading: companion.variables, onPath: onMatchedPath, input) where seenKeys.insert(conditional.key).inserted {
                judge(conditional, animation: companion.animation)
            }
        }
        for violation in Self.opacityFollowers(of: transition, morphs: morphs, morphVariables: variables, companions: companions, holdsMatched: holdsMatched, input) { report(violation) }
        return violations
    }

    /// The visible views without a `.transition` that `statements` show beside the matched
    /// views, each with the type it is written in (a child view's body is read in it): a stack
    /// or child view holding a matched view is opened, a view handed a namespace (it may hold
    /// matched views herocat did not follow) is left alone. `fadingItself`: the first
    /// statements carry the transition being judged, so theirs does not stop the walk.
    static func oneStateViews(
        from statements: [ScopeKey], in owner: TypeFacts?, holdsMatched: Set<ScopeKey>, _ transition: TransitionModel, _ input: RuleInput,
        fadingItself: Bool = false
    ) -> [StatementFact] {
        var ignored: [(shown: StatementFact, holder: StatementFact, backdrop: Place)] = []
        var unfaded: [(view: StatementFact, flag: String)] = []
        return oneStateViews(from: statements, in: owner, holdsMatched: holdsMatched, transition, input, fadingItself: fadingItself, backdrops: &ignored, popping: &unfaded)
    }

    /// `backdrops`: the views holding matched views that bring a screen backdrop of their own
    /// (a background under the safe area), each with the statement of the branch that
    /// shows it: the backdrop fades in with the morph. `popping`: the views an appear flag
    /// reveals with no animation (`popsInUnanimated`), each with that flag.
    static func oneStateViews(
        from statements: [ScopeKey], in owner: TypeFacts?, holdsMatched: Set<ScopeKey>, _ transition: TransitionModel, _ input: RuleInput,
        fadingItself: Bool = false, holding implied: BranchMeaning? = nil, backdrops: inout [(shown: StatementFact, holder: StatementFact, backdrop: Place)],
        popping: inout [(view: StatementFact, flag: String)]
    ) -> [StatementFact] {
        var found: [StatementFact] = []
        var switching: Set<String>?
        func morphVariables() -> Set<String> {
            let variables = switching ?? Set(input.driver(of: transition).variables)
            switching = variables
            return variables
        }
        let first = fadingItself ? Set(statements) : []
        var pending = statements.reversed().map { (key: $0, type: owner, shown: $0) }
        var expanded: Set<ScopeKey> = []
        while let (key, type, shown) = pending.popLast() {
            // The view fading itself in is judged for that fade, not passed over for it.
            guard let statement = input.context.statements[key], statement.isView,
                  first.contains(key) || (statement.transition == nil && !isRevealedLater(statement, in: type, input)) else { continue }
            if statement.chainIsMatched {
                // A text or control laid over the matched view after its match (a logo over the
                // opened card) appears with this state when its partners show none.
                if let overlay = statement.overlay, !overlayShownByPartner(key, overlay.value, transition, input) {
                    found.append(overlaidContent(overlay, on: statement))
                }
                if let popped = poppingOverlay(of: statement, in: type, input),
                   !overlayShownByPartner(key, statement.flaggedOverlay?.content.value ?? "", transition, input, unknownPartnerShows: false) {
                    popping.append(popped)
                }
                // A matched container (a card's frame) morphs as one; when other matched views
                // sit inside it (the card's image and title), the views beside them are the
                // detail's own content, brought in with the container.
                guard statement.children.contains(where: holdsMatched.contains),
                      !isSameContainerElsewhere(key, statement, transition, input) else { continue }
                pending.append(contentsOf: statement.children.reversed().map { ($0, type, shown) })
                pending.append(contentsOf: contentUnderDataTests(in: key, holding: implied, input).reversed().map { ($0, type, shown) })
                continue
            }
            if hiddenByOwnModifier(statement, in: type, morphVariables: morphVariables) { continue }
            if holdsMatched.contains(key) {
                if let backdrop = statement.backdrop, let shownFact = input.context.statements[shown], !backdrops.contains(where: { $0.shown.key == shown }) {
                    backdrops.append((shownFact, statement, backdrop))
                }
                // An overlay of its own (a close button over the detail) appears with it.
                if let overlay = statement.overlay { found.append(overlaidContent(overlay, on: statement)) }
                if let popped = poppingOverlay(of: statement, in: type, input) { popping.append(popped) }
                // A stack holding the matched view: its other views appear beside it. A
                // child view or helper holding it (`Detail(ns: ns)`): so do the other views
                // of its body.
                if !statement.children.isEmpty {
                    // A plain fill inside a stack masked by a matched shape is that shape's own
                    // surface (a card's colour inside its morphing mask): it morphs with it.
                    let children = statement.masksWithMatchedShape
                        ? statement.children.filter { input.context.statements[$0]?.isPlainSurface != true } : statement.children
                    pending.append(contentsOf: children.reversed().map { ($0, type, shown) })
                    pending.append(contentsOf: contentUnderDataTests(in: key, holding: implied, input).reversed().map { ($0, type, shown) })
                    // A page of another state (`switch page`): the one it starts on appears with them.
                    pending.append(contentsOf: Self.declaredBranchContent(inside: key, input).reversed().map { ($0, type, shown) })
                    // A helper of the view its modifiers show (`.overlay(overlayContent)`) holding
                    // matched views: its other views appear beside them too.
                    if expanded.insert(key).inserted {
                        pending.append(contentsOf: helperBodies(reachedFrom: key, statement, transition).reversed().map { ($0, type, shown) })
                    }
                } else if expanded.insert(key).inserted {
                    if let (inner, innerType) = input.body(of: statement, in: type) ?? input.bodyBranches(of: statement, on: transition) {
                        pending.append(contentsOf: inner.reversed().map { ($0, innerType, shown) })
                    } else {
                        // A ForEach holding it: what the loop shows on the matched views' path
                        // (the branch picking the selected item) appears with it.
                        pending.append(contentsOf: contentOnMatchedPath(inside: key, transition, input).reversed().map { ($0, type, shown) })
                    }
                }
                continue
            }
            // A view handed a namespace may hold matched views herocat did not follow.
            if let type, !statement.arguments.isDisjoint(with: type.namespaceNames) { continue }
            if type == nil, let namespace = transition.namespaceName, statement.arguments.contains(namespace) { continue }
            // A group showing only a conditional of another state (`Group { switch page { … } }`)
            // shows the branch that state starts on.
            // (A stack moved by a scroll offset but holding only hidden views shows nothing.)
            let atRest = restsVisible(statement, in: type, input) && !statement.holdsOnlyHidden
            // Hidden only by the view fading itself in: seen as that view shows.
            let hiddenByTheFade = statement.hiddenBy.map { $0 != key && first.contains($0) } ?? false
            // Revealed by an appear flag nothing animates: it pops in, unfaded.
            if statement.isInvisible, !atRest, !hiddenByTheFade, !statement.isFiller, let flag = popsInUnanimated(statement, in: type, input),
               !handsOnNamespace(statement, in: type, input) {
                popping.append((writtenPlace(of: statement, in: type, input), flag))
                continue
            }
            if statement.isInvisible, !atRest, !hiddenByTheFade, statement.children.isEmpty, !statement.isFiller {
                pending.append(contentsOf: Self.declaredBranchContent(inside: key, input).reversed().map { ($0, type, shown) })
                continue
            }
            guard !statement.isFiller, !statement.isInvisible || hiddenByTheFade || atRest,
                  !handsOnNamespace(statement, in: type, input) else { continue }
            found.append(writtenPlace(of: statement, in: type, input))
        }
        return found
    }

    /// Hidden for herocat only by an opacity (or moved only by an offset) worked out from the
    /// view's own state that nothing sets as a view appears or beside the state a change
    /// switches on (a drag's offset in `1 - offset.width / 120`): it is at rest, and seen in
    /// place, when the view appears.
    static func restsVisible(_ statement: StatementFact, in type: TypeFacts?, _ input: RuleInput) -> Bool {
        guard let type, statement.hiddenByComputedOpacity || statement.offsetReads != nil else { return false }
        let reads = (statement.hiddenByComputedOpacity ? statement.opacityReads : []) + (statement.offsetReads ?? [])
        // `abs(offset.width / 500)`: the arithmetic reads the state, it is none.
        let names = Set(reads.filter { $0.first?.isLowercase == true && !Self.arithmetic.contains($0) })
        guard !names.isEmpty, names.allSatisfy({ type.properties[$0]?.attributes == ["State"] }) else { return false }
        // An offset rests in place only where what it reads starts at zero (a drag's
        // translation), not at a distance or a flag (`panelShown ? 0 : 400`).
        let offsetNames = Set((statement.offsetReads ?? []).filter(names.contains))
        guard offsetNames.allSatisfy({ Self.zeros.contains(type.properties[$0]?.initializer ?? "") }) else { return false }
        return !input.animations(in: type).contains { animation in
            guard case .withAnimation(let used) = animation.kind, !names.isDisjoint(with: used) else { return false }
            return animation.onAppear || !animation.switchedOn.subtracting(names).isEmpty
        }
    }

    /// A length, size or point of nothing, as a state starts at it.
    static let zeros: Set<String> = ["0", "0.0", ".zero", "CGSize.zero", "CGPoint.zero", "CGFloat.zero", "CGSize()", ".init()"]

    /// Free functions of the standard library an opacity's arithmetic calls.
    static let arithmetic: Set<String> = ["abs", "min", "max", "round", "sqrt", "pow"]

    /// The finding for a one-state view an unanimated appear flag reveals.
    static func poppingIn(_ view: StatementFact, _ flag: String, _ place: String) -> CodeViolation {
        CodeViolation(
            element: nil,
            message: "\(view.root) is shown only \(place), hidden by an .opacity until \(flag) turns true, which no animation changes: it pops in instead of fading in after the morph",
            place: view.place
        )
    }

    /// Hidden as the morph runs by a modifier of the app's own named to show or hide it, given a
    /// flag of another state whose start hides it (`.show(info)` with `@State var info = false`):
    /// it comes with that flag, later, not with the morph.
    static func hiddenByOwnModifier(_ statement: StatementFact, in type: TypeFacts?, morphVariables: () -> Set<String>) -> Bool {
        guard let type, !statement.showingFlags.isEmpty else { return false }
        return statement.showingFlags.contains { flag in
            guard let start = type.properties[flag.name]?.initializer, start == "true" || start == "false" else { return false }
            return (start == "true") == flag.showsWhenFalse && !morphVariables().contains(flag.name)
        }
    }

    /// A helper of the view used once (`button` for `var button: some View { Button { … } }`),
    /// pointed at the one view it writes, where its fix belongs; any other statement as it is.
    static func writtenPlace(of statement: StatementFact, in type: TypeFacts?, _ input: RuleInput) -> StatementFact {
        guard let type, let helper = type.fragments[statement.root], helper.rootStatements.count == 1,
              let written = input.context.statements[helper.rootStatements[0]]?.place, written.file == statement.place.file else { return statement }
        let uses = type.fragmentOrder.reduce(0) { count, name in
            count + (type.fragments[name]?.references.filter { $0.kind == .fragment(statement.root) }.count ?? 0)
        }
        guard uses == 1 else { return statement }
        var moved = statement
        moved.place = written
        return moved
    }

    /// The branch lays out what another branch of its conditional shows (a loop of placeholder
    /// cards for the cards, a placeholder per item, or the same kinds of views): it stands in
    /// for them. A branch of views of its own (a separator and a date picker where the
    /// poster's text was) does not.
    static func mirrorsAnotherBranch(_ conditional: ConditionalFact, _ index: Int, _ input: RuleInput) -> Bool {
        // A helper of the view (`else { placeholders }`) shows what its body does.
        let fragments = input.type(of: conditional)?.fragments ?? [:]
        func roots(_ branch: Int) -> Set<String> {
            Set(viewRoots(conditional.branches[branch].statements, input).flatMap { root in
                fragments[root].map { viewRoots($0.rootStatements, input) } ?? [root]
            })
        }
        let own = roots(index)
        if own.contains("ForEach") || conditional.steps.contains(where: \.isForEach) { return true }
        // (A branch holding only further conditionals, an `else if` chain, is not compared.)
        return conditional.branches.indices.contains { other in
            guard other != index else { return false }
            let theirs = roots(other)
            return theirs.isEmpty || !own.isDisjoint(with: theirs)
        }
    }

    /// What the statements show, fillers left out (`Text`, `Image`, `ForEach`, `header`).
    static func viewRoots(_ keys: [ScopeKey], _ input: RuleInput) -> [String] {
        keys.compactMap { input.context.statements[$0] }.filter { $0.isView && !$0.isFiller }.map(\.root)
    }

    /// The first statements of the helpers of the same file a stack's modifiers place (reached
    /// on a matched view's path right after the stack: `.overlay(overlayContent)`), other than
    /// the stack's own content.
    static func helperBodies(reachedFrom key: ScopeKey, _ statement: StatementFact, _ transition: TransitionModel) -> [ScopeKey] {
        var bodies: [ScopeKey] = []
        for view in transition.views {
            for index in view.steps.indices.dropLast(2) where view.steps[index] == .statement(key) {
                guard case .instance = view.steps[index + 1], case .statement(let next) = view.steps[index + 2],
                      file(of: next) == file(of: key), !statement.children.contains(next), !bodies.contains(next) else { continue }
                bodies.append(next)
            }
        }
        return bodies
    }

    /// The content of a statement's `.overlay`, reported where it is written.
    static func overlaidContent(_ overlay: Located<String>, on statement: StatementFact) -> StatementFact {
        var content = statement
        content.root = "\(overlay.value) (in \(statement.root)'s .overlay)"
        content.place = overlay.place
        return content
    }

    /// The matched view written at `key` has a partner (a view of one of its ids in another
    /// state) showing the same overlay, revealed by a flag or not: it is no one-state content.
    /// `unknownPartnerShows`: whether a partner whose statement is not known, or none, counts as
    /// showing it (a plain overlay is judged only against known partners; one a flag reveals is
    /// judged unless a known partner shows it too).
    static func overlayShownByPartner(_ key: ScopeKey, _ overlay: String, _ transition: TransitionModel, _ input: RuleInput, unknownPartnerShows: Bool = true) -> Bool {
        let elements = Set(transition.views.filter { innermostStatement($0.steps) == key }.map(\.fact.elementKey))
        let partners = transition.views.filter { elements.contains($0.fact.elementKey) && innermostStatement($0.steps) != key }
        guard !partners.isEmpty else { return unknownPartnerShows }
        return partners.contains { partner in
            innermostStatement(partner.steps).flatMap { input.context.statements[$0] }
                .map { $0.overlay?.value == overlay || $0.flaggedOverlay?.content.value == overlay } ?? unknownPartnerShows
        }
    }

    /// Content under a test of its data beside the matched views (`if let translation =
    /// card.translation`) in the statement `key`: it comes with them whenever the data is there.
    /// Not a state of its own (a tab, a setting), nor what stands in for missing data (a
    /// spinner, a list still empty). Nor under a test the shown branch already holds
    /// (`implied`: the detail's `if selected != nil` around its close button, the detail
    /// shown only while `selected` is set): that content comes and goes with the morph.
    static func contentUnderDataTests(in key: ScopeKey, holding implied: BranchMeaning? = nil, _ input: RuleInput) -> [ScopeKey] {
        (input.context.conditionalsInStatement[key] ?? []).flatMap { key -> [ScopeKey] in
            guard let nested = input.context.conditionals[key], nested.keyword == "if",
                  let meaning = nested.branches.first?.meaning else { return [] }
            if let implied, meaning == implied { return nested.branches[0].statements }
            guard case .optional(_, present: true) = meaning, !input.isAnimatedState(nested) else { return [] }
            return nested.branches[0].statements
        }
    }

    /// The view a transition is written on is matched and holds other matched views.
    static func isMatchedContainer(_ steps: [Step], _ holdsMatched: Set<ScopeKey>, _ input: RuleInput) -> Bool {
        guard let key = innermostStatement(steps), let statement = input.context.statements[key] else { return false }
        return statement.chainIsMatched && statement.children.contains(where: holdsMatched.contains)
    }

    /// A matched container whose partner in another state is the same view, or a container
    /// showing the same kinds of views (the row of icon, titles and button matched whole in the
    /// list and in the detail): what it shows beside its matched views is in both states.
    static func isSameContainerElsewhere(_ key: ScopeKey, _ statement: StatementFact, _ transition: TransitionModel, _ input: RuleInput) -> Bool {
        let mine = viewRoots(statement.children, input).sorted()
        for id in transition.idKeys {
            let views = transition.views(withID: id)
            guard let view = views.first(where: { innermostStatement($0.steps) == key }) else { continue }
            return views.contains { other in
                guard other.stateKey != view.stateKey, let otherKey = innermostStatement(other.steps) else { return false }
                // The same view written once, shown in both states (`AppRow` in the list and the detail).
                if otherKey == key { return true }
                guard let partner = input.context.statements[otherKey], partner.chainIsMatched else { return false }
                return viewRoots(partner.children, input).sorted() == mine
            }
        }
        return false
    }

    /// The statements of the branch each conditional written directly in a stack shows while its
    /// state keeps the value it is declared with (`case .welcome` of `switch page`).
    static func declaredBranchContent(inside key: ScopeKey, _ input: RuleInput) -> [ScopeKey] {
        (input.context.conditionalsInStatement[key] ?? []).flatMap { nestedKey -> [ScopeKey] in
            guard let nested = input.context.conditionals[nestedKey], let initial = input.initialBranch(of: nested) else { return [] }
            return nested.branches[initial].statements
        }
    }

    /// The statements a loop statement shows on the way to its matched views: the statement
    /// each matched view's path meets next, or the whole branch it meets first (the `if` in
    /// `ForEach(items) { item in if item.id == selected { Detail(…) } }`). A helper or child
    /// view met first is read as a body instead, so nothing is returned for it.
    static func contentOnMatchedPath(inside key: ScopeKey, _ transition: TransitionModel, _ input: RuleInput) -> [ScopeKey] {
        var found: [ScopeKey] = []
        for view in transition.views {
            guard let start = view.steps.firstIndex(of: .statement(key)) else { continue }
            var next: [ScopeKey] = []
            for step in view.steps[(start + 1)...] {
                if case .statement(let inner) = step { next = [inner]; break }
                if case .branch(let conditional, let index) = step {
                    next = input.context.conditionals[conditional].flatMap { index < $0.branches.count ? $0.branches[index].statements : nil } ?? []
                    break
                }
                if step.isInstance || step.isStateStep { break }
            }
            for inner in next where !found.contains(inner) { found.append(inner) }
        }
        return found
    }

    /// What each branch of `conditional` writes, at any depth of its stacks and of the child
    /// views and helpers it shows: the sources of its closure-free views, and its views that
    /// have a root call by where they sit (`1.0`: the first view of the branch's second
    /// statement) with that call and, for a symbol, its kind:
    /// `1.0|Text(name)`, `0|Image(systemName:"heart.fill")` and `0|Image(systemName:)` (a symbol
    /// swapped for another at one place, `heart` for `heart.fill`, is one icon restyled).
    static func branchViews(of conditional: ConditionalFact, _ input: RuleInput) -> [(sources: Set<String>, places: [ScopeKey: [String]])] {
        let owner = input.type(of: conditional)
        return conditional.branches.map { branch in
            var sources: Set<String> = []
            var places: [ScopeKey: [String]] = [:]
            var seen: Set<ScopeKey> = []
            var pending = branch.statements.enumerated().map { (key: $0.element, place: "\($0.offset)", type: owner) }
            while let (key, place, type) = pending.popLast() {
                guard seen.insert(key).inserted, let statement = input.context.statements[key] else { continue }
                if let source = statement.source { sources.insert(source) }
                if let call = statement.rootCall { places[key] = [call, symbolKind(call)].compactMap { $0.map { place + "|" + $0 } } }
                pending += statement.children.enumerated().map { (key: $0.element, place: place + ".\($0.offset)", type: type) }
                // Into a child view or helper a branch shows (`SelectedLabel(tab:)` against
                // `UnselectedLabel(tab:)`): the same icon and title in both are in both states.
                if let (inner, innerType) = input.body(of: statement, in: type) {
                    pending += inner.enumerated().map { (key: $0.element, place: place + ">\($0.offset)", type: innerType) }
                }
            }
            return (sources, places)
        }
    }

    /// `Image(systemName:)` for a symbol image, `Label(systemImage:)` for a labelled one.
    static func symbolKind(_ call: String) -> String? {
        if call.hasPrefix("Image(systemName:") { return "Image(systemName:)" }
        if call.hasPrefix("Label("), call.holds("systemImage:") { return "Label(systemImage:)" }
        return nil
    }

    /// A view herocat did not read, handed one of the type's namespaces, sits inside the
    /// statement written at `key`, in a closure a call of the app's own takes
    /// (`withQueryError(…, success: { Feed(namespace: ns) })`): it may hold matched views. The
    /// statements holding such a view are gathered once per type.
    static func holdsViewHandedNamespace(_ key: ScopeKey, in type: TypeFacts?, _ input: RuleInput) -> Bool {
        guard let type, !type.namespaceNames.isEmpty else { return false }
        let holders = input.namespaceHandingStatements.value("\(type.file):\(type.name)") {
            var keys: Set<ScopeKey> = []
            for fragment in type.fragments.values {
                for reference in fragment.references where reference.arguments.contains(where: { !type.namespaceNames.isDisjoint(with: $0.identifiers) }) {
                    guard case .type(let name) = reference.kind, input.context.lookup(name, from: type.file) == nil else { continue }
                    for step in reference.steps { if case .statement(let holder) = step { keys.insert(holder) } }
                }
            }
            return keys
        }
        return holders.contains(key)
    }

    /// A helper or child view whose body hands a namespace on (`Card(namespace: ns)` in
    /// `cardStack`), or a statement holding a view herocat did not read that is handed one: the
    /// views it is handed to may hold matched views herocat did not read.
    static func handsOnNamespace(_ statement: StatementFact, in type: TypeFacts?, _ input: RuleInput) -> Bool {
        if holdsViewHandedNamespace(statement.key, in: type, input) { return true }
        guard let (inner, innerType) = input.body(of: statement, in: type) else { return false }
        let names = innerType.namespaceNames
        var pending = inner
        var seen: Set<ScopeKey> = []
        while let key = pending.popLast() {
            guard seen.insert(key).inserted, let inside = input.context.statements[key] else { continue }
            if !inside.arguments.isDisjoint(with: names) { return true }
            pending += inside.children
        }
        return false
    }

    /// A view kept invisible by its own `.opacity` on a `@State` of its type (`.opacity(appear ?
    /// 1 : 0)`) that only a delayed `withAnimation` (`.easeOut.delay(0.3)`) sets: it is revealed
    /// after the morph starts, whatever brings in the view around it.
    static func isRevealedLater(_ statement: StatementFact, in type: TypeFacts?, _ input: RuleInput) -> Bool {
        guard let type else { return false }
        // A helper (`content`) whose every root view is revealed so.
        if statement.opacityReads.isEmpty, let roots = type.fragments[statement.root]?.rootStatements, !roots.isEmpty {
            return roots.allSatisfy { key in
                input.context.statements[key].map { !$0.opacityReads.isEmpty && isRevealedLater($0, in: type, input) } ?? false
            }
        }
        guard !statement.opacityReads.isEmpty else { return false }
        let flags = Set(statement.opacityReads.filter { type.properties[$0]?.attributes == ["State"] })
        guard !flags.isEmpty else { return false }
        var delayed = false
        for animation in input.animations(in: type) {
            guard case .withAnimation(let names) = animation.kind, !flags.isDisjoint(with: names) else { continue }
            if startsWithMorph(startTime(of: animation.expression, input)), !animation.defers { return false }
            delayed = true
        }
        return delayed
    }

    /// Hidden by an `.opacity` on one `@State` flag of its type that starts `false`
    /// (`.opacity(showData ? 1 : 0)`, on itself or on the stack it sits in), which the type sets
    /// but never turns on in an animation (`showData = true` in `onAppear`'s `asyncAfter`; no
    /// `withAnimation` setting it, no `.animation` watching it): whenever the view appears, the
    /// flag reveals it at once, a pop rather than a fade. The flag.
    static func popsInUnanimated(_ statement: StatementFact, in type: TypeFacts?, _ input: RuleInput) -> String? {
        guard let hider = statement.hiddenBy.flatMap({ input.context.statements[$0] }),
              hider.opacityReads.count == 1, let flag = hider.opacityReads.first else { return nil }
        return revealsWithoutAnimation(flag, in: type, input) ? flag : nil
    }

    /// The overlay an appear flag nothing animates reveals (`.overlay(closeButton.opacity(showData
    /// ? 1 : 0))` on the matched image), as one-state content with that flag.
    static func poppingOverlay(of statement: StatementFact, in type: TypeFacts?, _ input: RuleInput) -> (view: StatementFact, flag: String)? {
        guard let flagged = statement.flaggedOverlay, revealsWithoutAnimation(flagged.flag, in: type, input) else { return nil }
        return (overlaidContent(flagged.content, on: statement), flagged.flag)
    }

    /// `flag` is a `@State` of `type` starting `false` that the type sets but no animation
    /// turns on.
    static func revealsWithoutAnimation(_ flag: String, in type: TypeFacts?, _ input: RuleInput) -> Bool {
        guard let type, let property = type.properties[flag], property.attributes == ["State"], property.initializer == "false",
              type.writtenNames.contains(flag), !type.bindingsHandedOut.contains(flag),
              !type.changedInHandedClosures.contains(flag) else { return false }
        return !input.animations(in: type).contains { animation in
            switch animation.kind {
            case .withAnimation: return animation.switchedOn.contains(flag)
            case .valueModifier(let names): return names.contains(flag)
            case .binding(let name): return name == flag
            case .implicitModifier: return true
            }
        }
    }

    /// When an animation written as `expression` starts, in seconds; an expression herocat
    /// cannot read is given the benefit of the doubt when it spells a delay.
    static func startTime(of expression: String?, _ input: RuleInput) -> Double {
        input.startTime(ofAnimation: expression) ?? ((expression ?? "").contains(".delay(") ? minimumStart : 0)
    }

    /// The paths of a morph's condition that change while its view is shown. Data the view
    /// was given (`folder` in `groupByFolders && folder == nil`, handed in by the parent) does
    /// not: another `if let folder` is not switched with the morph. A condition reading nothing
    /// else keeps all its paths.
    static func switchingPaths(of morph: ConditionalFact, _ input: RuleInput) -> Set<String> {
        let paths = input.statePaths(of: morph)
        guard let type = input.type(of: morph) else { return paths }
        let switching = paths.filter { path in
            type.properties[String(path.prefix { $0 != "." })]?.isGivenData != true
        }
        return switching.isEmpty ? paths : switching
    }

    static func morphStates(of transition: TransitionModel, _ input: RuleInput) -> [ConditionalFact] {
        let parting = input.morphConditionals(of: transition).filter { $0.keyword != "ViewThatFits" }
        let animated = parting.filter { input.isAnimatedState($0) }
        // Matched views under the deprecated `.animation(_:)` morph on any change of the state.
        if animated.isEmpty, !parting.isEmpty, MissingAnimationRule.movesByImplicitAnimation(transition, input) { return parting }
        return animated
    }

    /// A step of a flow shown from some point on (`if progress.count >= 1`) beside a later step's
    /// (`if progress.count >= 2`, `== 2`): it stays on screen when the later step's change runs the morph.
    /// `latest`: the highest bound each path is read from (`latestSteps(of:)`).
    static func staysForLaterSteps(_ conditional: ConditionalFact, _ index: Int, latest: [String: Double]) -> Bool {
        guard index == 0, let step = threshold(conditional), step.op != "==", let last = latest[step.path] else { return false }
        return last > step.from
    }

    /// The highest bound each path is read from by the conditionals' steps (`2` for `progress.count`).
    static func latestSteps(of conditionals: [ConditionalFact]) -> [String: Double] {
        var latest: [String: Double] = [:]
        for conditional in conditionals {
            guard let step = threshold(conditional) else { continue }
            latest[step.path] = max(latest[step.path] ?? step.from, step.from)
        }
        return latest
    }

    /// `progress.count >= 2` (or `> 1`, `== 2`): the path it reads, how, and the least value it holds from.
    static func threshold(_ conditional: ConditionalFact) -> (path: String, op: String, from: Double)? {
        guard conditional.keyword == "if" else { return nil }
        let parts = conditional.condition.split(separator: " ")
        guard parts.count == 3, [">=", ">", "=="].contains(parts[1]), let bound = Double(parts[2]) else { return nil }
        return (String(parts[0]), String(parts[1]), parts[1] == ">" ? bound + 0.5 : bound)
    }

    /// The uses of a helper whose whole body is `conditional`, an `if` with no `else`
    /// (`@ViewBuilder var fullContent { if let course = selected { … } }`), that give it a screen
    /// backdrop (`fullContent.background(VisualEffectBlur().ignoresSafeArea())`): a modifier
    /// of nothing draws nothing, so the backdrop exists only while the branch shows.
    static func backdropsOfUses(of conditional: ConditionalFact, in owner: TypeFacts, _ input: RuleInput) -> [(use: StatementFact, backdrop: Place)] {
        guard conditional.keyword == "if", !conditional.steps.contains(where: { if case .statement = $0 { return true } else { return false } }),
              // Its outermost conditional (one check per helper: linear in the conditionals judged).
              let helper = owner.fragmentOrder.first(where: { owner.fragments[$0]?.conditionals.first == conditional.key }),
              helper != "body", owner.fragments[helper]?.rootStatements.isEmpty == true else { return [] }
        var found: [(use: StatementFact, backdrop: Place)] = []
        for name in owner.fragmentOrder {
            for reference in owner.fragments[name]?.references ?? [] where reference.kind == .fragment(helper) {
                guard let key = innermostStatement(reference.steps), let use = input.context.statements[key],
                      use.root == helper, let backdrop = use.backdrop else { continue }
                found.append((use, backdrop))
            }
        }
        return found
    }

    static func innermostStatement(_ steps: [Step]) -> ScopeKey? {
        for step in steps.reversed() { if case .statement(let key) = step { return key } }
        return nil
    }

    static func innermostBranch(_ steps: [Step]) -> Step? {
        steps.last(where: \.isBranch)
    }

    /// When a transition starts: on the animation it carries, else its chain's, else the state change's.
    static func fadeStart(of fact: TransitionFact, driver: AnimationFact?, _ input: RuleInput) -> Double {
        startTime(of: fact.use.animation ?? fact.chainAnimation ?? driver?.expression, input)
    }

    /// What a transition does as it starts: `.move` slides, `.scale` scales, the rest fade.
    static func verb(of use: TransitionUse) -> String {
        // How it comes in: `.asymmetric(insertion: .move(…), removal: .opacity)` slides.
        var inserting = Substring(use.argument)
        if let insertion = inserting.range(of: "insertion:") { inserting = inserting[insertion.upperBound...] }
        if let removal = inserting.range(of: "removal:") { inserting = inserting[..<removal.lowerBound] }
        return use.isSpatial && !inserting.contains("opacity") ? "slide" : (inserting.contains("scale") ? "scale" : "fade")
    }

    private func check(_ fact: TransitionFact, driver: AnimationFact?, place: String, _ input: RuleInput) -> CodeViolation? {
        let use = fact.use
        if use.isIdentity {
            return CodeViolation(
                element: nil,
                message: "the view with .transition(\(use.argument)) \(place) appears at once instead of fading after the morph",
                place: use.place
            )
        }
        let start = Self.fadeStart(of: fact, driver: driver, input)
        guard Self.startsWithMorph(start) else { return nil }
        return CodeViolation(
            element: nil,
            message: "the view with .transition(\(use.argument)) \(place) starts to \(Self.verb(of: use)) at \(seconds(start)) s, with the morph; \(Self.advice)",
            place: use.place
        )
    }
}
