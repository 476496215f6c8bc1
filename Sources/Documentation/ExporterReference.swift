import Exporters

/// `docs/reference/export-formats.md`: the formats `herocat export --format` takes,
/// listed from `Exporter.all`.
enum ExporterReference {
    static var markdown: String {
        var lines = [
            Pages.generatedNote,
            "",
            "# Export formats",
            "",
            "The formats `herocat export NAME --format F` accepts. What each one needs and cannot express is in",
            "[the exporters guide](../exporters.md).",
            "",
            "| format | file suffix | example |",
            "|---|---|---|",
        ]
        for exporter in Exporter.all {
            lines.append("| `\(exporter.format)` | `.\(exporter.fileExtension)` | `herocat export music.mini-player --format \(exporter.format) -o mini.\(exporter.fileExtension)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
