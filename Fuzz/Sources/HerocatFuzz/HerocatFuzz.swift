// The fuzzing executable. Built by Fuzz/run.sh with `-sanitize=fuzzer,address -DFUZZING`,
// libFuzzer supplies `main` and drives the target named by HEROCAT_FUZZ_TARGET. Built
// normally (as `swift build` does), it replays files: `HerocatFuzz TARGET FILE...`
// prints each file's outcome, so a crasher can be reproduced without sanitizers.
import FuzzEntryPoints

#if FUZZING
import Foundation

nonisolated(unsafe) let fuzzTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["HEROCAT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("set HEROCAT_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = fuzzTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM on Linux links an executable's `main` to `<module>_main`; this one hands the
/// process to libFuzzer's driver, as libFuzzer's own `main` would.
@_cdecl("HerocatFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv, fuzzOneInput)
}
#else
import Foundation

@main
enum Replay {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            FileHandle.standardError.write(Data("usage: HerocatFuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE...\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            print("\(path): \(target.run(bytes))")
        }
    }
}
#endif
