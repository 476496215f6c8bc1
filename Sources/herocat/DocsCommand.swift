import ArgumentParser
import CommandLineSupport
import Documentation
import Foundation
import SpecModel

/// Regenerates the generated pages of docs/ (or checks that they are current).
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write the generated documentation pages (rules, spec fields, expressions, schemas).",
        discussion: "Hand-written pages in the same folder are left alone. With --check nothing is written; the exit code is 1 if a page is stale."
    )

    @Option(help: ArgumentHelp("The documentation folder.", valueName: "dir"))
    var out: String = "docs"

    @Flag(help: "Only check that every generated page is current.")
    var check = false

    func run() throws {
        let directory = URL(fileURLWithPath: out)
        if check {
            let stale = Pages.stale(in: directory)
            guard stale.isEmpty else {
                throw CLIError(lines: stale.map { "\(out)/\($0) is stale; regenerate it with 'herocat docs --out \(out)'" }, exitCode: CLIError.findings)
            }
            Output.note("\(counted(Pages.all.count, "generated page")) \(Pages.all.count == 1 ? "is" : "are") current")
            return
        }
        do {
            for path in try Pages.write(to: directory) { Output.note("wrote \(out)/\(path)") }
        } catch {
            throw CLIError("cannot write \(out): \(error.localizedDescription)", exitCode: CLIError.input)
        }
    }
}
