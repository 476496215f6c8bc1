import Foundation
import PackagePlugin

/// Embeds a top-level folder of the package into a target as Swift source, so the
/// files stay the one source of truth and herocat works from any directory.
/// `CatalogStore` gets `Migrations/*.sql` and `Migrations/PostgreSQL/*.sql`; `BundledCatalog`
/// gets `Seeds/*.yaml`.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        switch target.name {
        case "CatalogStore":
            return [
                try embed("Migrations", "sql", as: "EmbeddedMigrations", context: context, target: target),
                try embed("Migrations/PostgreSQL", "sql", as: "EmbeddedPostgresMigrations", context: context, target: target),
            ]
        case "BundledCatalog":
            return [try embed("Seeds", "yaml", as: "EmbeddedSeeds", context: context, target: target)]
        default:
            return []
        }
    }

    private func embed(_ folder: String, _ fileExtension: String, as typeName: String, context: PluginContext, target: Target) throws -> Command {
        let directory = context.package.directoryURL.appending(path: folder)
        let inputs = try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == fileExtension }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(typeName).swift")
        return .buildCommand(
            displayName: "Embedding \(folder)/*.\(fileExtension) into \(target.name)",
            executable: try context.tool(named: "EmbedFiles").url,
            arguments: [typeName, output.path] + inputs.map(\.path),
            inputFiles: inputs + [directory],
            outputFiles: [output]
        )
    }
}
