import SpecModel

/// A matched geometry effect across a NavigationStack push.
public struct NavigationPushRule: SpecRule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "navigation_push",
        name: "Navigation push",
        severity: .error,
        principle: "matchedGeometryEffect does not work across a NavigationStack push (the source leaves the tree first) or into a sheet or cover (a view hierarchy of its own). Use `.matchedTransitionSource` with `.navigationTransition(.zoom(sourceID:in:))` (iOS 18), or an in-place overlay.",
        hint: "Put .matchedTransitionSource(id:in:) on the source and .navigationTransition(.zoom(sourceID:in:)) on the destination (iOS 18), or show the detail in place as an overlay (context: overlay).",
        sources: ["004"],
        triggeringExamples: [
            Example("""
                context: navigation-push
                """),
            Example("""
                pattern: grid-to-fullscreen
                context: navigation-push
                elements:
                  - id: photo
                    role: artwork
                    kind: image
                    from: { x: 138, y: 197, width: 114, height: 114 }
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                context: overlay
                """),
            Example("""
                pattern: grid-to-fullscreen
                context: in-place
                elements:
                  - id: photo
                    role: artwork
                    kind: image
                    from: { x: 138, y: 197, width: 114, height: 114 }
                    to: { x: 0, y: 227, width: 390, height: 390 }
                """),
        ],
        swiftTriggeringExamples: [
            SwiftExample("""
                struct Gallery: View {
                    @Namespace private var ns
                    var body: some View {
                        NavigationStack {
                            NavigationLink(destination: Image("big").↓matchedGeometryEffect(id: "photo", in: ns, isSource: false)) {
                                Image("small").matchedGeometryEffect(id: "photo", in: ns)
                            }
                        }
                    }
                }
                """),
            // A cover is presented in a hierarchy of its own: nothing morphs into it.
            SwiftExample("""
                struct Viewer: View {
                    @Namespace private var ns
                    @State private var open = false
                    var body: some View {
                        Image("small").matchedGeometryEffect(id: "photo", in: ns)
                            .onTapGesture { withAnimation { open = true } }
                            .fullScreenCover(isPresented: $open) {
                                Image("big").↓matchedGeometryEffect(id: "photo", in: ns)
                            }
                    }
                }
                """),
            // A detail opened in place and also presented in a sheet: the sheet's copy never morphs.
            SwiftExample("""
                struct Library: View {
                    @Namespace private var ns
                    @State private var open = false
                    @State private var featured = false
                    var body: some View {
                        ZStack {
                            if open {
                                Page(ns: ns)
                            } else {
                                Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                                    .onTapGesture { withAnimation { open = true } }
                            }
                        }
                        .sheet(isPresented: $featured) {
                            ↓Page(ns: ns)
                        }
                    }
                }
                struct Page: View {
                    let ns: Namespace.ID
                    var body: some View {
                        Image("cover").matchedGeometryEffect(id: "cover", in: ns)
                    }
                }
                """),
            // A zoom whose source was written as a matchedGeometryEffect: a zoom reads only transition sources.
            SwiftExample("""
                struct Albums: View {
                    @Namespace private var ns
                    var body: some View {
                        NavigationStack {
                            NavigationLink(destination: Image("big").navigationTransition(.zoom(sourceID: "photo", in: ns))) {
                                Image("small").↓matchedGeometryEffect(id: "photo", in: ns)
                            }
                        }
                    }
                }
                """),
        ],
        swiftNonTriggeringExamples: [
            SwiftExample("""
                struct Gallery: View {
                    @Namespace private var ns
                    var body: some View {
                        NavigationStack {
                            NavigationLink(value: 1) {
                                Image("small")
                            }
                            .matchedTransitionSource(id: "photo", in: ns)
                            .navigationDestination(for: Int.self) { _ in
                                Image("big").navigationTransition(.zoom(sourceID: "photo", in: ns))
                            }
                        }
                    }
                }
                """),
        ]
    )

    public func check(_ spec: TransitionSpec) -> [RuleViolation] {
        guard spec.context == .navigationPush else { return [] }
        let ids = spec.matchedElements.map(\.element.id)
        let what = ids.isEmpty ? "its elements" : list(ids)
        return [RuleViolation(
            path: "context",
            message: "the transition crosses a NavigationStack push (context: navigation-push): the view of state \(spec.stateName(.from)) leaves the tree before the one of state \(spec.stateName(.to)) appears, so \(what) cannot morph"
        )]
    }
}

