import Foundation
import GRDB
import Testing

/// Programs the CLI tests drive beside herocat, found on PATH; a missing one fails the
/// test and says what to install (`.ci/run` installs them).
enum Tool {
    static let sqlite3 = ("sqlite3", "apt-get install -y sqlite3")
    static let python3 = ("python3", "apt-get install -y python3")

    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func require(_ tool: (name: String, install: String), sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        try #require(find(tool.name), "\(tool.name) is not on PATH: install it (`\(tool.install)`)", sourceLocation: sourceLocation)
    }

    /// Runs `executable` to completion, `environment` added to this process's; stdout and stderr trimmed.
    static func run(_ executable: URL, in directory: URL? = nil, environment: [String: String] = [:], _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Both are small; stderr is read after stdout closes.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        return (process.terminationStatus, text(out), text(err))
    }
}

/// The `sqlite3` shell on a catalog, as a user would query it.
func sqlite(_ database: URL, _ sql: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let result = try Tool.run(try Tool.require(Tool.sqlite3, sourceLocation: sourceLocation), [database.path, sql])
    try #require(result.status == 0, "sqlite3 \(sql): \(result.stderr)", sourceLocation: sourceLocation)
    return result.stdout
}

/// Another process holding the catalog's write lock (`BEGIN IMMEDIATE`, then `sql` run
/// inside it) until `release()`, which ends the transaction with `ending`: a writer that
/// waits, or, with `ROLLBACK`, one in the middle of changes nobody may see.
final class WriteLockHolder {
    let process = Process()
    private let input = Pipe()

    static let script = """
        import sqlite3, sys
        connection = sqlite3.connect(sys.argv[1], timeout=0, isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        for statement in sys.argv[2].split(";"):
            if statement.strip():
                connection.execute(statement)
        print("locked", flush=True)
        sys.stdin.readline()
        connection.execute(sys.argv[3])
        """

    /// Returns once the lock is held and `sql` has run.
    init(_ database: URL, running sql: String = "", ending: String = "COMMIT") throws {
        process.executableURL = try Tool.require(Tool.python3)
        process.arguments = ["-c", Self.script, database.path, sql, ending]
        process.standardInput = input
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        try #require(line.hasPrefix("locked"), "python3 could not take the write lock of \(database.path)")
    }

    func release() {
        guard process.isRunning else { return }
        input.fileHandleForWriting.write(Data("\n".utf8))
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}

/// Whether another connection could take the write lock right now (false while a writer holds it).
/// In process: the fault tests poll it in a loop while a load runs beside them.
func writeLockIsFree(_ database: URL) throws -> Bool {
    var configuration = Configuration()
    configuration.busyMode = .immediateError
    do {
        // Opening reads the schema, which a writer's exclusive moment (a checkpoint) can refuse too.
        let connection = try DatabaseQueue(path: database.path, configuration: configuration)
        try connection.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE; ROLLBACK") }
        return true
    } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
        return false
    }
}
