import SwiftSyntax
import Validation

/// Symbolic ids: `item.id` in a grid over `[Recipe]` and `selected.id` in the detail, with
/// `selected: Recipe?`, both read `Recipe.id`: one element reached through two names.
/// Only a model type herocat reads from a declaration counts; otherwise the id has none.
extension FactCollector {
    /// The element type of a collection declared `[Recipe]` or `Array<Recipe>`.
    static func elementTypeName(_ declared: String?) -> String? {
        guard var type = declared?.filter({ !$0.isWhitespace }) else { return nil }
        while type.hasSuffix("?") { type.removeLast() }
        if type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") { return ModelTypeName.of(String(type.dropFirst().dropLast())) }
        if type.hasPrefix("Array<") && type.hasSuffix(">") { return ModelTypeName.of(String(type.dropFirst(6).dropLast())) }
        return nil
    }

    /// `[Trail]` for an undeclared `[Trail(name: "Ridge"), Trail(name: "Creek")]`: every element
    /// built by one type's initializer. Nil for anything else (herocat infers no more).
    static func arrayOfCallsType(_ value: ExprSyntax) -> String? {
        guard let array = value.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let callees = Set(array.elements.map { element in
            element.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        })
        guard callees.count == 1, let name = callees.first, let type = ModelTypeName.of(name) else { return nil }
        return "[\(type)]"
    }

    /// The model type a name holds where the id is written: a loop item's or an `if let`'s
    /// (recorded when bound), a view function's parameter, a property of the current type.
    func modelType(of name: String) -> String? {
        // A local `let` that names the loop's item (`let card = cards[index]`).
        if let type = boundModelTypes[name], loops.contains(where: { $0.parameters.contains(name) }) { return type }
        if bound.contains(name) {
            if let type = boundModelTypes[name] { return type }
            guard let fragment, let top = typeStack.last, bound.prefix(fragmentParameterCount).contains(name) else { return nil }
            return ModelTypeName.of(facts.types[top].fragmentParameters[fragment]?.first { $0.name == name }?.type)
        }
        guard let top = typeStack.last, let property = facts.types[top].properties[name] else { return nil }
        return property.modelType
    }

    /// `Card` for `Card(title: t)` or an enum case `Card.hero(index)`: a value built by its
    /// model type (a plain value's type, `Color.red`, `URL(string:)`, has none). A static
    /// property without a call (`Theme.accent`) may hold any type, so it names none.
    static func builtModelType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { callee = base }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return ModelTypeName.of(name)
    }

    /// The element type of the collection a ForEach reads: a property declared `[Recipe]`,
    /// or `Recipe.allCases` / `Recipe.samples` (a static list of the type).
    func loopElementType(_ data: ExprSyntax) -> String? {
        var expr = data
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                return ModelTypeName.of(type)
            }
            guard base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            expr = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, !bound.contains(name),
              let top = typeStack.last else { return nil }
        // A stored property, or a computed one declared with its type (`var visible: [Album] { … }`).
        let type = facts.types[top]
        if type.properties[name] != nil || type.computedTypes[name] != nil {
            return Self.elementTypeName(type.properties[name]?.type ?? type.computedTypes[name])
        }
        // A list declared outside the view (`let courses = [Course(…)]` in a data file), named as
        // the plural of a model type one of the view's properties holds (`selected: Course?`).
        guard let item = ModelTypeName.itemType(ofList: name) else { return nil }
        return type.properties.values.contains { $0.modelType == item } ? item : nil
    }

    /// `Recipe.id` for an id `item.id` (or `item`, `self.recipe.name`) whose root's model
    /// type is known, `"title-\(Recipe.id)"` for a template whose every interpolation has
    /// one; nil otherwise.
    func symbolicKey(of id: ExprSyntax) -> String? {
        if let template = id.as(StringLiteralExprSyntax.self) {
            let keys = templateKeys(template)
            return keys.count == 1 ? keys[0] : nil
        }
        // `country.id.uuidString + "emoji"`: a concatenation of plain text and model members.
        if let sequence = id.as(SequenceExprSyntax.self) {
            var parts: [String] = []
            var readsModel = false
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                    continue
                }
                if let literal = element.as(StringLiteralExprSyntax.self), literal.segments.allSatisfy({ if case .stringSegment = $0 { return true } else { return false } }) {
                    parts.append(SyntaxReading.text(of: literal))
                } else if let key = symbolicKey(of: element) {
                    parts.append(key)
                    readsModel = true
                } else {
                    return nil
                }
            }
            return readsModel ? parts.joined(separator: "+") : nil
        }
        var members: [String] = []
        var expr = id
        while true {
            // `selected!.id` and `selected?.id` read the model `selected` holds.
            if let unwrapped = expr.as(ForceUnwrapExprSyntax.self) {
                expr = unwrapped.expression
            } else if let chained = expr.as(OptionalChainingExprSyntax.self) {
                expr = chained.expression
            } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
                guard member.declName.argumentNames == nil else { return nil }
                members.insert(member.declName.baseName.text, at: 0)
                expr = base
            } else {
                break
            }
        }
        guard let root = expr.as(DeclReferenceExprSyntax.self) else { return nil }
        var name = root.baseName.text
        // `$0`, a loop's or a destination's shorthand item, is bound as `0`.
        if case .dollarIdentifier(let text) = root.baseName.tokenKind { name = String(text.dropFirst()) }
        if root.baseName.tokenKind == .keyword(.self) {
            guard !members.isEmpty else { return nil }
            name = members.removeFirst()
        }
        guard let type = modelType(of: name) ?? (bound.contains(name) ? nil : valueOrigin(of: name)) else { return nil }
        return ([type] + members).joined(separator: ".")
    }
}

