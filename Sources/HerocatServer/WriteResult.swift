#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import SpecModel

/// The `WriteResult` document of the API: what one write did with one spec.
enum WriteResult {
    static func make(_ result: AddResult) -> SpecDocument {
        .object([
            ("name", .string(result.name.rawValue)), ("outcome", .string(result.outcome.rawValue)),
            ("revision", .number(Double(result.revision))), ("findings", .list(result.report.findings.map(Documents.finding), inline: false)),
        ], inline: false)
    }
}
#endif
