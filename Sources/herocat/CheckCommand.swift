import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import SpecModel

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the catalog file: SQLite's integrity and foreign keys, and herocat's own invariants.",
        discussion: """
        Runs PRAGMA integrity_check and foreign_key_check, then checks that every stored spec's newest revision \
        stores it (and none says a spec exists that is gone), that revisions are numbered without gaps, that \
        every spec has its full-text search row, and that the schema version matches the migrations applied. \
        Prints 'ok' with the spec count and schema (exit 0), or each problem found (exit 4). Writes nothing; \
        an older schema is checked as it is.
        """
    )

    @OptionGroup var catalog: CatalogOptions

    func run() async throws {
        let service = try catalog.open(for: .inspect)
        let report = try await service.check()
        Output.line("catalog \(service.path): ok (\(counted(report.specs, "spec")), schema \(report.schema))")
    }
}
