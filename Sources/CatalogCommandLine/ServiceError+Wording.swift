import CommandLineSupport
import HerocatKit
import SpecModel

/// The CLI's words for the kit's errors: the neutral facts, plus the flag or command
/// that fixes each one, and the exit code of each kind (README: exit codes).
extension ServiceError: CLIErrorConvertible {
    public var cliError: CLIError { CLIError(lines: cliLines, exitCode: exitCode) }

    var exitCode: Int32 {
        switch kind {
        case .errorFindings: return CLIError.findings
        case .invalidArgument, .badRequest, .unknownFormat: return CLIError.usage
        case .invalidInput: return CLIError.input
        case .notFound, .exists, .conflict, .busy, .catalogUnavailable, .internalFailure,
             .unauthorized, .forbidden, .methodNotAllowed, .tooLarge, .tooManyRequests: return CLIError.catalog
        }
    }

    /// One line per problem (an invalid spec has one per issue), then the closing line.
    var cliLines: [String] {
        problems.flatMap { $0.cliLines(nearest: nearest) } + (closing.map { [$0] } ?? [])
    }
}

extension Problem {
    func cliLines(nearest: String?) -> [String] {
        switch self {
        case .catalog(let error):
            let remedy: String
            switch error {
            case .missing: remedy = "; create one with 'herocat init' (or 'herocat init --seed' for the examples)"
            case .locked: remedy = " (retry, or raise --wait)"
            case .olderSchema(let path, _, _): remedy = "; run 'herocat init --db \(path)' to upgrade it (a backup copy is kept)"
            case .failsQuickCheck: remedy = "; run 'herocat check' for details and restore from a backup"
            case .fileExists: remedy = "; choose another name or remove it"
            case .exists: remedy = "; pass --replace to update it"
            case .allExist: remedy = "; pass --replace to update them"
            case .notFound(let name):
                remedy = nearest.map { Suggestion.clause(for: name.rawValue, among: [$0]) } ?? "; 'herocat list' shows the names"
            case let .revisionConflict(name, _, current):
                remedy = "; review 'herocat history \(name)' and retry with --expect-revision \(current.map(String.init) ?? "…")"
            case .noRevision(let name, _): remedy = "; 'herocat history \(name)' lists them"
            case .tokenExists, .tokenNotFound: remedy = "; 'herocat token list' shows them"
            default: remedy = ""
            }
            return [error.description + remedy]
        case .specsWithErrorFindings: return [lines[0] + " (fix them, or pass --force to store anyway)"]
        case let .changedOnBothSides(_, _, _, _, forcedSide):
            return [lines[0] + "; merge the two by hand (edit the file, or 'herocat add --replace' it), or pass --force to take the \(forcedSide == .file ? "file's" : "catalog's") version"]
        case .behindCatalog:
            return [lines[0] + " (a clone not brought up to date); update it (git pull) and load again, or pass --force to take the file's version"]
        case .directoryBehind:
            return [lines[0] + "; bring it up to date (git pull, and commit \(SyncDirectory.fileName) with the spec files) and run again, or pass --force to use it as it is"]
        case let .keptFromPruning(name, _, _):
            return [lines[0] + "; dump again to get its file back, remove it with 'herocat remove \(name)', or pass --force to load without removing it"]
        case let .interruptionOutOfRange(name, reason): return ["--interrupt-at: '\(name)': \(reason)"]
        default: return lines
        }
    }
}

extension LoadNote {
    public var cliLine: String {
        switch self {
        case let .tookFileVersion(name, state): return "\(name): took the file's version over \(state.byWhom) (--force)"
        case let .keptFromPruning(name, state): return "\(name): not removed: it changed in the catalog since it was exchanged (now \(state.byWhom))"
        case let .unrecordedDirectory(path, reason):
            return "warning: could not write the directory's id to \(path) (\(reason)); the next load or dump will treat the directory as new"
        }
    }
}
