import SwiftSyntax

/// The names of each type's member functions and computed properties in one file (its
/// extensions there merged in), so a call in `body` to a helper an extension declares
/// further down is read as that helper. Linear: only declarations are visited.
enum MemberNames {
    static func read(_ tree: SourceFileSyntax) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { read(decl, into: &names) }
        }
        return names
    }

    private static func read(_ decl: DeclSyntax, into names: inout [String: Set<String>]) {
        let type: String
        let members: MemberBlockSyntax
        if let node = decl.as(StructDeclSyntax.self) { (type, members) = (node.name.text, node.memberBlock) }
        else if let node = decl.as(ClassDeclSyntax.self) { (type, members) = (node.name.text, node.memberBlock) }
        else if let node = decl.as(EnumDeclSyntax.self) { (type, members) = (node.name.text, node.memberBlock) }
        else if let node = decl.as(ActorDeclSyntax.self) { (type, members) = (node.name.text, node.memberBlock) }
        else if let node = decl.as(ExtensionDeclSyntax.self) {
            (type, members) = (SyntaxReading.key(of: node.extendedType).split(separator: ".").last.map(String.init) ?? "", node.memberBlock)
        } else { return }
        for member in members.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                names[type, default: []].insert(function.name.text)
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.accessorBlock != nil {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names[type, default: []].insert(name) }
                }
            } else {
                read(member.decl, into: &names)
            }
        }
    }
}
