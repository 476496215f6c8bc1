import CatalogStore
import SpecModel
import Validation

/// Validation where specs are written: each stored spec keeps its worst finding
/// (so listings show it without re-validating), and a spec with error findings is
/// refused unless forced.
public enum WritePolicy {
    public static let validator = Validator()

    /// The spec graded for storing; throws `errorFindings` (naming them) when it has
    /// error findings and `force` is off.
    public static func graded(_ spec: TransitionSpec, sourceMap: SourceMap? = nil, force: Bool) throws(ServiceError) -> (write: SpecWrite, report: ValidationReport) {
        let report = validator.validate(spec, sourceMap: sourceMap)
        let errors = report.findings.filter { $0.severity == .error }
        if !errors.isEmpty, !force {
            throw ServiceError(
                .errorFindings,
                "'\(spec.name)' has \(errors.count) error finding\(errors.count == 1 ? "" : "s"); nothing was stored (fix them, or force the write)",
                findings: errors
            )
        }
        return (SpecWrite(spec, worst: report.worst?.rawValue), report)
    }
}
