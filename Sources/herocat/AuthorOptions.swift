import ArgumentParser
import Foundation

/// `--author`, for commands that write: every change is attributed.
struct AuthorOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Who makes this change.", discussion: "Default: $HEROCAT_AUTHOR, else git's user.name, else the login name.", valueName: "name"))
    var author: String?

    /// --author, else $HEROCAT_AUTHOR, else `git config user.name`, else the login name.
    var resolved: String {
        if let author, !author.isEmpty { return author }
        let environment = ProcessInfo.processInfo.environment
        if let fromEnvironment = environment["HEROCAT_AUTHOR"], !fromEnvironment.isEmpty { return fromEnvironment }
        if let fromGit = Self.gitUserName() { return fromGit }
        return environment["USER"] ?? environment["LOGNAME"] ?? ProcessInfo.processInfo.userName
    }

    private static func gitUserName() -> String? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "config", "user.name"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && !name.isEmpty ? name : nil
    }
}
