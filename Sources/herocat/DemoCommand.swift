import ArgumentParser
import BundledCatalog
import CatalogStore
import Foundation
import SpecModel

struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run herocat's main job on the bundled examples, in a temporary catalog.",
        discussion: "Nothing is written to the current directory; the temporary catalog is deleted afterwards."
    )

    static let featured = "music.mini-player"

    func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-demo-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let path = directory.appendingPathComponent(CatalogOptions.fileName).path
        let catalog = try Catalog.create(at: path).catalog
        let specs = try BundledCatalog.specs()
        try catalog.add(specs)

        Output.line("$ herocat init --seed      # a temporary catalog with \(specs.count) bundled examples")
        Output.line()
        Output.line("$ herocat list")
        Output.write(ListCommand.table(try catalog.summaries()))
        Output.line()
        Output.line("$ herocat show \(Self.featured)")
        Output.write(try catalog.spec(named: CatalogName(Self.featured)!).document.yaml)
    }
}
