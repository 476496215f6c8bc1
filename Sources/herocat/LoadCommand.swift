import ArgumentParser
import CatalogStore
import Foundation

struct LoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Apply a directory of spec files to the catalog, all or nothing.",
        discussion: "Reads every .yaml, .yml and .json file in the directory. Every file is checked first; then one transaction adds new specs, replaces changed ones and, with --prune, removes specs that have no file."
    )

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions

    @Argument(help: ArgumentHelp("A directory written by 'herocat dump' (or by hand).", valueName: "dir"))
    var directory: String

    @Flag(help: "Remove catalog specs that have no file in the directory.")
    var prune = false

    @Flag(help: "Store specs even when they have error findings.")
    var force = false

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("\(directory): no such directory", exitCode: CLIError.input)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { ["yaml", "yml", "json"].contains(($0 as NSString).pathExtension) }
            .sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
        let writes = try Grading.checked(try SpecInput.parseAll(files), force: force)
        Output.note("checked \(files.count) files; applying them in one transaction")
        let summary = try catalog.open().load(writes, prune: prune, author: authorship.resolved)
        Output.line("loaded \(files.count) files: \(summary.added) added, \(summary.changed) changed, \(summary.unchanged) unchanged, \(summary.removed) removed")
    }
}
