/// The inputs herocat reads from users, each as one entry point that libFuzzer drives
/// (`Fuzz/run.sh TARGET`) and that `swift test` replays every saved crasher through
/// (`Fuzz/Crashers/TARGET/`). An entry point never throws: a refused input is an
/// ordinary outcome; only a crash or a broken invariant (a `precondition`) is a finding.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A spec file, YAML or JSON: parse, print both ways and read back, validate.
    case spec
    /// An animation expression: parse, print and read back, sample the curve.
    case animation
    /// A font expression: parse, print and read back.
    case font
    /// One Swift file's text through `herocat scan`.
    case scan
    /// A generated directory of spec files (the input split at NUL bytes) through `load`.
    case load

    /// What the target made of `bytes`.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .spec: return SpecReaderEntry.run(bytes)
        case .animation: return ExpressionEntries.animation(bytes)
        case .font: return ExpressionEntries.font(bytes)
        case .scan: return ScanEntry.run(bytes)
        case .load: return LoadEntry.run(bytes)
        }
    }
}

/// What an entry point made of an input.
public enum FuzzOutcome: Equatable, Sendable, CustomStringConvertible {
    case accepted
    /// Refused with a message meant for the user (its first line).
    case refused(String)

    public var description: String {
        switch self {
        case .accepted: return "accepted"
        case .refused(let message): return "refused: \(message)"
        }
    }

    static func refusing(_ error: any Error) -> FuzzOutcome {
        .refused(String("\(error)".split(separator: "\n", omittingEmptySubsequences: false).first ?? ""))
    }
}

/// Input bytes as text, or nil when they are not UTF-8 (the text-only grammars skip those).
func utf8Text(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
}
