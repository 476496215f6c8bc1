import ArgumentParser
import CommandLineSupport
import Exporters
import Foundation
import HerocatKit
import Previews
import SpecModel
import Validation

struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run herocat's main job on the bundled examples, in a temporary catalog.",
        discussion: "Nothing is written to the current directory; the temporary catalog is deleted afterwards."
    )

    static let featured = CatalogName("music.mini-player")!

    func run() async throws {
        // The temporary catalog lives in memory: nothing to clean up on disk.
        let service = try CatalogService.inMemory()
        let seeded = try await service.seed(author: "herocat demo")

        Output.line("$ herocat init --seed      # a temporary catalog with \(counted(seeded.added, "bundled example"))")
        Output.line()
        Output.line("$ herocat list")
        let listing = BufferedOutput()
        try await SummaryListing.streamTable(service, SpecFilter(), into: listing)
        listing.flush()
        Output.line()
        Output.line("$ herocat show \(Self.featured)")
        let featured = try await service.spec(Self.featured)
        Output.write(featured.document.yaml)

        let checked = try await service.validateAll()
        let clean = checked.reports.filter { ($0.worst ?? .info) == .info }.count
        let antiPatterns = Set(try await service.list(SpecFilter(tag: "anti-pattern")).map(\.name))
        let shown = checked.reports.filter { antiPatterns.contains($0.transition) }
        Output.line()
        Output.line("$ herocat validate --all   # \(counted(checked.reports.count, "spec")): \(clean) without warnings or errors")
        Output.line("$ herocat validate \(shown.map(\.transition).joined(separator: " "))")
        Output.write(FindingReporter.text.render(shown, checked.rules))

        for exporter in Exporter.all {
            let text = try CatalogService.export(featured, as: exporter)
            Output.line()
            Output.line("$ herocat export \(Self.featured) --format \(exporter.format)")
            Output.write(Self.excerpt(text, lines: exporter.format == "timeline" ? 12 : 80))
        }

        // The preview outlives the demo: it goes to its own directory.
        let previews = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-demo-preview-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
        let player = previews.appendingPathComponent("\(Self.featured).\(PreviewFormat.html.fileExtension)")
        try Data(try CatalogService.preview(featured, as: .html).utf8).write(to: player, options: .atomic)
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
