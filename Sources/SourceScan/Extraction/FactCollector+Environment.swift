import SwiftSyntax

/// Environment values, read by `@Environment(\.key)` and set by `.environment(\.key, value)`:
/// a namespace set so reaches every view below that reads the key.
extension FactCollector {
    /// `heroNamespace` for `@Environment(\.heroNamespace) var namespace`; nil for any other
    /// property (an observable object read as `@Environment(Model.self)` included).
    static func environmentKey(of attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), SyntaxReading.key(of: attribute.attributeName) == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments else { continue }
            return environmentKey(in: arguments)
        }
        return nil
    }

    /// `PlayerModel` for `@Environment(PlayerModel.self) var model`: the observable object
    /// the environment holds, which the property's type is.
    static func environmentObjectType(of attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), SyntaxReading.key(of: attribute.attributeName) == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base else { continue }
            return SyntaxReading.key(of: base)
        }
        return nil
    }

    /// The key of a first argument written as a key path of one name (`\.heroNamespace`,
    /// `\EnvironmentValues.heroNamespace`).
    static func environmentKey(in arguments: LabeledExprListSyntax) -> String? {
        guard let first = arguments.first, first.label == nil, let path = first.expression.as(KeyPathExprSyntax.self),
              path.components.count == 1, let component = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return component.declName.baseName.text
    }
}
