import MotionCore
import SpecModel

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
    /// `ExportOptions.interruptAt` outside the forward timeline.
    case interruption(InterruptionError)

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
        case .interruption(let error):
            return error.description
        }
    }
}
