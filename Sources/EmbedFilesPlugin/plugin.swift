import Foundation
import PackagePlugin

/// Embeds a top-level folder of the package into a target as Swift source, so the
/// files stay the one source of truth and herocat works from any directory.
/// `CatalogStore` gets `Migrations/*.sql`; `BundledCatalog` gets `Seeds/*.yaml`.
@main
struct EmbedFilesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let (folder, fileExtension, typeName): (String, String, String)
        switch target.name {
        case "CatalogStore": (folder, fileExtension, typeName) = ("Migrations", "sql", "EmbeddedMigrations")
        case "BundledCatalog": (folder, fileExtension, typeName) = ("Seeds", "yaml", "EmbeddedSeeds")
        default: return []
        }
        let directory = context.package.directoryURL.appending(path: folder)
        let inputs = try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == fileExtension }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(typeName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(folder)/*.\(fileExtension) into \(target.name)",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: [typeName, output.path] + inputs.map(\.path),
                inputFiles: inputs + [directory],
                outputFiles: [output]
            )
        ]
    }
}
