import Foundation
import SpecModel

/// A parsed spec file, with where its fields stand for findings to point at.
typealias LocatedSpec = (spec: TransitionSpec, sourceMap: SourceMap)

/// Reads spec files named on the command line (`-` is standard input).
enum SpecInput {
    /// Parses every file, reporting the problems of all of them before failing (exit 3).
    static func parseAll(_ paths: [String]) throws -> [LocatedSpec] {
        var specs: [LocatedSpec] = []
        var problems: [String] = []
        for path in paths {
            do {
                specs.append(try TransitionSpec.parseLocated(bytes: try read(path), file: path == "-" ? "<stdin>" : path))
            } catch let error as SpecError {
                problems += error.lines
            } catch let error as CLIError {
                problems += error.lines
            }
        }
        var firstFile: [String: String] = [:]
        for (spec, path) in zip(specs.map(\.spec), paths) {
            if let earlier = firstFile[spec.name.rawValue] {
                problems.append("\(path): the name '\(spec.name)' is also used by \(earlier); each spec needs its own name")
            }
            firstFile[spec.name.rawValue] = firstFile[spec.name.rawValue] ?? path
        }
        guard problems.isEmpty else { throw CLIError(lines: problems, exitCode: CLIError.input) }
        return specs
    }

    static func read(_ path: String) throws -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError("\(path): no such file", exitCode: CLIError.input)
        }
        guard !isDirectory.boolValue else { throw CLIError("\(path): is a directory, not a spec file", exitCode: CLIError.input) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("\(path): cannot read the file (permission denied?)", exitCode: CLIError.input)
        }
        return Array(data)
    }
}
