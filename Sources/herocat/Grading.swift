import CatalogStore
import SpecModel
import Validation

/// Validation where specs are written: the catalog keeps each spec's worst
/// finding so that `list` shows it without re-validating, and specs with error
/// findings are refused unless forced.
enum Grading {
    static let validator = Validator()

    static func write(_ spec: TransitionSpec) -> SpecWrite {
        write(spec, validator.validate(spec))
    }

    /// A spec to store, graded by a report already made for it.
    static func write(_ spec: TransitionSpec, _ report: ValidationReport) -> SpecWrite {
        SpecWrite(spec, worst: report.worst?.rawValue)
    }

    /// The specs to write; throws (exit 1, nothing written) when any has an error
    /// finding and `force` is off, naming every such finding.
    static func checked(_ specs: [LocatedSpec], force: Bool) throws -> [SpecWrite] {
        let reports = specs.map { validator.validate($0.spec, sourceMap: $0.sourceMap) }
        let errors = reports.flatMap(\.findings).filter { $0.severity == .error }
        if !errors.isEmpty, !force {
            let failing = Set(errors.map(\.transition)).count
            throw CLIError(
                lines: errors.map { "\($0.place): \($0.message) [\($0.rule)]" }
                    + ["\(failing) spec\(failing == 1 ? " has" : "s have") error findings; nothing was stored (fix them, or pass --force to store anyway)"],
                exitCode: CLIError.findings
            )
        }
        return zip(specs, reports).map { write($0.spec, $1) }
    }
}
