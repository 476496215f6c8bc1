import ArgumentParser
import CommandLineSupport
import MotionCore
import Previews
import SpecModel

struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Show an animation expression's numbers: mass, stiffness, damping, damping ratio, response, bounce, settling, overshoot and its progress curve.",
        discussion: "EXPR is a SwiftUI animation as a spec's `animation` field takes it, e.g. 'spring(duration: 0.5, bounce: 0.2)' or 'easeInOut.delay(0.1)'; it is refused with the same message `add` gives."
    )

    @Argument(help: ArgumentHelp("The animation expression (quote it for the shell).", valueName: "expr"))
    var expression: String

    @Option(help: ArgumentHelp("\(CurveFormat.all.map(\.name).joined(separator: ", ")).", valueName: "format"))
    var format: CurveFormatArgument = CurveFormatArgument(format: .text)

    @Option(help: ArgumentHelp("Samples per second of the JSON samples and the SVG curve (\(Timeline.fpsRange.lowerBound)...\(Timeline.fpsRange.upperBound)).", valueName: "n"))
    var fps: Int = 60

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        guard Timeline.fpsRange.contains(fps) else {
            throw ValidationError("--fps must be in \(Timeline.fpsRange.lowerBound)...\(Timeline.fpsRange.upperBound), got \(fps)")
        }
    }

    func run() throws {
        let animation: Animation
        do {
            animation = try Animation.parse(expression)
        } catch {
            let message = invalidExpressionMessage(kind: "animation", text: expression, reason: error.message)
            throw CLIError("column \(error.column): \(message)", exitCode: CLIError.input)
        }
        try Output.deliver(try format.format.render(CurveReport(animation), fps), to: output)
    }
}

/// The curve formats, each looked up by name.
struct CurveFormatArgument: ExpressibleByArgument {
    let format: CurveFormat

    init(format: CurveFormat) {
        self.format = format
    }

    init?(argument: String) {
        guard let format = CurveFormat.named(argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { CurveFormat.all.map(\.name) }

    var defaultValueDescription: String { format.name }
}
