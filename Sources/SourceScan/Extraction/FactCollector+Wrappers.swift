import SwiftSyntax
import Validation

/// Modifiers of the app's own that put a matched view on the view they modify: their
/// definitions (a View extension or a ViewModifier whose matched view takes its id and
/// namespace from the caller) and the calls that may use one, confirmed once every file is read.
extension FactCollector {
    /// A matched view inside a definition, its id and namespace given by the caller: the
    /// definition is recorded under the labels a call gives them.
    func recordWrapperDefinition(kind: MatchKind, id: ExprSyntax, namespace: ExprSyntax, isSource: ExprSyntax?, at name: some SyntaxProtocol) {
        guard let wrapper = wrapperBeingDefined(), let idLabel = wrapper.label(id), let namespaceLabel = wrapper.label(namespace) else { return }
        var definition = WrapperDefinition(name: wrapper.name, kind: kind, idLabel: idLabel, namespaceLabel: namespaceLabel, isSource: .implicitTrue, place: place(name))
        // (A test of the id or namespace themselves, `if let namespace`, shows it wherever one is given.)
        let matchedBy: Set<String> = [Self.namespaceKey(id), Self.namespaceKey(namespace)]
        definition.shownByCallersFlag = steps.contains { step in
            guard case .branch(let key, _) = step, let conditional = facts.conditionals[key] else { return false }
            return conditional.identifiers.contains { wrapper.labels[$0] != nil && !matchedBy.contains($0) }
        }
        if let isSource {
            // An unlabelled `isSource` argument is given, but not by a name a call can be matched on.
            if let label = wrapper.label(isSource), let label { definition.isSourceLabel = label } else { definition.isSource = Self.sourceFlag(isSource) }
        }
        facts.wrappers.append(definition)
    }

    /// `matchedGeometryEffect(id: id, in: namespace)` with no base, as a View extension writes it.
    func recordSelfMatch(_ node: FunctionCallExprSyntax, name: String) {
        guard let match = Self.match(name, node.arguments), let id = SyntaxReading.argument(match.idLabel, in: match.arguments),
              let namespace = SyntaxReading.argument("in", in: match.arguments) else { return }
        recordWrapperDefinition(kind: match.kind, id: id, namespace: namespace, isSource: SyntaxReading.argument("isSource", in: match.arguments), at: node.calledExpression)
    }

    /// `modifier(HeroSource(id: AnyHashable(id), namespace: namespace))` in a View extension:
    /// the extension applies that ViewModifier, fed by its own arguments.
    func recordAppliedModifier(_ node: FunctionCallExprSyntax) {
        guard let wrapper = wrapperBeingDefined(), wrapper.isExtension,
              let applied = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let name = SyntaxReading.plainCallee(applied), name.first?.isUppercase == true else { return }
        var definition = WrapperDefinition(name: wrapper.name, kind: .geometry, idLabel: nil, namespaceLabel: nil, isSource: .implicitTrue, place: place(node.calledExpression))
        definition.applies = name
        for argument in applied.arguments {
            guard let label = argument.label?.text, let fed = wrapper.label(argument.expression) else { continue }
            definition.appliedLabels[label] = .some(fed)
        }
        facts.wrappers.append(definition)
    }

    /// A call that may use a wrapper (`.heroSource(id: item.id, in: ns)`, or
    /// `.modifier(HeroSource(id: item.id, namespace: ns))`): read as a matched view with the
    /// candidate id, kept only if a definition takes its id and namespace under these labels.
    func recordWrapperUse(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String, arguments: LabeledExprListSyntax) {
        guard !Self.systemMatchedModifiers.contains(name),
              let id = arguments.first(where: { Self.idLabels.contains($0.label?.text) }),
              let namespace = arguments.first(where: { $0.id != id.id && mayBeNamespace($0) }) else { return }
        let use = WrapperUse(name: name, idLabel: id.label?.text, arguments: arguments.map {
            (label: $0.label?.text, key: Self.namespaceKey($0.expression), flag: Self.sourceFlag($0.expression))
        })
        recordView(node, member: member, kind: .geometry, id: id.expression, namespace: namespace.expression, isSource: nil, arguments: arguments, wrapper: use)
    }

    /// `.player(expand: $expand, animation: ns)`: a modifier that may be a View extension's
    /// function handing the namespace on (to a ViewModifier, or views of its own). One given
    /// an id is a wrapper's use instead (`recordWrapperUse`), confirmed against its definition.
    func recordExtensionUse(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, name: String) {
        guard !Self.systemMatchedModifiers.contains(name), !node.arguments.contains(where: { Self.idLabels.contains($0.label?.text) }),
              node.arguments.contains(where: mayBeNamespace) else { return }
        recordReference(.viewExtension(name), arguments: node.arguments, at: member.declName)
    }

    /// Modifiers SwiftUI defines itself (`glassEffectID(_:in:)` morphs glass, not geometry):
    /// a call of one is never a wrapper's use.
    static let systemMatchedModifiers: Set<String> = ["matchedGeometryEffect", "matchedTransitionSource", "navigationTransition", "glassEffectID", "glassEffectUnion", "scrollTransition", "id", "tag"]
    static let idLabels: Set<String?> = [nil, "id", "sourceID", "sourceId"]
    static let namespaceLabels: Set<String> = ["in", "namespace", "ns", "animation", "namespaceID", "nameSpace"]

    /// An argument that may be a namespace: labelled as one, or a name the view holds as one.
    func mayBeNamespace(_ argument: LabeledExprSyntax) -> Bool {
        if let label = argument.label?.text, Self.namespaceLabels.contains(label) { return true }
        let name = Self.namespaceKey(argument.expression)
        guard let top = typeStack.last, let property = facts.types[top].properties[name] else {
            return fragmentParameterTypes(named: name).contains { $0.hasSuffix("Namespace.ID") }
        }
        return property.isNamespace || property.isNamespaceParameter
    }

    private func fragmentParameterTypes(named name: String) -> [String] {
        guard let top = typeStack.last, let fragment, let parameters = facts.types[top].fragmentParameters[fragment] else { return [] }
        return parameters.filter { $0.name == name }.compactMap(\.type)
    }

    /// The definition being read, if the walk is inside one: a View extension's function (its
    /// arguments by label) or a ViewModifier's `body(content:)` (its stored properties, the
    /// labels of its memberwise initializer).
    func wrapperBeingDefined() -> WrapperScope? {
        guard let top = typeStack.last, let fragment else { return nil }
        let type = facts.types[top]
        if type.name == "View", let parameters = type.fragmentParameters[fragment] {
            return WrapperScope(name: fragment, isExtension: true, labels: Dictionary(parameters.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first }))
        }
        if fragment == "body", type.inherits.contains("ViewModifier") {
            return WrapperScope(name: type.name, isExtension: false, labels: Dictionary(type.properties.keys.map { ($0, Optional($0)) }, uniquingKeysWith: { first, _ in first }))
        }
        return nil
    }

    struct WrapperScope {
        var name: String
        var isExtension: Bool
        /// Each name the caller gives, with the label it is given under.
        var labels: [String: String?]

        /// The label of the caller's argument an expression reads: `id`, `self.id`,
        /// `namespace!`, `AnyHashable(id)`; nil when it reads anything else.
        func label(_ expression: ExprSyntax) -> String?? {
            var expr = expression
            if let call = expr.as(FunctionCallExprSyntax.self), SyntaxReading.plainCallee(call) == "AnyHashable",
               call.arguments.count == 1, let inner = call.arguments.first?.expression { expr = inner }
            return labels[FactCollector.namespaceKey(expr)]
        }
    }
}
