import Foundation

/// A fresh, sealed directory per test, removed when the test ends. Every herocat run
/// inside it (`HerocatProcess.run`) gets this layout as its whole world:
///
///     <root>/          HEROCAT_CEILING: herocat's catalog search never climbs into it
///       .sealed        marks the root, so a run finds it from any directory below
///       home/          HOME
///       tmp/           TMPDIR
///       work/          `url`: the test's working directory, empty at first
final class TemporaryDirectory {
    let root: URL
    let url: URL
    var home: URL { root.appendingPathComponent("home") }
    var tmp: URL { root.appendingPathComponent("tmp") }

    static let marker = ".sealed"

    /// A sealed directory under the test process's temporary directory.
    convenience init() throws {
        try self.init(inside: FileManager.default.temporaryDirectory)
    }

    /// A sealed directory inside `parent` (for tests of the sealing itself).
    init(inside parent: URL) throws {
        // Without symbolic links, so the ceiling matches the paths herocat sees.
        root = parent.resolvingSymlinksInPath().appendingPathComponent("herocat-tests-\(UUID().uuidString)")
        url = root.appendingPathComponent("work")
        for directory in [root, url, root.appendingPathComponent("home"), root.appendingPathComponent("tmp")] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try Data("sealed by the herocat tests\n".utf8).write(to: root.appendingPathComponent(Self.marker))
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The sealed directory `directory` is in (the nearest, when one is inside another), or nil.
    static func enclosing(_ directory: URL) -> (root: URL, home: URL, tmp: URL)? {
        var candidate = directory.standardizedFileURL.resolvingSymlinksInPath()
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(marker).path) {
                return (candidate, candidate.appendingPathComponent("home"), candidate.appendingPathComponent("tmp"))
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}
