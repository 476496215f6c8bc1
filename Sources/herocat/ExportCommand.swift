import ArgumentParser
import CatalogStore
import Exporters
import SpecModel
import SpecTimeline

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Turn a stored spec into SwiftUI code, a JSON timeline, or Scripting TSX.",
        discussion: "All formats take their motion from the same interpolation core. The timeline's JSON Schema: herocat schema timeline."
    )

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("\(Exporter.all.map(\.format).joined(separator: ", ")).", valueName: "format"))
    var format: ExportFormat

    func validate() throws {
        if document.interruptAt != nil, format.exporter.format != Exporter.timeline.format {
            throw ValidationError("--interrupt-at goes with --format \(Exporter.timeline.format)")
        }
    }

    func run() throws {
        let spec = try catalog.open().spec(named: document.name.name)
        let text = try Self.export(spec, format.exporter, fps: document.fps, interruptAt: document.interruptAt)
        try Output.deliver(text, to: document.output)
    }

    /// An exporter's output; a spec the format cannot express is an input error (exit 3),
    /// an interruption outside the forward timeline a usage error (exit 2).
    static func export(_ spec: TransitionSpec, _ exporter: Exporter, fps: Int = 60, interruptAt: Double? = nil) throws -> String {
        do {
            return try exporter.export(spec, ExportOptions(fps: fps, interruptAt: interruptAt))
        } catch ExportError.interruption(let error) {
            throw CLIError.interruption(error, of: spec)
        } catch let error as ExportError {
            throw CLIError("cannot export '\(spec.name)' as \(exporter.format): \(error)", exitCode: CLIError.input)
        }
    }
}

/// The export formats, each an exporter looked up by name.
struct ExportFormat: ExpressibleByArgument {
    let exporter: Exporter

    init?(argument: String) {
        guard let exporter = Exporter.named(argument) else { return nil }
        self.exporter = exporter
    }

    static var allValueStrings: [String] { Exporter.all.map(\.format) }
}
