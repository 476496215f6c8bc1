import CatalogStore
import Exporters
import Foundation
import Previews
import SpecTimeline
import SpecModel
import Validation

/// Reports of a check, with the rules they were checked against (what reporters list).
public struct CheckResult: Sendable {
    public var reports: [ValidationReport]
    public var rules: [any Rule]
    /// Some input could not be read or parsed (it is an `invalid_spec` finding in `reports`).
    public var unreadable: Bool

    /// Any error finding (or warning, with `strict`).
    public func failed(strict: Bool) -> Bool { reports.contains { $0.failed(strict: strict) } }
}

extension CatalogService {
    /// Checks stored specs by name.
    public func validate(_ names: [CatalogName]) async throws(ServiceError) -> CheckResult {
        var reports: [ValidationReport] = []
        for name in names { reports.append(WritePolicy.validator.validate(try await spec(name))) }
        return CheckResult(reports: reports, rules: WritePolicy.validator.rules, unreadable: false)
    }

    /// Checks every stored spec, in name order.
    public func validateAll() async throws(ServiceError) -> CheckResult {
        let specs = try await refusing { try await catalog.allSpecs() }
        return CheckResult(reports: parallelMap(specs) { WritePolicy.validator.validate($0) }, rules: WritePolicy.validator.rules, unreadable: false)
    }

    /// Checks spec files or documents that need not be in the catalog; one that cannot be
    /// read or parsed is itself a finding (`invalid_spec`), and every input is checked.
    public static func validate(_ inputs: [SpecInput]) -> CheckResult {
        var rules: [any Rule] = WritePolicy.validator.rules
        var unreadable = false
        let reports = SpecInput.parseEach(inputs).map { outcome in
            switch outcome {
            case .success(let located): return WritePolicy.validator.validate(located.spec, sourceMap: located.sourceMap)
            case .failure(let error):
                unreadable = true
                return InvalidSpecRule.report(for: error)
            }
        }
        if unreadable { rules.append(InvalidSpecRule()) }
        return CheckResult(reports: reports, rules: rules, unreadable: unreadable)
    }

    /// A stored spec in one export format.
    public func export(_ name: CatalogName, as exporter: Exporter, options: ExportOptions = ExportOptions()) async throws(ServiceError) -> String {
        try Self.export(try await spec(name), as: exporter, options: options)
    }

    /// A spec in one export format; one the format cannot express is `invalidInput`,
    /// an interruption outside its forward timeline `invalidArgument`.
    public static func export(_ spec: TransitionSpec, as exporter: Exporter, options: ExportOptions = ExportOptions()) throws(ServiceError) -> String {
        do {
            return try exporter.export(spec, options)
        } catch ExportError.interruption(let error) {
            throw ServiceError(.interruptionOutOfRange(name: spec.name, reason: "\(error)"))
        } catch {
            throw ServiceError(.cannotExport(name: spec.name, format: exporter.format, reason: "\(error)"))
        }
    }

    /// A stored spec drawn as a preview.
    public func preview(_ name: CatalogName, as format: PreviewFormat, options: PreviewOptions = PreviewOptions()) async throws(ServiceError) -> String {
        try Self.preview(try await spec(name), as: format, options: options)
    }

    /// A spec drawn as a preview; errors as for `export`.
    public static func preview(_ spec: TransitionSpec, as format: PreviewFormat, options: PreviewOptions = PreviewOptions()) throws(ServiceError) -> String {
        var options = options
        // The preview lists the spec's findings; it is given them rather than validating itself.
        if options.report == nil { options.report = WritePolicy.validator.validate(spec) }
        do {
            return try format.render(spec, options)
        } catch PreviewError.timeline(.interruption(let error)) {
            throw ServiceError(.interruptionOutOfRange(name: spec.name, reason: "\(error)"))
        } catch {
            throw ServiceError(.cannotPreview(name: spec.name, format: format.name, reason: "\(error)"))
        }
    }
}
