import ArgumentParser
import MotionCore

/// What the commands that render one stored spec into a document (`export`,
/// `preview`) share: the spec, the timeline's sample rate, and where it goes.
struct DocumentOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The spec's catalog name.", valueName: "name"), transform: SpecName.parse)
    var name: SpecName

    @Option(help: ArgumentHelp("Timeline samples per second (\(Timeline.fpsRange.lowerBound)...\(Timeline.fpsRange.upperBound)).", valueName: "n"))
    var fps: Int = 60

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Go back to the from state this many seconds in, as a second tap mid-flight would (within the forward timeline): springs retarget, timing curves add.",
        valueName: "seconds"))
    var interruptAt: Double?

    func validate() throws {
        guard Timeline.fpsRange.contains(fps) else {
            throw ValidationError("--fps must be in \(Timeline.fpsRange.lowerBound)...\(Timeline.fpsRange.upperBound), got \(fps)")
        }
        if let interruptAt, !(interruptAt >= 0 && interruptAt.isFinite) {
            throw ValidationError("--interrupt-at takes seconds, 0 or more, got \(interruptAt)")
        }
    }
}
