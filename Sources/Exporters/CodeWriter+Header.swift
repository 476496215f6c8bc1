import SpecModel
import SpecTimeline

extension CodeWriter {
    /// The comment block every code export opens with: the file, where it came from,
    /// then the spec's title, summary, tags and facts, all through the comment escaper.
    /// `appleFacts: false` leaves out the facts in SwiftUI's terms (pattern, context, host,
    /// usage, the host caveat), for a file meant for another platform.
    mutating func specHeader(_ model: ExportModel, fileName: String, origin: String, appleFacts: Bool = true) {
        let spec = model.spec
        comment(fileName)
        comment(origin)
        for text in [spec.title, spec.summary].compactMap({ $0 }) {
            comment("")
            comment(Escaping.trimmingTrailingLineBreaks(text))
        }
        if !spec.tags.isEmpty || appleFacts { comment("") }
        if !spec.tags.isEmpty {
            comment("Tags: " + spec.tags.joined(separator: ", "))
        }
        if appleFacts {
            comment("Pattern: \(spec.pattern.rawValue); context: \(spec.context.rawValue); host: \(spec.host.rawValue); usage: \(spec.usage.rawValue)")
            if let caveat = model.hostCaveat { comment(caveat) }
        }
        blank()
    }
}
