import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit

struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Check spec files and store them in the catalog.",
        discussion: "Every file is parsed before anything is written, and all of them go in one transaction: either every spec is stored or none is."
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Argument(help: ArgumentHelp("YAML or JSON spec files; - reads standard input.", valueName: "file"))
    var files: [String]

    @Flag(help: "Update specs whose names are already in the catalog.")
    var replace = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --replace: refuse if the spec changed since this revision (see 'herocat history').", valueName: "n"))
    var expectRevision: Int?

    @Flag(help: "Store specs even when they have error findings.")
    var force = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name at least one spec file, or - for standard input") }
        guard files.filter({ $0 == "-" }).count <= 1 else { throw ValidationError("standard input (-) can be read only once") }
        if expectRevision != nil, !replace { throw ValidationError("--expect-revision goes with --replace") }
        try RevisionOption.check(expectRevision, option: "--expect-revision")
    }

    func run() async throws {
        // Checked before the catalog is opened: bad input is bad input wherever the catalog is.
        let batch = try SpecBatch(SpecInput.arguments(files), force: force)
        let results = try await catalog.access(for: .write).add(batch, replace: replace, expectRevision: expectRevision, author: authorship.resolved)
        for result in results { Output.line("\(result.outcome.rawValue) \(result.name)") }
    }
}
