import Foundation
import PackagePlugin

/// Runs `herocat scan` (the herocat-scan executable) on a target's Swift sources as part of
/// its build. The findings are printed as `file:line:column: warning|error: ...`, the
/// compiler's diagnostic format, so builds and IDEs show them at their lines; a finding of
/// severity error fails the build.
@main
struct HerocatScanBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        guard !sources.isEmpty else { return [] }
        let scanner = try scanner(in: context)
        // A build command needs an output for the build to order and cache it: an empty
        // Swift file, written only when the scan passes, so a failing scan runs again
        // on the next build and an unchanged passing target is not scanned twice.
        let stamp = context.pluginWorkDirectoryURL.appending(path: "HerocatScanPassed.swift")
        let script = #""$0" "$@" && printf '// herocat scan passed\n' > "$HEROCAT_SCAN_STAMP""#
        return [
            .buildCommand(
                displayName: "herocat scan \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, scanner.path] + sources.map(\.path),
                environment: ["HEROCAT_SCAN_STAMP": stamp.path],
                inputFiles: [scanner] + sources,
                outputFiles: [stamp]
            )
        ]
    }
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
