import ArgumentParser
import CatalogCommandLine
import CommandLineSupport
import Foundation
import HerocatKit
import SpecModel

/// `herocat scan`: herocat-scan does the scanning (herocat links no Swift parser, so every
/// other command starts without one); with --import, herocat stores what it found.
struct ScanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: ScanOptions.abstract + "; optionally import what it finds.",
        discussion: ScanOptions.discussion
    )

    static let remedy = "build it with 'swift build --product herocat-scan' (or install it with 'make install')"

    @OptionGroup var catalog: CatalogOptions
    @OptionGroup var authorship: AuthorOptions
    @OptionGroup var scan: ScanOptions

    @Flag(name: .customLong("import"), help: "Store each transition found as a spec in the catalog (replacing earlier imports of it).")
    var importSpecs = false

    @Flag(help: "With --import: store specs even when they have error findings.")
    var force = false

    func run() async throws {
        guard importSpecs else {
            try CompanionExecutable.replaceProcess(with: "herocat-scan", arguments: scan.forwarded, missing: Self.remedy)
        }
        let specsFile = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-scan-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: specsFile) }
        let status = try CompanionExecutable.run("herocat-scan", arguments: ["--specs-out", specsFile] + scan.forwarded, missing: Self.remedy)
        // Findings (exit 1) still import; a refusal has been printed by herocat-scan.
        guard status == 0 || status == CLIError.findings else { throw ExitCode(status) }
        let batch = try Self.batch(from: ScannedSpecs.read(from: specsFile), force: force)
        let imported = try await catalog.open(for: .write).add(batch, replace: true, author: authorship.resolved)
        for spec in imported { Output.note("imported \(spec.name) (\(spec.outcome.rawValue))") }
        if status != 0 { throw ExitCode(status) }
    }

    private static func batch(from scanned: ScannedSpecs, force: Bool) throws -> SpecBatch {
        var specs: [TransitionSpec] = []
        var unimportable = scanned.unimportable
        for found in scanned.specs {
            do { specs.append(try TransitionSpec.parse(found.yaml, file: found.origin)) } catch { unimportable.append("\(error)") }
        }
        return try SpecBatch(scanned: specs, unimportable: unimportable, force: force)
    }
}
