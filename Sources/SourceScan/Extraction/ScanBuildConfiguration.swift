import SwiftIfConfig
import SwiftSyntax
import Validation

/// The build herocat reads `#if` clauses for: an iPhone app (iOS on arm64, Swift 6,
/// a recent compiler, no custom `-D` flags), so only the clauses the compiler would build
/// there are checked. Inactive clauses may hold code this parser cannot read
/// (`#if compiler(<5.9)`); like the compiler, herocat ignores them.
struct ScanBuildConfiguration: BuildConfiguration {
    // A value type holding only sets and numbers, never mutated: safe to share.
    nonisolated(unsafe) private static let base = StaticBuildConfiguration(
        targetOSs: ["iOS"],
        targetArchitectures: ["arm64"],
        targetRuntimes: ["_ObjC", "_multithreaded"],
        targetObjectFileFormats: ["MachO"],
        targetPointerBitWidth: 64,
        targetAtomicBitWidths: [8, 16, 32, 64, 128],
        languageVersion: VersionTuple(6, 2),
        compilerVersion: VersionTuple(6, 2)
    )
    /// Modules an iOS app cannot import; every other `canImport` is taken as true.
    private static let unavailableModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"]

    static let shared = ScanBuildConfiguration()

    func isCustomConditionSet(name: String) throws -> Bool { Self.base.isCustomConditionSet(name: name) }
    func hasFeature(name: String) throws -> Bool { Self.base.hasFeature(name: name) }
    func hasAttribute(name: String) throws -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !Self.unavailableModules.contains(module)
    }
    func isActiveTargetOS(name: String) throws -> Bool { Self.base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) throws -> Bool { Self.base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) throws -> Bool { Self.base.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) throws -> Bool { Self.base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { name == "arm64e" }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { Self.base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { Self.base.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { Self.base.targetAtomicBitWidths }
    var endianness: Endianness { Self.base.endianness }
    var languageVersion: VersionTuple { Self.base.languageVersion }
    var compilerVersion: VersionTuple { Self.base.compilerVersion }
}
