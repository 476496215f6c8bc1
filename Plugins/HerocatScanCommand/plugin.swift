import Foundation
import PackagePlugin

/// `swift package herocat-scan [--target NAME ...] [herocat scan options]`: runs
/// `herocat scan` (the herocat-scan executable, which leaves out the catalog and the server)
/// on the Swift sources of the package's targets (all of them, or the named ones) and fails
/// when the scan does, so a finding of severity error fails the command.
@main
struct HerocatScanCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // The files each target compiles (its excludes honoured), in a stable order.
        let files = Set(targets.compactMap { $0 as? SwiftSourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }).sorted()
        guard !files.isEmpty else {
            Diagnostics.remark("herocat-scan: no Swift source in \(names.isEmpty ? "this package" : names.joined(separator: ", "))")
            return
        }
        let process = Process()
        process.executableURL = try scanner(in: context)
        process.arguments = extractor.remainingArguments + files
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ScanFailed(status: process.terminationStatus)
        }
    }
}

/// herocat's own exit status: 1 for error findings (or warnings with --strict), 2 for bad input.
struct ScanFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "herocat scan exited with status \(status)" }
}

/// The herocat-scan executable, or an error that says how to get it: SwiftPM builds it for
/// the plugins only with herocat's `ScanPlugins` trait, which is on unless a package names
/// herocat's traits without it. (Plugins share no code, so HerocatScanCommand and
/// HerocatScanBuildTool each carry this.)
func scanner(in context: PluginContext) throws -> URL {
    do {
        return try context.tool(named: "herocat-scan").url
    } catch {
        throw ScannerNotBuilt()
    }
}

struct ScannerNotBuilt: Error, CustomStringConvertible {
    var description: String {
        "herocat-scan is not built for this plugin: add \"ScanPlugins\" to the traits your package names for herocat (it is on by default)"
    }
}
