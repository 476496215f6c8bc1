import MotionCore
import SpecModel
import Validation

/// Why a transition found in code cannot become a spec.
public struct SpecImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public var transition: String
    public var message: String
    public var description: String { "\(transition): \(message)" }
}

extension CodeTransition {
    /// The transition as a catalog spec (`herocat scan --import`), so a team can start its
    /// catalog from its code:
    ///
    /// - name: file, type and namespace, lowercased into a catalog key
    ///   (`recipecard.recipecardtransition.heronamespace`); tags `[imported]`;
    /// - the two states: the pair of states sharing the most ids, named after the branches
    ///   that select them (`isExpanded` true/false → `expanded`/`collapsed`, the cases of a
    ///   `switch`, an `if let` → `detail` over a `grid`/`list`), the base state first;
    /// - elements: every id of the two states (matched when in both), and the views a
    ///   branch shows directly without an id (one-state, with their `.transition` and delay);
    /// - frames from literal `.frame(width:height:)`, `.position(x:y:)`, corner radii and
    ///   opacities where the code has them, else placeholders (the summary says which);
    /// - the animation of the `.animation(_:value:)` or `withAnimation` that animates the
    ///   state change, read with the spec grammar (leading dot dropped);
    /// - the rules the file disables with `// herocat:disable RULE`, as `disable:` entries.
    public func spec() throws(SpecImportError) -> TransitionSpec {
        var importer = SpecImporter(transition: self)
        return try importer.build()
    }
}

struct SpecImporter {
    let transition: CodeTransition
    var notes: [String] = []

    init(transition: CodeTransition) {
        self.transition = transition
    }

    var model: TransitionModel { transition.model }
    var input: RuleInput { transition.input }
    var context: ScanContext { input.context }

    /// One side of the transition: its state key, and the step that sets it apart.
    struct Side {
        var state: [Step]
        var step: Step?
    }

    mutating func build() throws(SpecImportError) -> TransitionSpec {
        let (from, to) = sides()
        // One state only (views that switch isSource, or one view that moves): before and after.
        var (fromName, toName) = from.state == to.state ? ("before", "after") : (name(of: from, other: to), name(of: to, other: from))
        if fromName == toName {
            fromName += "Before"
            toName += "After"
        }
        guard let fromState = SwiftIdentifier(fromName), let toState = SwiftIdentifier(toName), fromState != toState else {
            throw SpecImportError(transition: transition.name, message: "cannot name its two states")
        }

        var elements: [ElementSpec] = []
        var placeholders = 0
        let ids = model.idKeys.filter { key in model.views(withID: key).contains { $0.stateKey == from.state || $0.stateKey == to.state } }
        let single = from.state == to.state
        for (index, key) in ids.enumerated() {
            let group = model.views(withID: key)
            var fromView = group.first { $0.stateKey == from.state }
            var toView = group.first { $0.stateKey == to.state }
            if single {
                // One state: the id moves between its views (or its one view moves).
                fromView = group.first
                toView = group.count > 1 ? group[1] : group.first
            }
            guard let any = fromView ?? toView else { continue }
            var element = ElementSpec(id: any.fact.idDisplay)
            element.kind = Self.kind(of: any.fact.root)
            element.role = Self.role(of: any.fact.idDisplay, kind: element.kind)
            element.properties = any.fact.properties.flatMap(MatchedProperties.init(rawValue:)) ?? .frame
            element.anchor = any.fact.anchor.flatMap { UnitPoint.keyword(named: $0) } ?? .center
            if case .literal(false) = fromView?.fact.isSource, toView.map({ $0.fact.isSource != .literal(false) }) ?? false {
                element.source = .to
            }
            if let fromView {
                element.from = frame(fromView.fact.geometry, font: fromView.fact.font?.value, kind: element.kind, side: .from, index: index, placeholders: &placeholders)
            }
            if let toView {
                element.to = frame(toView.fact.geometry, font: toView.fact.font?.value, kind: element.kind, side: .to, index: index, placeholders: &placeholders)
            }
            if !element.isMatched, let use = any.fact.transition {
                apply(use, to: &element)
            }
            elements.append(element)
        }

        // Views a branch shows directly, with no id: one-state elements.
        var taken = Set(elements.map(\.id))
        for (side, stateSide) in [(from, StateSide.from), (to, StateSide.to)] {
            guard case .branch(let key, let branchIndex)? = side.step, let conditional = context.conditionals[key],
                  branchIndex < conditional.branches.count else { continue }
            for statementKey in conditional.branches[branchIndex].statements {
                guard let statement = context.statements[statementKey], statement.isView, !statement.isFiller, !statement.chainIsMatched,
                      !model.views.contains(where: { $0.steps.contains(.statement(statementKey)) })
                else { continue }
                var id = Self.kebab(statement.root)
                if taken.contains(id) {
                    var n = 2
                    while taken.contains("\(id)-\(n)") { n += 1 }
                    id = "\(id)-\(n)"
                }
                taken.insert(id)
                var element = ElementSpec(id: id)
                element.kind = Self.kind(of: statement.root)
                element.role = Self.role(of: id, kind: element.kind)
                let frame = frame(statement.geometry, font: statement.font, kind: element.kind, side: stateSide, index: elements.count, placeholders: &placeholders)
                if stateSide == .from { element.from = frame } else { element.to = frame }
                // Without a .transition SwiftUI fades the view (its default transition).
                if let use = statement.transition { apply(use, to: &element) }
                elements.append(element)
            }
        }

        guard !elements.isEmpty else {
            throw SpecImportError(transition: transition.name, message: "no view to import: it matches no id in its two states")
        }

        let name = Self.catalogName(file: transition.file, type: transition.typeName, namespace: transition.namespace)
        let declared = context.types[model.owner]?.namespaces.first?.name
        let namespace = (transition.namespace ?? declared).flatMap(SwiftIdentifier.init) ?? SwiftIdentifier("ns")!
        var spec = TransitionSpec(name: name, namespace: namespace, fromState: fromState, toState: toState, elements: elements)
        spec.title = "\(transition.typeName.isEmpty ? "Top-level views" : transition.typeName)" + (transition.namespace.map { " (\($0))" } ?? "")
        spec.tags = ["imported"]
        spec.canvas = .iPhone
        if let source = transition.animation {
            if let animation = CodeAnimation.parse(source) {
                spec.animation = animation
            } else {
                spec.animation = .default
                notes.append("the code's animation \(source) is not an expression herocat reads, so default stands in for it")
            }
        } else if [from.step, to.step].contains(where: { if case .destination? = $0 { return true } else { return false } }) {
            spec.animation = .default
            notes.append("the navigation push runs the system's animation, so default stands in for it")
        } else {
            notes.append("nothing animates the state change in the code")
        }
        spec.context = presentationContext(from: from, to: to)
        spec.host = transition.views.contains(where: \.inWidget) ? .widget : .app
        spec.usage = usage()
        spec.pattern = pattern(fromName: fromName, toName: toName, elements: elements)
        if placeholders > 0 {
            notes.append("\(placeholders == 1 ? "1 frame is a placeholder" : "\(placeholders) frames are placeholders") where the code gives no literal size")
        }
        var summary = "Imported by herocat scan from \(transition.location.file):\(transition.location.line)"
        if !transition.stateVariables.isEmpty { summary += "; states switched by \(transition.stateVariables.joined(separator: ", "))" }
        summary += notes.isEmpty ? "." : "; " + notes.joined(separator: "; ") + "."
        spec.summary = summary
        let fileRules = suppressedRules()
        spec.suppressions = fileRules
        return spec
    }
}
