import Foundation
import SpecModel

/// A parsed spec, with where its fields stand for findings to point at.
public typealias LocatedSpec = (spec: TransitionSpec, sourceMap: SourceMap?)

/// Where a spec comes from: a file, or bytes already in hand (standard input, a request
/// body) with the name findings and errors call it by.
public enum SpecInput: Sendable, Equatable {
    case file(String)
    case bytes([UInt8], file: String)

    /// What problems call this input.
    public var file: String {
        switch self {
        case .file(let path): return path
        case .bytes(_, let file): return file
        }
    }

    /// One input's outcome: its spec, or every problem found in it.
    public typealias Outcome = Result<LocatedSpec, SpecError>

    /// Parses every input, spread over all cores; outcomes in the order of `inputs`.
    public static func parseEach(_ inputs: [SpecInput]) -> [Outcome] {
        parallelMap(inputs) { input in
            Result { () throws(SpecError) -> LocatedSpec in
                switch input {
                case .file(let path): return try TransitionSpec.parseLocated(bytes: try read(path), file: path)
                case let .bytes(bytes, file): return try TransitionSpec.parseLocated(bytes: bytes, file: file)
                }
            }
        }
    }

    /// The parsed specs, and one problem per unreadable or invalid input or name another
    /// input of the batch already uses.
    static func collect(_ outcomes: [(file: String, outcome: Outcome)]) -> (specs: [LocatedSpec], problems: [Problem]) {
        var specs: [LocatedSpec] = []
        var problems: [Problem] = []
        var firstFile: [String: String] = [:]
        for (file, outcome) in outcomes {
            switch outcome {
            case .success(let located):
                let name = located.spec.name.rawValue
                if let earlier = firstFile[name] {
                    problems.append(.duplicateName(path: file, name: name, earlierPath: earlier))
                    continue
                }
                firstFile[name] = file
                specs.append(located)
            case .failure(let error):
                problems.append(.invalidSpec(error))
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
