import Foundation
import Testing
import TestThreads

/// Progress of long load, dump and scan: on stderr when it is a terminal, never when
/// piped, and never in stdout.
@Suite("Progress on a terminal", .waitsOnProcesses)
struct ProgressTests {
    /// script(1) (util-linux) gives herocat a pseudo-terminal; a missing one fails the test.
    static func script() throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script") ? "/usr/bin/script" : nil,
                     "the progress test needs script(1): apt-get install -y bsdutils")
    }

    /// Runs `arguments` with stderr on a pseudo-terminal and stdout into `stdoutFile`;
    /// returns what the terminal showed.
    static func onTerminal(_ arguments: [String], stdoutFile: String, in directory: TemporaryDirectory) throws -> String {
        let command = ([HerocatProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + " > '\(stdoutFile)'"
        return try HerocatProcess.run(["-qec", command, "/dev/null"], in: directory.url, environment: ["TERM": "xterm"], program: try script()).stdout
    }

    @Test("scan, dump and load draw progress on a terminal's stderr, with stdout the same bytes as when piped")
    func progressOnATerminalOnly() throws {
        let temp = try TemporaryDirectory()
        let sources = HerocatProcess.repository.appendingPathComponent("Tests/SourceScanTests/Fixtures").path
        let fileCount = try FileManager.default.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.count
        #expect(try HerocatProcess.run(["init", "--seed"], in: temp.url).status == 0)
        let specCount = try FileManager.default.contentsOfDirectory(atPath: HerocatProcess.seeds.path).filter { $0.hasSuffix(".yaml") }.count

        // `reset` undoes the terminal run, so the piped run starts from the same state.
        let cases: [(arguments: [String], shown: String, reset: () throws -> Void)] = [
            (["scan", sources], "herocat: scan: scanning \(fileCount)/\(fileCount) files", {}),
            (["dump", temp.path("specs")], "herocat: dump: dumping \(specCount)/\(specCount) specs", { try FileManager.default.removeItem(atPath: temp.path("specs")) }),
            (["load", temp.path("specs")], "herocat: load: reading \(specCount)/\(specCount) files", {}),
        ]
        for (arguments, shown, reset) in cases {
            let terminal = try Self.onTerminal(arguments, stdoutFile: temp.path("out.txt"), in: temp)
            try reset()
            #expect(terminal.contains(shown), "\(arguments[0]): \(terminal.debugDescription)")
            #expect(terminal.hasSuffix("\r\u{1B}[K"), "\(arguments[0]): the progress line is erased at the end")
            let piped = try HerocatProcess.run(arguments, in: temp.url)
            #expect(!piped.stderr.contains("herocat: \(arguments[0]): ") && !piped.stderr.contains("\u{1B}"), "\(arguments[0]) piped: \(piped.stderr)")
            #expect(try String(contentsOfFile: temp.path("out.txt"), encoding: .utf8) == piped.stdout, "\(arguments[0]): stdout differs on a terminal")
        }
    }
}
