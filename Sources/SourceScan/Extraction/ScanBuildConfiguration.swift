import SwiftIfConfig
import SwiftSyntax
import Validation

/// The builds herocat reads `#if` clauses for: an iPhone app (iOS on arm64, Swift 6, a recent
/// compiler, no custom `-D` flags), and, for files whose clauses differ there, a Mac app. Only
/// the clauses the compiler would build are checked. Inactive clauses may hold code this
/// parser cannot read (`#if compiler(<5.9)`); like the compiler, herocat ignores them.
struct ScanBuildConfiguration: BuildConfiguration {
    // A value type holding only sets and numbers, never mutated: safe to share.
    nonisolated(unsafe) private let base: StaticBuildConfiguration
    /// Modules an app of this platform cannot import; every other `canImport` is taken as true.
    private let unavailableModules: Set<String>

    private init(os: String, unavailableModules: Set<String>) {
        base = StaticBuildConfiguration(
            targetOSs: [os],
            targetArchitectures: ["arm64"],
            targetRuntimes: ["_ObjC", "_multithreaded"],
            targetObjectFileFormats: ["MachO"],
            targetPointerBitWidth: 64,
            targetAtomicBitWidths: [8, 16, 32, 64, 128],
            languageVersion: VersionTuple(6, 2),
            compilerVersion: VersionTuple(6, 2)
        )
        self.unavailableModules = unavailableModules
    }

    static let iOS = ScanBuildConfiguration(os: "iOS", unavailableModules: ["AppKit", "Cocoa", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"])
    static let macOS = ScanBuildConfiguration(os: "macOS", unavailableModules: ["UIKit", "WatchKit", "Glibc", "Musl", "WinSDK", "Android"])

    /// Whether the two builds compile a different clause of some `#if` of a file.
    static func differ(_ iOS: ConfiguredRegions, _ macOS: ConfiguredRegions) -> Bool {
        iOS.count != macOS.count || zip(iOS, macOS).contains { $0.state != $1.state }
    }

    func isCustomConditionSet(name: String) throws -> Bool { base.isCustomConditionSet(name: name) }
    func hasFeature(name: String) throws -> Bool { base.hasFeature(name: name) }
    func hasAttribute(name: String) throws -> Bool { true }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !unavailableModules.contains(module)
    }
    func isActiveTargetOS(name: String) throws -> Bool { base.isActiveTargetOS(name: name) }
    func isActiveTargetArchitecture(name: String) throws -> Bool { base.isActiveTargetArchitecture(name: name) }
    func isActiveTargetEnvironment(name: String) throws -> Bool { base.isActiveTargetEnvironment(name: name) }
    func isActiveTargetRuntime(name: String) throws -> Bool { base.isActiveTargetRuntime(name: name) }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { name == "arm64e" }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { base.isActiveTargetObjectFormat(name: name) }
    var targetPointerBitWidth: Int { base.targetPointerBitWidth }
    var targetAtomicBitWidths: [Int] { base.targetAtomicBitWidths }
    var endianness: Endianness { base.endianness }
    var languageVersion: VersionTuple { base.languageVersion }
    var compilerVersion: VersionTuple { base.compilerVersion }
}
