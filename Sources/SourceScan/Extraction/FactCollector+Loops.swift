import SwiftSyntax
import Validation

/// ForEach and List loops: the loop step, its parameters, and which of them are positions.
extension FactCollector {
    /// Property wrappers whose value changes while the view is on screen.
    static let changingWrappers: Set<String> = [
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Published", "Bindable", "Query", "FetchRequest",
    ]

    /// The collection a ForEach reads is state that changes (`@State var items`, a model
    /// object's array): its first name is such a property of the current type.
    func collectionChanges(_ data: ExprSyntax) -> Bool {
        guard let top = typeStack.last,
              let root = SyntaxReading.identifiers(in: data).first(where: { $0.first?.isLowercase == true || $0.first == "_" }),
              let property = facts.types[top].properties[Self.stripSelf(root)] else { return false }
        return !Self.changingWrappers.isDisjoint(with: property.attributes)
    }

    /// The collection a view of the app's own repeats its content over, like a ForEach:
    /// `SnapCarousel(items: movies) { movie in … }`, `Pager(pages) { page in … }` (the first
    /// argument an array property of this view). Nil for any other call.
    func customLoopData(_ node: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        let closures = SyntaxReading.closures(of: node)
        guard closures.count == 1, let content = closures.first, SyntaxReading.parameters(of: content).count == 1,
              let first = node.arguments.first, !first.expression.is(ClosureExprSyntax.self) else { return nil }
        if let label = first.label?.text { return ["items", "data", "elements", "pages"].contains(label) ? first : nil }
        guard let name = first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, !bound.contains(name),
              let top = typeStack.last, let property = facts.types[top].properties[name] else { return nil }
        let isArray = Self.elementTypeName(property.type) != nil || property.type?.hasPrefix("[") == true
            || (property.type == nil && property.initializer?.hasPrefix("[") == true)
        return isArray ? first : nil
    }

    func walkLoop(_ node: FunctionCallExprSyntax, list: Bool, data customData: LabeledExprSyntax? = nil) -> SyntaxVisitorContinueKind {
        let closures = SyntaxReading.closures(of: node)
        let contentClosure = closures.last
        var containerKey: ScopeKey?
        if list {
            let key = nextKey()
            var container = ContainerFact(key: key, kind: .list, name: "List")
            // A `.font` on the List sets its rows' font; without one they show the body font.
            container.font = chains.summary(containing: node, file: fileIndex, lines: lines).font?.value ?? ".body"
            container.place = place(node.calledExpression)
            facts.containers[key] = container
            containerKey = key
            steps.append(.container(key))
        }
        defer { if containerKey != nil { steps.removeLast() } }
        walk(node.calledExpression)
        // `ForEach(tags, content: tagView)`: the function is the loop's content, walked inside it.
        let contentFunction = node.arguments.first { $0.label?.text == "content" && $0.expression.is(DeclReferenceExprSyntax.self) }
        for argument in node.arguments where !argument.expression.is(ClosureExprSyntax.self) && argument.id != contentFunction?.id {
            walk(argument)
        }
        guard let contentClosure else {
            if let contentFunction, !list {
                let key = nextKey()
                let data = node.arguments.first { $0.label == nil }.map { SyntaxReading.key(of: $0.expression) } ?? ""
                var fact = ForEachFact(key: key, data: data, parameters: [], place: place(node.calledExpression))
                fact.typeName = currentTypeName
                facts.forEaches[key] = fact
                steps.append(.forEach(key))
                walk(contentFunction)
                steps.removeLast()
            }
            return .skipChildren
        }
        var parameters = SyntaxReading.parameters(of: contentClosure)
        if parameters.isEmpty, SyntaxReading.usesShorthandItem(contentClosure) {
            parameters = ["0"]
            shorthandLoopContent.insert(contentClosure.id)
        }
        // `List { ... }` without data is a container, not a loop.
        let data = customData ?? node.arguments.first { $0.label == nil }
        guard !list || (data != nil && !parameters.isEmpty) else {
            for closure in closures { walk(closure) }
            return .skipChildren
        }
        let key = nextKey()
        let dataText = data.map { SyntaxReading.key(of: $0.expression) } ?? ""
        let callee = customData == nil && !list ? "ForEach" : SyntaxReading.plainCallee(node) ?? "ForEach"
        var fact = ForEachFact(key: key, data: dataText, parameters: parameters, place: place(node.calledExpression), callee: callee)
        fact.typeName = currentTypeName
        facts.forEaches[key] = fact
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
        let savedTypes = boundModelTypes
        // The item is the last parameter (`(offset, item)` of `enumerated()`); positions have no model.
        if let item = parameters.last, let data, !dataText.contains(".indices"), !dataText.contains("..") {
            let elementType = dataText.contains("enumerated()") ? nil : loopElementType(data.expression)
            let collection = data.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            // A list the view does not declare (a data file's global) is read by its items' name.
            let undeclared = collection.flatMap { declaresMember($0) ? nil : $0 }
            boundModelTypes[item] = elementType ?? assignedModelType(of: item, collection: collection, in: contentClosure)
                ?? ModelTypeName.namedItem(item, ofList: undeclared)
        }
        for closure in closures { walk(closure) }
        boundModelTypes = savedTypes
        steps.removeLast()
        loops.removeLast()
        return .skipChildren
    }

    /// The view being read declares `name`, stored or computed.
    func declaresMember(_ name: String) -> Bool {
        guard let top = typeStack.last else { return false }
        return facts.types[top].properties[name] != nil || facts.types[top].computedTypes[name] != nil
    }
}
