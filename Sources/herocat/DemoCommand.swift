import ArgumentParser
import BundledCatalog
import CatalogStore
import CatalogSync
import Exporters
import Foundation
import Previews
import SpecModel
import Validation

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
        let reports = specs.map { Grading.validator.validate($0) }
        try catalog.add(zip(specs, reports).map(Grading.write), author: "herocat demo")

        Output.line("$ herocat init --seed      # a temporary catalog with \(counted(specs.count, "bundled example"))")
        Output.line()
        Output.line("$ herocat list")
        var listing = BufferedOutput()
        try ListCommand.streamTable(catalog, SpecFilter(), into: &listing)
        listing.flush()
        Output.line()
        Output.line("$ herocat show \(Self.featured)")
        Output.write(try catalog.spec(named: CatalogName(Self.featured)!).document.yaml)

        let clean = reports.filter { ($0.worst ?? .info) == .info }.count
        let antiPatterns = zip(specs, reports).filter { $0.0.tags.contains("anti-pattern") }
        Output.line()
        Output.line("$ herocat validate --all   # \(counted(specs.count, "spec")): \(clean) without warnings or errors")
        Output.line("$ herocat validate \(antiPatterns.map(\.0.name.rawValue).joined(separator: " "))")
        Output.write(FindingReporter.text.render(antiPatterns.map(\.1), Grading.validator.rules))

        let featured = try catalog.spec(named: CatalogName(Self.featured)!)
        for exporter in Exporter.all {
            let text = try ExportCommand.export(featured, exporter)
            Output.line()
            Output.line("$ herocat export \(Self.featured) --format \(exporter.format)")
            Output.write(Self.excerpt(text, lines: exporter.format == "timeline" ? 12 : 80))
        }

        // The preview outlives the temporary catalog: it goes to its own directory.
        let previews = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-demo-preview-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
        let player = previews.appendingPathComponent("\(Self.featured).\(PreviewFormat.html.fileExtension)")
        try Data(try PreviewCommand.render(featured, .html).utf8).write(to: player, options: .atomic)
        Output.line()
        Output.line("$ herocat preview \(Self.featured) -o \(player.path)   # the HTML player: open it in a browser")
        Output.line(player.path)
    }

    /// The first lines of a long export, and how many were left out.
    static func excerpt(_ text: String, lines limit: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count > limit else { return text }
        return lines.prefix(limit).joined(separator: "\n") + "\n… (\(lines.count - limit) more lines)\n"
    }
}
