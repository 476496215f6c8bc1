import Foundation
import Testing
import TestThreads

/// `herocat serve` before the server runs: herocat checks serve's options itself and then
/// becomes `herocat-serve`; without one it says how to build it. No server is needed.
@Suite("herocat serve: the launcher", .waitsOnProcesses)
struct ServeLauncherTests {
    @Test("Without herocat-serve beside herocat or on PATH: exit 2, saying how to build it")
    func missingServer() throws {
        let directory = try TemporaryDirectory()
        let lonely = directory.url.appendingPathComponent("bin/herocat")
        try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: HerocatProcess.executable, to: lonely)
        let result = try HerocatProcess.run(["serve", "--port", "0"], in: directory.url, environment: ["PATH": "/usr/bin:/bin"], program: lonely.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("herocat-serve is not installed beside herocat or on PATH"), "\(result.stderr)")
        #expect(result.stderr.contains("swift build --traits Server --product herocat-serve"), "\(result.stderr)")
    }

    @Test("serve refuses --remote and a bad port before starting anything (exit 2)")
    func refusedOptions() throws {
        let directory = try TemporaryDirectory()
        let remote = try HerocatProcess.run(["serve", "--remote", "http://127.0.0.1:9"], in: directory.url)
        #expect(remote.status == 2 && remote.stderr.contains("serve serves a local catalog file"), "\(remote.stderr)")
        let port = try HerocatProcess.run(["serve", "--port", "70000"], in: directory.url)
        #expect(port.status == 2 && port.stderr.contains("--port must be in 0...65535"), "\(port.stderr)")
    }
}
