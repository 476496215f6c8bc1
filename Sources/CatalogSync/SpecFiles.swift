import Foundation
import SpecModel

/// A parsed spec file, with where its fields stand for findings to point at.
public typealias LocatedSpec = (spec: TransitionSpec, sourceMap: SourceMap?)

/// Reads spec files (`-` is standard input), keeping each file's outcome so that
/// callers report the problems of every file at once.
public enum SpecFiles {
    /// One file's outcome: its spec, or every problem found in it.
    public typealias Outcome = Result<LocatedSpec, SpecError>

    /// Parses every file, spread over all cores; outcomes in the order of `paths`.
    public static func parseEach(_ paths: [String]) -> [Outcome] {
        // Standard input is read up front; files are read and parsed on every core.
        let standardInput = paths.contains("-") ? Array(FileHandle.standardInput.readDataToEndOfFile()) : []
        return parallelMap(paths) { path in
            let file = path == "-" ? "<stdin>" : path
            return Result { () throws(SpecError) -> LocatedSpec in
                let bytes = path == "-" ? standardInput : try read(path)
                return try TransitionSpec.parseLocated(bytes: bytes, file: file)
            }
        }
    }

    /// The parsed specs, and one line per problem of any file (unreadable, invalid, or a
    /// name another file already uses).
    public static func parseAll(_ paths: [String]) -> (specs: [LocatedSpec], problems: [String]) {
        collect(zip(paths, parseEach(paths)).map { ($0, $1) })
    }

    static func collect(_ outcomes: [(path: String, outcome: Outcome)]) -> (specs: [LocatedSpec], problems: [String]) {
        var specs: [LocatedSpec] = []
        var problems: [String] = []
        var firstFile: [String: String] = [:]
        for (path, outcome) in outcomes {
            switch outcome {
            case .success(let located):
                let name = located.spec.name.rawValue
                if let earlier = firstFile[name] {
                    problems.append("\(path): the name '\(name)' is also used by \(earlier); each spec needs its own name")
                    continue
                }
                firstFile[name] = path
                specs.append(located)
            case .failure(let error):
                problems += error.lines
            }
        }
        return (specs, problems)
    }

    /// A file's bytes; a missing, unreadable file or a directory is a `SpecError` of the file.
    static func read(_ path: String) throws(SpecError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        func refuse(_ message: String) -> SpecError { SpecError(file: path, issues: [SpecIssue(path: "", message: message)]) }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw refuse("no such file") }
        guard !isDirectory.boolValue else { throw refuse("is a directory, not a spec file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw refuse("cannot read the file (permission denied?)") }
        return Array(data)
    }
}
