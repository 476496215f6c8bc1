import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: ScanOptions.abstract + "; optionally import what it finds.",
        discussion: ScanOptions.discussion
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions
    @OptionGroup var scan: ScanOptions

    @Flag(name: .customLong("import"), help: "Store each transition found as a spec in the catalog (replacing earlier imports of it).")
    var importSpecs = false

    @Flag(help: "With --import: store specs even when they have error findings.")
    var force = false

    func run() async throws {
        let result = try scan.scanAndReport()
        if importSpecs {
            let batch = try SpecBatch(importing: result, force: force)
            let imported = try await catalog.open().add(batch, replace: true, author: authorship.resolved)
            for spec in imported { Output.note("imported \(spec.name) (\(spec.outcome.rawValue))") }
        }
        try scan.finish(result)
    }
}
