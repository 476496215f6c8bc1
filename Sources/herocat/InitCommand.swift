import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import SpecModel

struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the catalog, or bring an existing one up to date.",
        discussion: """
        Applies the schema migrations. An older catalog is first copied beside itself (PATH.schema-V.bak), then \
        upgraded in one transaction, and stderr says so. With --seed, also loads the bundled example catalog; \
        examples whose names are already stored are left as they are.
        """
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Flag(help: "Load the bundled example catalog.")
    var seed = false

    func run() async throws {
        let (service, created) = try await catalog.create()
        let version = try await service.schemaVersion()
        Output.line(created ? "Created catalog \(service.path) (schema \(version))." : "Catalog \(service.path) is up to date (schema \(version)).")
        guard seed else { return }
        let report = try await service.seed(author: authorship.resolved)
        Output.line("Loaded \(counted(report.added, "example spec"))" + (report.kept > 0 ? "; kept \(report.kept) already in the catalog." : "."))
    }
}
