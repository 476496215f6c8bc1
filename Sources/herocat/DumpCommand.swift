import ArgumentParser
import CatalogStore
import Foundation

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Write one byte-stable YAML file per spec into a directory, for review in git.",
        discussion: "Files are named NAME.yaml and written only when their bytes change. 'herocat load DIR' applies such a directory back."
    )

    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The directory (created if missing).", valueName: "dir"))
    var directory: String

    func run() throws {
        let store = try catalog.open()
        let folder = URL(fileURLWithPath: directory)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CLIError("cannot create \(directory): \(error.localizedDescription)", exitCode: CLIError.input)
        }
        var written = 0, unchanged = 0
        var names = Set<String>()
        try store.forEachSpec { spec in
            let file = folder.appendingPathComponent("\(spec.name).yaml")
            let bytes = Data(spec.document.yaml.utf8)
            names.insert(file.lastPathComponent)
            if FileManager.default.contents(atPath: file.path) == bytes {
                unchanged += 1
                return
            }
            do {
                try bytes.write(to: file, options: .atomic)
            } catch {
                throw CLIError("cannot write \(file.path): \(error.localizedDescription)", exitCode: CLIError.input)
            }
            written += 1
        }
        Output.line("dumped \(written + unchanged) specs to \(directory) (\(written) written, \(unchanged) unchanged)")
        let strays = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .filter { $0.hasSuffix(".yaml") && !names.contains($0) }.sorted() ?? []
        if !strays.isEmpty {
            Output.note("warning: \(strays.count) YAML files in \(directory) are not in the catalog and were kept: \(strays.prefix(5).joined(separator: ", "))\(strays.count > 5 ? ", …" : "")")
        }
    }
}
