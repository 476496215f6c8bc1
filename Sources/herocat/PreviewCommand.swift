import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import HerocatKit
import Previews

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a stored spec: a self-contained HTML player, or a static SVG filmstrip.",
        discussion: "Both are drawn from the interpolation core's timeline (the one `export --format timeline` writes) and load nothing from the network. The player plays, pauses, scrubs, changes speed, loops and plays back (pressed mid-flight, back interrupts the transition there); open it with `#t=SECONDS` to show one moment. --interrupt-at draws the transition interrupted at that time."
    )

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var document: DocumentOptions

    @Option(help: ArgumentHelp("\(PreviewFormat.all.map(\.name).joined(separator: ", ")).", valueName: "format"))
    var format: PreviewFormatArgument = PreviewFormatArgument(format: .html)

    func run() async throws {
        let options = PreviewOptions(fps: document.fps, interruptAt: document.interruptAt)
        let text = try await catalog.open().preview(document.name.name, as: format.format, options: options)
        try Output.deliver(text, to: document.output)
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
