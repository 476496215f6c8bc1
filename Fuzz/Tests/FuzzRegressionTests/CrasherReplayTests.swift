import Foundation
import FuzzEntryPoints
import Testing

/// Every input a fuzzer ever crashed on (saved by Fuzz/run.sh in Fuzz/Crashers/TARGET/)
/// replayed through the entry point the fuzzer drove: each must now end in an outcome,
/// and a refusal must say why.
@Suite("Fuzz crashers replayed")
struct CrasherReplayTests {
    static let crashers = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() // Fuzz/
        .appendingPathComponent("Crashers")

    static func inputs(of target: FuzzTarget) -> [URL] {
        let folder = crashers.appendingPathComponent(target.rawValue)
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    @Test("Each target has its crasher folder, and every folder names a target")
    func foldersMatchTargets() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.crashers.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(folders == FuzzTarget.allCases.map(\.rawValue).sorted())
    }

    @Test("Saved crashers end in an outcome", arguments: FuzzTarget.allCases)
    func replay(target: FuzzTarget) throws {
        for input in Self.inputs(of: target) {
            let outcome = target.run(Array(try Data(contentsOf: input)))
            if case .refused(let message) = outcome {
                #expect(!message.isEmpty, "\(input.lastPathComponent) is refused without a message")
            }
        }
    }
}