extension FactCollector {
    /// The keys a template id can take: one for `"title-\(card.id)"` whose every
    /// interpolation reads a model, two for `"\(product.id)\(fromSearch ? "SEARCH" : "IMAGE")"`
    /// (one interpolation choosing between two words), none for anything else.
    func templateKeys(_ template: StringLiteralExprSyntax) -> [String] {
        var texts = [""]
        var readsModel = false
        for segment in template.segments {
            switch segment {
            case .stringSegment(let plain):
                texts = texts.map { $0 + plain.content.text }
            case .expressionSegment(let expression):
                guard expression.expressions.count == 1, let inner = expression.expressions.first, inner.label == nil else { return [] }
                if let key = symbolicKey(of: inner.expression) {
                    texts = texts.map { $0 + "\\(\(key))" }
                    readsModel = true
                } else if texts.count == 1, let words = Self.wordChoices(inner.expression) {
                    texts = words.map { texts[0] + $0 }
                } else {
                    return []
                }
            }
        }
        return readsModel ? texts.map { "\"" + $0 + "\"" } : []
    }

    /// `["SEARCH", "IMAGE"]` for `fromSearch ? "SEARCH" : "IMAGE"`: a choice of two plain words.
    private static func wordChoices(_ expr: ExprSyntax) -> [String]? {
        let words = SyntaxReading.ternaryBranches(expr).compactMap(SyntaxReading.plainString)
        return words.count == 2 ? words : nil
    }
}

extension FactCollector {
    /// `=selectedImage` for view state of a plain value (`@State var selectedImage: String?`):
    /// the values it takes are one element each, whether read from it, from an `if let` of
    /// it or from the loop item a tap assigns to it.
    func valueOrigin(of name: String) -> String? {
        guard let top = typeStack.last, let property = facts.types[top].properties[name], !property.attributes.isEmpty,
              !property.isNamespace, ModelTypeName.of(property.type) == nil, Self.elementTypeName(property.type) == nil else { return nil }
        return "=" + name
    }
}

extension FactCollector {
    /// `if let recipe = selected` (or `if let selected`) gives `recipe` the model type of
    /// `selected`; a binding from anything else gives it none.
    func bindModelTypes(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var source: String? = name
            if let value = binding.initializer?.value {
                var expr = value
                if let member = value.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    expr = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
                }
                source = expr.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            boundModelTypes[name] = source.flatMap { modelType(of: $0) ?? valueOrigin(of: $0) }
        }
    }
}

