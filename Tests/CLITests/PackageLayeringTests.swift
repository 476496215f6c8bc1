import Foundation
import Testing

/// Package.swift's layering holds in the sources: every `import` names a declared
/// dependency of its target, and every declared dependency is imported (Tests/check-imports.sh).
@Suite("Package layering")
struct PackageLayeringTests {
    @Test("every import is declared and every declared dependency used")
    func importsMatchDeclaredDependencies() throws {
        let bash = try Tool.require(("bash", "apt-get install -y bash"))
        _ = try Tool.require(Tool.python3)
        _ = try #require(Tool.find("swift"), "swift is not on PATH: install a Swift toolchain (https://swift.org/install)")
        let script = HerocatProcess.repository.appendingPathComponent("Tests/check-imports.sh").path
        let scratch = HerocatProcess.repository.appendingPathComponent(".build/imports-check").path
        let process = Process()
        process.executableURL = bash
        process.arguments = [script]
        process.environment = ProcessInfo.processInfo.environment.merging(["IMPORTS_SCRATCH": scratch]) { $1 }
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "Tests/check-imports.sh found problems:\n\(text)")
    }
}
