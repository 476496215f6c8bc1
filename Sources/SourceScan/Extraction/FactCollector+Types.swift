import SwiftSyntax
import Validation

/// Types and their members: a type (or an extension, merged into its type) is entered
/// with its properties and view fragments; each member property or function is a fragment.
extension FactCollector {
    func enterType(name: String, inherits: InheritanceClauseSyntax?, members: MemberBlockSyntax, node: some SyntaxProtocol) {
        var inherited = inherits?.inheritedTypes.map { SyntaxReading.key(of: $0.type) } ?? []
        // A view declared inside `#Preview { }`, or inside a PreviewProvider (its wrapper holding
        // a namespace), is a preview, as a PreviewProvider is.
        if Self.isInPreviewMacro(node) || typeStack.last.map({ facts.types[$0].isPreview }) == true { inherited.append("PreviewProvider") }
        let index: Int
        if !name.isEmpty, let existing = typeIndex[name] {
            index = existing
            facts.types[index].inherits += inherited
        } else {
            facts.types.append(TypeFacts(name: name, file: fileIndex, place: place(node), inherits: inherited))
            index = facts.types.count - 1
            if !name.isEmpty { typeIndex[name] = index }
        }
        let declaration = node.parent
        let mayHoldModelMethods = !facts.types[index].inherits.contains("View")
            && declaration?.is(StructDeclSyntax.self) != true && declaration?.is(EnumDeclSyntax.self) != true
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self).map { SyntaxReading.key(of: $0.attributeName) } }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock {
                        if let declared = binding.typeAnnotation { facts.types[index].computedTypes[name] = SyntaxReading.key(of: declared.type) }
                        let holdsNamespace = binding.typeAnnotation.map { PropertyFact.isNamespaceType(SyntaxReading.key(of: $0.type)) } ?? false
                        var aliases = false
                        if case .getter(let code) = accessors.accessors, code.count == 1, let item = code.first?.item {
                            let value = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
                            if let value { computedTests[index, default: [:]][name] = value }
                            if let value, holdsNamespace {
                                facts.types[index].namespaceAliases[name] = Set(SyntaxReading.identifiers(in: value))
                                aliases = !value.is(SwitchExprSyntax.self) && !value.is(IfExprSyntax.self)
                            }
                        }
                        // A namespace chosen by code (`switch source { case .mini: return ns … }`) is
                        // no plain alias: it goes wherever the property is read, as a function's would.
                        if holdsNamespace, !aliases { facts.types[index].returnsNamespaces = true }
                        if facts.types[index].fragments[name] == nil {
                            facts.types[index].fragments[name] = FragmentFacts(name: name)
                            facts.types[index].fragmentOrder.append(name)
                        }
                    } else if facts.types[index].properties[name] == nil {
                        facts.types[index].properties[name] = PropertyFact(
                            name: name, attributes: attributes,
                            type: binding.typeAnnotation.map { SyntaxReading.key(of: $0.type) } ?? binding.initializer.flatMap { Self.arrayOfCallsType($0.value) }
                                ?? Self.environmentObjectType(of: variable.attributes),
                            initializer: binding.initializer.map { SyntaxReading.key(of: $0.value) },
                            environmentKey: Self.environmentKey(of: variable.attributes),
                            place: place(variable.attributes.isEmpty ? Syntax(binding) : Syntax(variable))
                        )
                        facts.types[index].properties[name]?.isFilePrivate = variable.modifiers.contains {
                            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                        }
                        if variable.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value {
                            facts.types[index].properties[name]?.constantKey = IdShape.literalKey(value)
                        }
                        facts.types[index].propertyOrder.append(name)
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                let name = function.name.text
                // Only an object's methods switch a shared model's state: a class's, an actor's, or
                // an extension's (of a class elsewhere); a struct's or a view's are never read so.
                if mayHoldModelMethods, let body = function.body {
                    facts.types[index].methodSwitches[name, default: []].formUnion(Self.changes(in: body.statements, switchedOnOnly: true))
                }
                if let body = function.body, methodBodies[index]?[name] == nil { methodBodies[index, default: [:]][name] = body.statements }
                if let returned = function.signature.returnClause?.type, SyntaxReading.key(of: returned).hasSuffix("Namespace.ID") {
                    facts.types[index].returnsNamespaces = true
                }
                if facts.types[index].fragments[name] == nil {
                    facts.types[index].fragments[name] = FragmentFacts(name: name)
                    facts.types[index].fragmentOrder.append(name)
                    facts.types[index].fragmentParameters[name] = function.signature.parameterClause.parameters.map {
                        FragmentParameter(label: $0.firstName.text == "_" ? nil : $0.firstName.text, name: ($0.secondName ?? $0.firstName).text, type: SyntaxReading.key(of: $0.type))
                    }
                }
            }
        }
        typeStack.append(index)
        savedContexts.append((fragment, fragmentNames, steps, bound, loops))
        fragment = nil
        // Members declared further down (an extension after the body) are fragments too.
        fragmentNames = Set(facts.types[index].fragmentOrder).union(memberNames[name] ?? [])
        steps = []
        bound = []
        loops = []
    }

    func leaveType() {
        typeStack.removeLast()
        let saved = savedContexts.removeLast()
        (fragment, fragmentNames, steps, bound, loops) = saved
    }

    /// A member of the current type (not a local inside a function).
    func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
    }

    func enterFragment(_ name: String) {
        fragmentSaves.append((fragment, steps, bound, loops))
        parameterCountSaves.append(fragmentParameterCount)
        fragmentParameterCount = 0
        fragment = name
        steps = []
        localConstants = [:]
        bound = []
        loops = []
    }

    func leaveFragment() {
        (fragment, steps, bound, loops) = fragmentSaves.removeLast()
        fragmentParameterCount = parameterCountSaves.removeLast()
    }

    func enterVariable(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isMember(node), !typeStack.isEmpty else {
            if node.bindingSpecifier.tokenKind == .keyword(.let) {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value else { continue }
                    localConstants[name] = value
                }
            }
            // `let card = cards[index]` inside a ForEach: a name that changes with the item.
            if let loop = loops.indices.last {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value,
                          !Set(loops[loop].parameters).isDisjoint(with: SyntaxReading.identifiers(in: value)) else { continue }
                    loops[loop].parameters.append(name)
                    facts.forEaches[loops[loop].key]?.parameters.append(name)
                    // `cards[index]` over `cards: [Card]` holds a `Card`, as the loop's item would.
                    if let element = value.as(SubscriptCallExprSyntax.self), let type = loopElementType(element.calledExpression) {
                        boundModelTypes[name] = type
                    } else if let type = Self.builtModelType(value) {
                        // `GeometryID.rect(index)` holds a `GeometryID`, as a detail's
                        // `var geometryId: GeometryID` does.
                        boundModelTypes[name] = type
                    }
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
        guard ViewCode.holdsViews(node) else {
            actionDepth += 1
            return .visitChildren
        }
        if let getter = node.bindings.first.flatMap(ViewCode.getter) {
            walkRoot(getter)
            return .skipChildren
        }
        return .visitChildren
    }

    /// Walks the code of a view fragment with each top-level view recorded as a statement
    /// (and the views of its stacks as their children), so a rule can read what it shows.
    func walkRoot(_ items: CodeBlockItemListSyntax) {
        let statements = walkBranch(items, conditional: nextKey(), branch: 0)
        withFragment { $0.rootStatements = statements }
    }
    func leaveVariable(_ node: VariableDeclSyntax) {
        guard isMember(node), !typeStack.isEmpty else { return }
        if !ViewCode.holdsViews(node) { actionDepth -= 1 }
        leaveFragment()
    }

    func enterFunction(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A function that returns no view (`dismiss()`, a haptic helper) runs on an event.
        if !ViewCode.returnsViews(node) { actionDepth += 1 }
        guard isMember(node), !typeStack.isEmpty else { return .visitChildren }
        enterFragment(node.name.text)
        bound = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        fragmentParameterCount = bound.count
        if ViewCode.returnsViews(node), let body = node.body {
            walk(node.signature)
            walkRoot(body.statements)
            return .skipChildren
        }
        return .visitChildren
    }
    func leaveFunction(_ node: FunctionDeclSyntax) {
        if !ViewCode.returnsViews(node) { actionDepth -= 1 }
        guard isMember(node), !typeStack.isEmpty else { return }
        leaveFragment()
    }
}

extension FactCollector {
    /// The declaration sits inside a `#Preview { ... }` macro.
    static func isInPreviewMacro(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            current = syntax.parent
        }
        return false
    }
}

extension FactCollector {
    /// An `init` that stores its arguments under other names (`self.nspace = namespace`,
    /// `_isOpen = isOpen`): which property each argument label sets, so a call's labels
    /// can be read as the properties they fill.
    func recordInitLabels(_ node: InitializerDeclSyntax) {
        guard let top = typeStack.last, let body = node.body else { return }
        var labelOfName: [String: String] = [:]
        for parameter in node.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            guard label != "_" else { continue }
            labelOfName[parameter.secondName?.text ?? label] = label
        }
        for item in body.statements {
            guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text, let label = labelOfName[value] else { continue }
            var target = elements[0]
            if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                target = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
            }
            guard var property = target.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            if property.hasPrefix("_") { property.removeFirst() }
            if label != property, facts.types[top].initLabels[label] == nil { facts.types[top].initLabels[label] = property }
        }
    }
}