extension FactCollector {
    /// The model type of a loop's item where the data's type is unknown (a global, another
    /// file's list): the type of the property the content assigns the item to
    /// (`selected = card` with `selected: Card?`). One pass over the closure's tokens. Of
    /// several such properties (`topMost = cat` beside `withAnimation { selected = cat }`),
    /// the one assigned in a `withAnimation` is the selection a morph follows.
    /// `collection`: the loop's data, whose elements (`selected = cards[card.index]`) are items too.
    func assignedModelType(of item: String, collection: String? = nil, in closure: ClosureExprSyntax) -> String? {
        guard let top = typeStack.last else { return nil }
        var unanimated: String?
        var previous: [TokenKind] = []
        var tokens = closure.tokens(viewMode: .sourceAccurate).makeIterator()
        var pending = tokens.next()
        while let token = pending {
            pending = tokens.next()
            defer { previous.append(token.tokenKind); if previous.count > 4 { previous.removeFirst() } }
            // `name = item` (or `self.name = item`), the item not read further (`item.id`), or
            // `name = cards[card.index]`, an element of the loop's own data.
            let count = previous.count
            guard case .identifier(let name) = token.tokenKind, previous.last == .equal,
                  count >= 2, case .identifier(let target) = previous[count - 2] else { continue }
            let element = name == collection && pending?.tokenKind == .leftSquare
            guard name == item || element else { continue }
            // `model.selected = item` on a model the view shares: the item is what that member
            // holds (`Model.selected`), however the detail reads it (`model.selected.id`).
            var model: String?
            if count >= 3, previous[count - 3] == .period {
                if count >= 4, case .identifier(let root) = previous[count - 4], let property = facts.types[top].properties[root],
                   !RuleInput.sharedModelWrappers.isDisjoint(with: property.attributes) {
                    model = property.modelType
                }
                if model == nil, count < 4 || previous[count - 4] != .keyword(.self) { continue }
            }
            if !element, let next = pending?.tokenKind, next == .period || next == .leftParen || next == .leftSquare || next == .postfixQuestionMark || next == .exclamationMark { continue }
            guard let type = model.map({ "\($0).\(target)" }) ?? facts.types[top].properties[target]?.modelType ?? valueOrigin(of: target) else { continue }
            if Self.isInWithAnimation(token, within: closure) { return type }
            if unanimated == nil { unanimated = type }
        }
        return unanimated
    }

    /// The token sits in the closure of a `withAnimation` call inside `closure`.
    static func isInWithAnimation(_ token: TokenSyntax, within closure: ClosureExprSyntax) -> Bool {
        var node = token.parent
        while let current = node, current.id != closure.id {
            if let call = current.as(FunctionCallExprSyntax.self), SyntaxReading.plainCallee(call) == "withAnimation" { return true }
            node = current.parent
        }
        return false
    }
}

extension FactCollector {
    /// `selected = index` (or `self.selected = item.id`) inside `ForEach(…) { index in`: the
    /// state holds the picked item. A state also set to anything but `nil` is not recorded.
    func recordPickedLoopItem(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let type = typeStack.last else { return }
        var target = elements[0]
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            target = ExprSyntax(member.declName)
        }
        // `selected = nil` closes the detail: it picks nothing else.
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text, facts.types[type].properties[name] != nil,
              !elements[2].is(NilLiteralExprSyntax.self) else { return }
        var value = elements[2]
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base { value = base }
        let picked = value.as(DeclReferenceExprSyntax.self).flatMap { loopItem(ExprSyntax($0)) }.map { _ in SyntaxReading.key(of: elements[2], bound: Set(bound)) }
        if let known = facts.types[type].pickedLoopItems[name], known != picked { facts.types[type].pickedLoopItems[name] = "" } else { facts.types[type].pickedLoopItems[name] = picked ?? "" }
    }

    /// `model.selectedCard = card` with `model: CarouselViewModel` and `card: Card`: the
    /// model's `selectedCard` holds a `Card`, even when its declaration is not scanned.
    func recordAssignedType(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.argumentNames == nil,
              let base = target.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self),
              let owner = modelType(of: base.baseName.text), !owner.hasPrefix("="),
              let value = elements[2].as(DeclReferenceExprSyntax.self), let type = modelType(of: value.baseName.text), !type.hasPrefix("=") else { return .visitChildren }
        let key = owner + "." + target.declName.baseName.text
        // The item typed by this very assignment (`model.selected = item`) says nothing more.
        guard type != key else { return .visitChildren }
        if let known = facts.memberTypes[key], known != type {
            facts.memberTypes[key] = ""
        } else {
            facts.memberTypes[key] = type
        }
        return .visitChildren
    }
}
