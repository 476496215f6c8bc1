import ArgumentParser
import BundledCatalog
import CatalogStore
import CatalogSync
import SpecModel

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the catalog, or bring an existing one up to date.",
        discussion: "Applies the schema migrations. With --seed, also loads the bundled example catalog; examples whose names are already stored are left as they are."
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Flag(help: "Load the bundled example catalog.")
    var seed = false

    func run() throws {
        let (store, created) = try catalog.create()
        let version = try store.schemaVersion()
        Output.line(created ? "Created catalog \(store.path) (schema \(version))." : "Catalog \(store.path) is up to date (schema \(version)).")
        guard seed else { return }
        let existing = Set(try store.names())
        let fresh = try BundledCatalog.specs().filter { !existing.contains($0.name.rawValue) }
        try store.add(fresh.map(Grading.write), author: authorship.resolved)
        let kept = BundledCatalog.files.count - fresh.count
        Output.line("Loaded \(counted(fresh.count, "example spec"))" + (kept > 0 ? "; kept \(kept) already in the catalog." : "."))
    }
}
