import ArgumentParser
import SpecModel

extension SpecName {
    /// The argument transform of every spec-name argument: a text that is no catalog name is
    /// refused with the reason ("The value 'Bad' is invalid for '<name>': a name starts with ...").
    static func parse(_ text: String) throws -> SpecName {
        guard let name = SpecName(argument: text) else {
            throw ValidationError(CatalogName.problem(with: text) ?? "not a catalog name")
        }
        return name
    }
}
