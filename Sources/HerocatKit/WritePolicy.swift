import CatalogStore
import SpecModel
import Validation

/// The one write policy, wherever specs are written (add, load, scan import, seed):
/// each stored spec keeps its worst finding, so listings show it without re-validating,
/// and specs with error findings are refused, all of them at once, unless forced.
public enum WritePolicy {
    public static let validator = Validator()

    /// A spec to store, graded by a report already made for it.
    public static func write(_ spec: TransitionSpec, _ report: ValidationReport) -> SpecWrite {
        SpecWrite(spec, worst: report.worst?.rawValue)
    }

    public static func write(_ spec: TransitionSpec) -> SpecWrite {
        write(spec, validator.validate(spec))
    }

    /// The specs graded, with their reports, and the problems of their error findings
    /// (none when there are none, or with `force`).
    static func graded(_ specs: [LocatedSpec], force: Bool) -> (writes: [SpecWrite], reports: [ValidationReport], problems: [Problem]) {
        let reports = parallelMap(specs) { validator.validate($0.spec, sourceMap: $0.sourceMap) }
        let writes = zip(specs, reports).map { write($0.spec, $1) }
        let errors = force ? [] : reports.flatMap(\.findings).filter { $0.severity == .error }
        guard !errors.isEmpty else { return (writes, reports, []) }
        let failing = Set(errors.map(\.transition)).count
        return (writes, reports, errors.map(Problem.errorFinding) + [.specsWithErrorFindings(count: failing)])
    }

    /// The specs to write, with their reports; throws (nothing written) naming every input
    /// problem and every error finding, unless `force` lets the findings through.
    static func checked(_ specs: [LocatedSpec], force: Bool, alsoRefusing inputProblems: [Problem] = []) throws(ServiceError) -> (writes: [SpecWrite], reports: [ValidationReport]) {
        let (writes, reports, findings) = graded(specs, force: force)
        var problems = ProblemList()
        problems.add(inputProblems)
        problems.add(findings)
        try problems.throwIfAny(closing: findings.isEmpty ? nil : "nothing was stored")
        return (writes, reports)
    }
}
