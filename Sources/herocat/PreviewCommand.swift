import ArgumentParser
import CatalogStore
import Previews
import SpecModel
import Validation

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a stored spec: a self-contained HTML player, or a static SVG filmstrip.",
        discussion: "Both are drawn from the interpolation core's timeline (the one `export --format timeline` writes) and load nothing from the network. The player plays, pauses, scrubs, changes speed, loops and plays back (pressed mid-flight, back interrupts the transition there); open it with `#t=SECONDS` to show one moment. --interrupt-at draws the transition interrupted at that time."
    )

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("\(PreviewFormat.all.map(\.name).joined(separator: ", ")).", valueName: "format"))
    var format: PreviewFormatArgument = PreviewFormatArgument(format: .html)

    func run() throws {
        let spec = try catalog.open().spec(named: document.name.name)
        let text = try Self.render(spec, format.format, fps: document.fps, interruptAt: document.interruptAt)
        try Output.deliver(text, to: document.output)
    }

    /// A preview; a spec that has no timeline (duplicate ids) is an input error (exit 3),
    /// an interruption outside the forward timeline a usage error (exit 2).
    static func render(_ spec: TransitionSpec, _ format: PreviewFormat, fps: Int = 60, interruptAt: Double? = nil) throws -> String {
        do {
            return try format.render(spec, PreviewOptions(fps: fps, report: Validator().validate(spec), interruptAt: interruptAt))
        } catch PreviewError.timeline(.interruption(let error)) {
            throw CLIError.interruption(error, of: spec)
        } catch let error as PreviewError {
            throw CLIError("cannot preview '\(spec.name)' as \(format.name): \(error)", exitCode: CLIError.input)
        }
    }
}

/// The preview formats, each looked up by name.
struct PreviewFormatArgument: ExpressibleByArgument {
    let format: PreviewFormat

    init(format: PreviewFormat) {
        self.format = format
    }

    init?(argument: String) {
        guard let format = PreviewFormat.named(argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { PreviewFormat.all.map(\.name) }

    var defaultValueDescription: String { format.name }
}
