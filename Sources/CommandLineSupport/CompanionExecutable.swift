import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Another of herocat's executables (`herocat-serve`), found beside the running one or on
/// PATH, and run in this process's place so that it gets the terminal and the signals.
public enum CompanionExecutable {
    /// The executable's path: beside this one first, so an installation keeps its own pair.
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var folders: [String] = []
        if let own = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(own.deletingLastPathComponent().path)
        }
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders where !folder.isEmpty {
            let candidate = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Replaces this process with `name arguments...`; returns only by throwing.
    public static func replaceProcess(with name: String, arguments: [String], missing remedy: String) throws -> Never {
        guard let path = find(name) else {
            throw CLIError("\(name) is not installed beside herocat or on PATH; \(remedy)", exitCode: CLIError.usage)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw CLIError("cannot run \(path): \(reason)", exitCode: CLIError.usage)
    }
}
