import Foundation

/// Runs the built `herocat` executable, as a user or script would.
struct HerocatResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// A harness mistake, reported as the test's error.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
}

enum HerocatProcess {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable SwiftPM built beside this test bundle.
    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("herocat")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/herocat")
    }()

    /// What a sealed run keeps of the test process's environment: finding programs and
    /// libraries, and the locale. Everything else (HEROCAT_*, HOME, TMPDIR, GIT_*) is set here.
    static let inherited: Set<String> = ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH"]

    /// The author every sealed run records unless a test says otherwise.
    static let author = "herocat-tests"

    /// The environment of a herocat run in `directory`, which must lie inside a
    /// `TemporaryDirectory`: HOME, TMPDIR and the catalog-search ceiling are that directory's,
    /// every HEROCAT_* variable is the harness's (HEROCAT_DB unset), then `overrides` apply.
    static func sealedEnvironment(in directory: URL, overrides: [String: String] = [:]) throws -> [String: String] {
        let sealed = try sealedDirectory(of: directory)
        var environment = ProcessInfo.processInfo.environment.filter { Self.inherited.contains($0.key) }
        environment["HOME"] = sealed.home.path
        environment["TMPDIR"] = sealed.tmp.path
        environment["PWD"] = directory.path
        environment["HEROCAT_CEILING"] = sealed.root.path
        environment["HEROCAT_AUTHOR"] = author
        // `git config user.name` (the author fallback) must not read the machine's configuration either.
        environment["GIT_CEILING_DIRECTORIES"] = sealed.root.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["XDG_CONFIG_HOME"] = sealed.home.appendingPathComponent(".config").path
        environment.merge(overrides) { $1 }
        return environment
    }

    /// The `TemporaryDirectory` that `directory` lies in; anywhere else is refused.
    static func sealedDirectory(of directory: URL) throws -> (root: URL, home: URL, tmp: URL) {
        guard let sealed = TemporaryDirectory.enclosing(directory) else {
            throw HarnessError(description: "herocat must run inside a TemporaryDirectory (sealed from the machine); \(directory.path) is not in one")
        }
        return sealed
    }

    /// A herocat process set up to run sealed in `directory` (not started).
    /// `program` runs another executable the same way (a wrapper such as script(1)).
    /// With `openFiles`, the process may open that many files (`ulimit -n`, through sh).
    static func process(_ arguments: [String], in directory: URL, environment: [String: String] = [:], program: String? = nil, openFiles: Int? = nil) throws -> Process {
        let process = Process()
        let executable = program.map(URL.init(fileURLWithPath:)) ?? executable
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = try sealedEnvironment(in: directory, overrides: environment)
        return process
    }

    /// Runs herocat in `directory` (inside a `TemporaryDirectory`), sealed: see `sealedEnvironment`.
    static func run(_ arguments: [String], in directory: URL, stdin: Data? = nil, environment: [String: String] = [:], program: String? = nil, openFiles: Int? = nil) throws -> HerocatResult {
        // The outputs go through files beside the sealed directory, so neither can fill a pipe.
        let outputs = try sealedDirectory(of: directory).root.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let outURL = outputs.appendingPathComponent("out"), errURL = outputs.appendingPathComponent("err")
        let input = Pipe()
        let process = try started {
            let process = try self.process(arguments, in: directory, environment: environment, program: program, openFiles: openFiles)
            _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: outURL)
            process.standardError = try FileHandle(forWritingTo: errURL)
            process.standardInput = input
            return process
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return HerocatResult(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8)
        )
    }

    /// A process from `make`, started. An executable a test has just copied can be busy
    /// (ETXTBSY) for a moment: a child another test forks at that instant inherits the copy's
    /// write descriptor until it execs. Then it is made and started again.
    static func started(_ make: () throws -> Process) throws -> Process {
        for attempt in 1... {
            let process = try make()
            do {
                try process.run()
                return process
            } catch let error as NSError where attempt < 50 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        fatalError("unreachable")
    }

    /// `herocat-scan`, the scanner the SwiftPM plugins run, built beside herocat.
    static var scanExecutable: URL { executable.deletingLastPathComponent().appendingPathComponent("herocat-scan") }

    static var fixtures: URL { repository.appendingPathComponent("Tests/Fixtures") }
    static var seeds: URL { repository.appendingPathComponent("Seeds") }
}
