import CatalogStore
import SpecModel
import Validation

/// Validation where specs are written: the catalog keeps each spec's worst finding so
/// that `list` shows it without re-validating, and specs with error findings are
/// refused unless forced.
public enum Grading {
    public static let validator = Validator()

    public static func write(_ spec: TransitionSpec) -> SpecWrite {
        write(spec, validator.validate(spec))
    }

    /// A spec to store, graded by a report already made for it.
    public static func write(_ spec: TransitionSpec, _ report: ValidationReport) -> SpecWrite {
        SpecWrite(spec, worst: report.worst?.rawValue)
    }

    /// The specs graded, and the refusal of their error findings (nil when none, or `force`).
    static func graded(_ specs: [LocatedSpec], force: Bool) -> (writes: [SpecWrite], findings: [String]) {
        let reports = specs.map { validator.validate($0.spec, sourceMap: $0.sourceMap) }
        let errors = force ? [] : reports.flatMap(\.findings).filter { $0.severity == .error }
        guard !errors.isEmpty else { return (zip(specs, reports).map { write($0.spec, $1) }, []) }
        let failing = Set(errors.map(\.transition)).count
        return (
            zip(specs, reports).map { write($0.spec, $1) },
            errors.map { "\($0.place): \($0.message) [\($0.rule)]" }
                + ["\(failing) spec\(failing == 1 ? " has" : "s have") error findings (fix them, or pass --force to store anyway)"]
        )
    }

    /// The specs to write; throws (nothing written) naming every unreadable file and every
    /// error finding of the readable ones, unless `force` lets the findings through.
    public static func checked(files outcomes: [(path: String, outcome: SpecFiles.Outcome)], force: Bool) throws(SyncRefusal) -> [SpecWrite] {
        let (specs, unreadable) = SpecFiles.collect(outcomes)
        return try checked(specs, force: force, alsoRefusing: unreadable)
    }

    /// As above, for specs already parsed (`scan --import`).
    public static func checked(_ specs: [LocatedSpec], force: Bool, alsoRefusing inputProblems: [String] = []) throws(SyncRefusal) -> [SpecWrite] {
        let (writes, findings) = graded(specs, force: force)
        var problems = ProblemList()
        problems.add(.input, inputProblems)
        problems.add(.findings, findings)
        try problems.throwIfAny(closing: findings.isEmpty ? nil : "nothing was stored")
        return writes
    }
}
