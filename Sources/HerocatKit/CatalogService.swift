import CatalogStore
import Exporters
import Foundation
import Previews
import SpecModel
import Validation

/// The catalog operations the server (and any other front end) calls: the same
/// store, the same rules, the same exporters as the CLI. Synchronous: callers that
/// must not block (an event loop) run it through `Offload`.
public struct CatalogService: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// One page of summaries and the offset of the next page, if there is one.
    public func list(_ filter: SpecFilter, limit: Int, offset: Int) throws -> (summaries: [SpecSummary], next: Int?) {
        var summaries: [SpecSummary] = []
        var index = 0
        var more = false
        try catalog.forEachSummary(filter) { summary in
            defer { index += 1 }
            guard index >= offset else { return }
            if summaries.count == limit { more = true; return }
            summaries.append(summary)
        }
        return (summaries, more ? offset + limit : nil)
    }

    public func spec(_ name: CatalogName) throws -> (spec: TransitionSpec, revision: Int) {
        try catalog.specWithRevision(named: name)
    }

    public func spec(_ name: CatalogName, revision: Int) throws -> TransitionSpec {
        try catalog.spec(named: name, revision: revision)
    }

    public func history(_ name: CatalogName) throws -> [Revision] {
        try catalog.history(of: name)
    }

    /// What a write did: the outcome, the revision the spec is now at, and the
    /// findings it was stored with.
    public struct WriteResult: Sendable {
        public var name: CatalogName
        public var outcome: AddOutcome
        public var revision: Int
        public var report: ValidationReport
    }

    /// Parses and stores one spec document (YAML or JSON) under the write policy; with
    /// `name`, the document must carry that name.
    public func put(_ name: CatalogName?, body: [UInt8], replace: Bool, expectRevision: Int?, force: Bool, author: String) throws -> WriteResult {
        let located = try Self.parse(body, file: "\(name?.rawValue ?? "body").yaml")
        if let name, located.spec.name != name {
            throw ServiceError(.badRequest, "the spec is named '\(located.spec.name)' but was sent to '\(name)'")
        }
        let (write, report) = try WritePolicy.graded(located.spec, sourceMap: located.sourceMap, force: force)
        let (outcome, revision) = try catalog.put(write, replace: replace, expectRevision: expectRevision, author: author)
        return WriteResult(name: located.spec.name, outcome: outcome, revision: revision, report: report)
    }

    public func remove(_ name: CatalogName, expectRevision: Int?, author: String) throws {
        try catalog.remove(name, expectRevision: expectRevision, author: author)
    }

    /// Checks a spec document without storing it.
    public func validate(body: [UInt8], file: String) throws -> ValidationReport {
        let located = try Self.parse(body, file: file)
        return WritePolicy.validator.validate(located.spec, sourceMap: located.sourceMap)
    }

    /// A stored spec in one export format (`Exporter.all` names them).
    public func export(_ name: CatalogName, format: String, fps: Int = 60) throws -> (text: String, exporter: Exporter) {
        guard let exporter = Exporter.named(format) else {
            throw ServiceError(.unknownFormat, "unknown export format '\(format)'; use one of \(Exporter.all.map(\.format).joined(separator: ", "))")
        }
        let spec = try catalog.spec(named: name)
        do {
            return (try exporter.export(spec, ExportOptions(fps: fps)), exporter)
        } catch {
            throw ServiceError(.cannotExport, "cannot export '\(name)' as \(format): \(error)")
        }
    }

    /// The findings of a stored spec.
    public func report(_ spec: TransitionSpec) -> ValidationReport {
        WritePolicy.validator.validate(spec)
    }

    public func filmstrip(_ spec: TransitionSpec, report: ValidationReport) throws -> String {
        try PreviewFormat.svg.render(spec, PreviewOptions(report: report))
    }

    public func player(_ name: CatalogName) throws -> String {
        let spec = try catalog.spec(named: name)
        return try PreviewFormat.html.render(spec, PreviewOptions(report: report(spec)))
    }

    public func export(_ spec: TransitionSpec, format: String) throws -> String {
        guard let exporter = Exporter.named(format) else { throw ServiceError(.unknownFormat, format) }
        return try exporter.export(spec, ExportOptions())
    }

    static func parse(_ body: [UInt8], file: String) throws(ServiceError) -> (spec: TransitionSpec, sourceMap: SourceMap) {
        do {
            return try TransitionSpec.parseLocated(bytes: body, file: file)
        } catch {
            throw ServiceError(.invalidSpec, error.lines.first ?? "invalid spec", lines: error.lines)
        }
    }
}
