import Foundation
import Synchronization
import Testing

/// The real tools the platform exports are checked with. A missing tool fails the test
/// with the command that installs it (`.ci/run` runs them all); nothing is skipped.
enum ExternalTools {
    /// python3 able to import `modules`, or a failed requirement naming the pip packages.
    static func python(importing modules: [String], pip packages: [String]) throws -> URL {
        let python = try #require(findExecutable("python3"), "python3 not found on PATH: install it (apt-get install -y python3)")
        let probe = try importProbe(python, modules)
        try #require(probe.status == 0, Comment(rawValue: "Python cannot import \(modules.joined(separator: ", ")): install with `python3 -m pip install \(packages.joined(separator: " "))` (.ci/run does)\n\(probe.stderr.suffix(500))"))
        return python
    }

    /// Whether `python` imports `modules`, asked once per test process: every parameterized
    /// case would otherwise start Python once more just to ask again (esprima alone takes most
    /// of a second to import).
    private static func importProbe(_ python: URL, _ modules: [String]) throws -> ToolRun {
        let key = ([python.path] + modules).joined(separator: " ")
        if let known = probes.withLock({ $0[key] }) { return known }
        let probe = try run(python, ["-c", modules.map { "import \($0)" }.joined(separator: "; ")])
        probes.withLock { $0[key] = probe }
        return probe
    }

    private static let probes = Mutex<[String: ToolRun]>([:])

    /// Runs a Python `script` (with `arguments`, `input` on stdin) and decodes its JSON output.
    static func runPython<Result: Decodable>(
        _ python: URL, script: String, arguments: [String] = [], input: String = "", as type: Result.Type
    ) throws -> Result {
        try decoding(try run(python, ["-c", script] + arguments, input: input), as: type)
    }

    /// As `runPython(_:script:…)`, for a script file (which may import the modules beside it).
    static func runPython<Result: Decodable>(
        _ python: URL, file: URL, arguments: [String] = [], input: String = "", as type: Result.Type
    ) throws -> Result {
        try decoding(try run(python, [file.path] + arguments, input: input), as: type)
    }

    private static func decoding<Result: Decodable>(_ result: ToolRun, as type: Result.Type) throws -> Result {
        try #require(result.status == 0, "the checking script failed: \(result.stderr.suffix(2000))")
        return try JSONDecoder().decode(Result.self, from: Data(result.stdout.utf8))
    }

    static let chromiumNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
}
