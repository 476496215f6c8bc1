import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Another of herocat's executables (`herocat-serve`, `herocat-scan`), found beside the
/// running one or on PATH, and run in this process's place (so that it gets the terminal
/// and the signals) or as a child whose exit status this process reads.
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

    /// Runs `name arguments...` with this process's standard input, output and error, and
    /// returns its exit status once it ends.
    public static func run(_ name: String, arguments: [String], missing remedy: String) throws -> Int32 {
        guard let path = find(name) else {
            throw CLIError("\(name) is not installed beside herocat or on PATH; \(remedy)", exitCode: CLIError.usage)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + environment).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, nil, nil, argv, environment)
        guard spawned == 0 else {
            throw CLIError("cannot run \(path): \(String(cString: strerror(spawned)))", exitCode: CLIError.usage)
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { throw CLIError("lost \(name): \(String(cString: strerror(errno)))", exitCode: CLIError.catalog) }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let signal = status & 0x7f
        guard signal == 0 else { throw CLIError("\(name) was stopped by signal \(signal)", exitCode: CLIError.catalog) }
        return (status >> 8) & 0xff
    }
}
