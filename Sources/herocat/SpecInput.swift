import Foundation
import SpecModel

/// A parsed spec file, with where its fields stand for findings to point at.
typealias LocatedSpec = (spec: TransitionSpec, sourceMap: SourceMap?)

/// Reads spec files named on the command line (`-` is standard input).
enum SpecInput {
    /// Parses every file, reporting the problems of all of them before failing (exit 3).
    static func parseAll(_ paths: [String]) throws -> [LocatedSpec] {
        // Standard input is read up front; files are read and parsed on every core.
        let standardInput = paths.contains("-") ? Array(FileHandle.standardInput.readDataToEndOfFile()) : []
        let results = parallelMap(paths) { path in
            Result { () throws -> LocatedSpec in
                let bytes = path == "-" ? standardInput : try read(path)
                return try TransitionSpec.parseLocated(bytes: bytes, file: path == "-" ? "<stdin>" : path)
            }
        }
        var specs: [LocatedSpec] = []
        var problems: [String] = []
        var firstFile: [String: String] = [:]
        for (path, result) in zip(paths, results) {
            switch result {
            case .success(let located):
                let name = located.spec.name.rawValue
                if let earlier = firstFile[name] {
                    problems.append("\(path): the name '\(name)' is also used by \(earlier); each spec needs its own name")
                }
                firstFile[name] = firstFile[name] ?? path
                specs.append(located)
            case .failure(let error as SpecError): problems += error.lines
            case .failure(let error as CLIError): problems += error.lines
            case .failure(let error): problems.append("\(path): \(error)")
            }
        }
        guard problems.isEmpty else { throw CLIError(lines: problems, exitCode: CLIError.input) }
        return specs
    }

    static func read(_ path: String) throws -> [UInt8] {
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

/// `transform` applied to every element, spread over all cores, results in order.
func parallelMap<Element: Sendable, Result>(_ items: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
    let results = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results.set(index, transform(items[index]))
    }
    return results.values
}

/// Slots that concurrent iterations fill, each its own index.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { slots.map { $0! } }
}
