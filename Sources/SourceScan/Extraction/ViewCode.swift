import SwiftSyntax

/// Whether a declaration's code builds views: a function or computed property whose type
/// is a view (`some View`, `AnyView`, `Text`, a view type of the app), or marked
/// `@ViewBuilder`. Code that returns nothing or a plain value (`dismiss()`, `var isEmpty:
/// Bool`, a `didSet`) runs on an event or computes data: its statements show no views.
enum ViewCode {
    /// Value types that are never views.
    static let plainValues: Set<String> = [
        "Bool", "Int", "Double", "Float", "CGFloat", "String", "Character", "Void", "Date", "URL", "UUID",
        "CGSize", "CGPoint", "CGRect", "Data", "Animation", "AnyTransition", "Transaction", "Task", "Font",
        "Angle", "UnitPoint", "Alignment", "Edge.Set", "Binding", "TimeInterval",
    ]

    static func returnsViews(_ node: FunctionDeclSyntax) -> Bool {
        if hasViewBuilder(node.attributes) { return true }
        guard let type = node.signature.returnClause?.type else { return false }
        return isViewType(type)
    }

    /// Stored properties (no accessors) hold no code of their own to read as views;
    /// `didSet`/`willSet` observers and non-view computed properties run on changes.
    static func holdsViews(_ node: VariableDeclSyntax) -> Bool {
        if hasViewBuilder(node.attributes) { return true }
        for binding in node.bindings {
            guard let accessors = binding.accessorBlock else { continue }
            if case .accessors(let list) = accessors.accessors,
               list.allSatisfy({ ["didSet", "willSet", "set"].contains($0.accessorSpecifier.text) }) { return false }
            guard let type = binding.typeAnnotation?.type else { return true }
            return isViewType(type)
        }
        return true
    }

    /// The code of a computed property's getter (`var body: some View { ... }` or `get { ... }`).
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: return nil
        }
    }

    private static func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        // The name's token, not its printed description: every member's attributes are read.
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "ViewBuilder" }
    }

    /// A type that may be a view: anything but a plain value, a collection, a tuple or an optional of them.
    static func isViewType(_ type: TypeSyntax) -> Bool {
        if type.is(SomeOrAnyTypeSyntax.self) { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { return isViewType(optional.wrappedType) }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) || type.is(FunctionTypeSyntax.self) {
            return false
        }
        if let plain = type.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil {
            return isViewTypeName(plain.name.text)
        }
        // Read token by token: every member's type is read, and printing each costs more.
        var base = ""   // the name before any generic arguments (`Binding` of `Binding<Int>`)
        var inBase = true
        for token in type.tokens(viewMode: .sourceAccurate) {
            let text = token.text
            if text.holds("View") { return true }
            if token.tokenKind == .leftAngle { inBase = false }
            if inBase { base += text }
        }
        return isViewTypeName(base)
    }

    /// A type name (no generic arguments) that may be a view's.
    private static func isViewTypeName(_ name: String) -> Bool {
        if name.holds("View") { return true }
        return !plainValues.contains(name) && !name.hasPrefix("Set") && !name.hasPrefix("Array")
    }
}
