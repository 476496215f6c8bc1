import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import Exporters
import HerocatKit

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Turn a stored spec into code, an animation or data for another platform.",
        discussion: "All formats take their motion from the same interpolation core."
    )

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("The output format, one of:", valueName: "format"))
    var format: ExportFormat

    func validate() throws {
        if document.interruptAt != nil, format.exporter.format != Exporter.timeline.format {
            throw ValidationError("--interrupt-at goes with --format \(Exporter.timeline.format)")
        }
    }

    func run() async throws {
        let options = ExportOptions(fps: document.fps, interruptAt: document.interruptAt)
        let text = try await catalog.access().export(document.name.name, as: format.exporter, options: options)
        try Output.deliver(text, to: document.output)
    }
}

/// The export formats, each an exporter looked up by name; help lists the registry's
/// formats with their summaries.
struct ExportFormat: ExpressibleByArgument {
    let exporter: Exporter

    init?(argument: String) {
        guard let exporter = Exporter.named(argument) else { return nil }
        self.exporter = exporter
    }

    static var allValueStrings: [String] { Exporter.all.map(\.format) }

    static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: Exporter.all.map { ($0.format, $0.summary) })
    }
}
