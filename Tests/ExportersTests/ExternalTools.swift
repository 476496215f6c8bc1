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
    /// case would otherwise start Python once more just to ask again (esprima alone takes about
    /// a second to import).
    private static func importProbe(_ python: URL, _ modules: [String]) throws -> ToolRun {
        try probes.value(([python.path] + modules).joined(separator: " ")) {
            try run(python, ["-c", modules.map { "import \($0)" }.joined(separator: "; ")])
        }
    }

    private static let probes = OncePerProcess<ToolRun>()

    /// Runs a Python `script` that reads stdin and prints JSON once for the input of each of
    /// `names`, all in one Python process, once per test process: a parameterized test's cases
    /// share one start and one import instead of paying for them each. The first case makes
    /// the inputs and runs it; the others wait for it and read their own output.
    static func runPython(
        _ python: URL, script: String, overEach names: [String], input: (String) throws -> String
    ) throws -> PythonBatch {
        try batches.value(([python.path, script] + names).joined(separator: "\u{0}")) {
            let inputs = try Dictionary(uniqueKeysWithValues: names.map { ($0, try input($0)) })
            let payload = String(decoding: try JSONEncoder().encode(inputs), as: UTF8.self)
            return PythonBatch(run: try run(python, ["-c", PythonBatch.driver, script], input: payload))
        }
    }

    private static let batches = OncePerProcess<PythonBatch>()

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
}

/// Values worked out once per test process, by key: the first caller of a key works its
/// value out while later callers of that key wait for it; callers of other keys go on.
final class OncePerProcess<Value: Sendable>: Sendable {
    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slots = Mutex<[String: Slot]>([:])

    func value(_ key: String, _ make: () throws -> Value) throws -> Value {
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return try slot.value.withLock { value throws -> Value in
            if let value { return value }
            let made = try make()
            value = made
            return made
        }
    }
}

/// The outputs of one script run over many inputs (`ExternalTools.runPython(_:script:overEach:)`).
struct PythonBatch: Sendable {
    /// Runs the script (its first argument) on each input of the JSON object on stdin, with
    /// that input as its stdin, and prints what each printed or the error it raised.
    static let driver = """
        import contextlib, io, json, sys, traceback
        code = compile(sys.argv[1], "<check>", "exec")
        outputs = {}
        for key, text in json.load(sys.stdin).items():
            sys.stdin, printed = io.StringIO(text), io.StringIO()
            try:
                with contextlib.redirect_stdout(printed):
                    exec(code, {"__name__": "__main__"})
                outputs[key] = {"stdout": printed.getvalue()}
            except BaseException:
                outputs[key] = {"stdout": printed.getvalue(), "error": traceback.format_exc()}
        sys.stdout.write(json.dumps(outputs))
        """

    let run: ToolRun

    private struct Output: Decodable {
        var stdout: String
        var error: String?
    }

    /// What the script printed for `key`, decoded; a failure names the script's error.
    func output<Result: Decodable>(_ key: String, as type: Result.Type) throws -> Result {
        try #require(run.status == 0, "the checking script's driver failed: \(run.stderr.suffix(2000))")
        let outputs = try JSONDecoder().decode([String: Output].self, from: Data(run.stdout.utf8))
        let output = try #require(outputs[key], "the checking script printed nothing for \(key)")
        try #require(output.error == nil, "the checking script failed on \(key): \(output.error ?? "")")
        return try JSONDecoder().decode(Result.self, from: Data(output.stdout.utf8))
    }
}