// MARK: - In SwiftUI source

/// A matchedGeometryEffect inside a `navigationDestination` or `NavigationLink`
/// destination, or in a sheet, cover or popover, paired with a view of the same id outside it;
/// a child view presented there whose matched views morph with nothing (`presentedUses`),
/// reported at that use; and a zoom's source written as a
/// matchedGeometryEffect (`zoomsOutOfMatchedViews`).
extension NavigationPushRule: SourceRule {
    package func check(_ transition: TransitionModel, _ input: RuleInput) -> [CodeViolation] {
        var violations: [CodeViolation] = []
        var reportedIDs: Set<String> = []
        for id in transition.idKeys {
            let group = transition.views(withID: id).filter(\.isGeometry)
            guard let inside = group.first(where: { $0.inDestination || $0.inPresentation }),
                  let destination = inside.stateKey.last(where: { Self.isDestination($0) || Self.isPresentation($0) }),
                  let outside = group.first(where: { !$0.stateKey.contains(destination) && $0.place != inside.place && Self.isOnTheScreenPushedFrom($0, inside, destination, input) })
            else { continue }
            // A detail also opened in place, and shown in a sheet as well: the sheet's copy is
            // a second use of it, not a morph meant to run into the sheet.
            if Self.isPresentation(destination), group.contains(where: { $0.place == inside.place && !$0.inPresentation }) { continue }
            reportedIDs.insert(id)
            let outsideIt = "\(outside.stateKey.isEmpty ? "outside it" : input.describe(outside.stateKey)) (line \(outside.place.line))"
            violations.append(CodeViolation(
                element: inside.fact.idDisplay,
                message: Self.isPresentation(destination)
                    ? "\(inside.fact.idDisplay) is matched inside a presented view (a sheet, cover or popover) and \(outsideIt): the presentation is a view hierarchy of its own, so nothing morphs across it"
                    : "\(inside.fact.idDisplay) is matched inside a navigation destination and \(outsideIt): the source view leaves the tree before the pushed one appears, so it cannot morph across the NavigationStack push",
                place: inside.place
            ))
        }
        return violations + Self.presentedUses(in: transition, besides: reportedIDs, input) + Self.zoomsOutOfMatchedViews(in: transition, input)
    }

    /// The view outside (another view: a second use of the pushed view itself, as a split
    /// view's default detail, is no source) is on the screen the destination is pushed from: inside the
    /// navigation container (NavigationStack, NavigationView) that holds the destination,
    /// when herocat sees that container. A view beside the container (a detail shown over a
    /// sidebar's split view, in the same ZStack) stays on screen while the container pushes.
    static func isOnTheScreenPushedFrom(_ outside: ResolvedView, _ inside: ResolvedView, _ destination: Step, _ input: RuleInput) -> Bool {
        guard let end = inside.steps.firstIndex(of: destination) else { return true }
        let containers = inside.steps[..<end].filter { step in
            guard case .statement(let key) = step, let root = input.context.statements[key]?.root else { return false }
            return navigationContainers.contains(root)
        }
        guard let container = containers.last else { return true }
        return outside.steps.contains(container)
    }

    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    static func isDestination(_ step: Step) -> Bool {
        if case .destination = step { return true }
        return false
    }

    static func isPresentation(_ step: Step) -> Bool {
        if case .presentation = step { return true }
        return false
    }
}
