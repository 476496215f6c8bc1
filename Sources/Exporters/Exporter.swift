import MotionCore
import SpecModel

/// One output format for a transition spec, in the style of swift-snapshot-testing's
/// strategies: a value holding a name, a file extension and a pure function. New formats
/// are new values; `Exporter.all` lists the built-in ones.
///
/// Every exporter is deterministic (the same spec and options give the same bytes) and
/// its output ends with a newline.
public struct Exporter: Sendable {
    /// The name users pick it by (`herocat export NAME --format <format>`).
    public let format: String
    /// The suffix of a file holding the output, without the leading dot
    /// (`swift`, `timeline.json`, `tsx`): `<name>.<fileExtension>`.
    public let fileExtension: String
    /// Renders a spec, or throws an `ExportError` for a spec it cannot express.
    public let export: @Sendable (TransitionSpec, ExportOptions) throws -> String

    public init(format: String, fileExtension: String, export: @escaping @Sendable (TransitionSpec, ExportOptions) throws -> String) {
        self.format = format
        self.fileExtension = fileExtension
        self.export = export
    }

    /// A complete SwiftUI file (`import SwiftUI`, one `View`, a `#Preview`).
    public static let swift = Exporter(format: "swift", fileExtension: "swift") { spec, options in
        try SwiftExporter(spec: spec, options: options).render()
    }

    /// The JSON timeline of SPEC.md §3 (schema: `TimelineSchema`, printed by `herocat schema timeline`).
    public static let timeline = Exporter(format: "timeline", fileExtension: "timeline.json") { spec, options in
        try TimelineExporter(spec: spec, options: options).render()
    }

    /// A TSX component for the Scripting app (design note 003).
    public static let tsx = Exporter(format: "tsx", fileExtension: "tsx") { spec, options in
        try TSXExporter(spec: spec, options: options).render()
    }

    /// The built-in exporters, in the order `--format` help lists them.
    public static let all: [Exporter] = [.swift, .timeline, .tsx]

    /// The built-in exporter called `format` (exact, lowercase name), or nil.
    public static func named(_ format: String) -> Exporter? {
        all.first { $0.format == format }
    }
}

/// Options shared by all exporters; each uses the ones that concern it.
public struct ExportOptions: Sendable, Equatable {
    /// Samples per second of the timeline (1...240, `Timeline.fpsRange`); the CLI
    /// validates it, exporters refuse anything else with `ExportError.fpsOutOfRange`.
    /// The Swift and TSX exporters do not use it.
    public var fps: Int

    public init(fps: Int = 60) {
        self.fps = fps
    }
}

/// Why a spec cannot be exported. `description` is one line (free text in it is quoted
/// and escaped, so it can hold no line break).
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two elements share an id (`elements[first]` and `elements[second]`): their
    /// matchedGeometryEffect ids and timeline keys would collide.
    case duplicateElementID(id: String, first: Int, second: Int)
    /// `ExportOptions.fps` outside `Timeline.fpsRange`.
    case fpsOutOfRange(Int)
    /// A checked identifier of the spec (namespace or state name) that the generated
    /// code cannot use, with the reason.
    case unusableIdentifier(String, reason: String)
    /// Something the target cannot express (format, what, and what to do instead).
    case unsupported(format: String, feature: String, hint: String)
    /// A number that is not finite reached the output (never happens for a parsed spec).
    case nonFiniteNumber(path: String)

    public var description: String {
        switch self {
        case let .duplicateElementID(id, first, second):
            return "elements[\(first)] and elements[\(second)] share the id \(jsonString(id)); "
                + "ids must be unique to export (matchedGeometryEffect ids and timeline keys would collide)"
        case .fpsOutOfRange(let fps):
            return "fps must be in \(Timeline.fpsRange.lowerBound)...\(Timeline.fpsRange.upperBound), got \(fps)"
        case let .unusableIdentifier(name, reason):
            return "cannot use the identifier '\(name)' in generated code: \(reason)"
        case let .unsupported(format, feature, hint):
            return "the \(format) exporter cannot express \(feature); \(hint)"
        case .nonFiniteNumber(let path):
            return "a number that is not finite reached the output at \(path)"
        }
    }
}
