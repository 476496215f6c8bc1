import Foundation
import Testing
import TestThreads

/// Package.swift's layering holds in the sources: every `import` names a declared
/// dependency of its target, and every declared dependency is imported (Tests/check-imports.sh).
@Suite("Package layering", .waitsOnProcesses)
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

    @Test("the store is sealed: no source outside CatalogStore imports a database library or the store itself, but the application layer")
    func storeIsSealed() throws {
        let sources = HerocatProcess.repository.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        var offenders: [String] = []
        for file in files where !file.hasPrefix("CatalogStore/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { $0.dropFirst(7) }
            for module in imports where module == "GRDB" || module == "CLibPQ" || (module == "CatalogStore" && !file.hasPrefix("HerocatKit/")) {
                offenders.append("\(file): import \(module)")
            }
        }
        #expect(offenders.isEmpty, "outside the store: \(offenders)")
    }
}
