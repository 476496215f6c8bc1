import Foundation

/// Runs the built `herocat` executable, as a user or script would.
struct HerocatResult {
    let status: Int32
    let stdout: String
    let stderr: String
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

    /// Runs herocat in `directory` with `HEROCAT_DB` unset unless given in `environment`.
    /// `program` runs another executable the same way (a wrapper such as script(1)).
    static func run(_ arguments: [String], in directory: URL, stdin: Data? = nil, environment: [String: String] = [:], program: String? = nil) throws -> HerocatResult {
        let process = Process()
        process.executableURL = program.map(URL.init(fileURLWithPath:)) ?? executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["HEROCAT_DB"] = nil
        env.merge(environment) { $1 }
        process.environment = env

        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outputs) }
        let outURL = outputs.appendingPathComponent("out"), errURL = outputs.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return HerocatResult(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8)
        )
    }

    static var fixtures: URL { repository.appendingPathComponent("Tests/Fixtures") }
    static var seeds: URL { repository.appendingPathComponent("Seeds") }
}
