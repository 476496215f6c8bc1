import Foundation
import Testing

/// git for the team tests: a bare `origin.git` and a clone per person under one root, each
/// command run as that person (their name and address, `main`, merges on pull).
struct TeamRepository {
    /// Where the repository, the clones and the catalogs go: a directory of its own.
    let directory: TemporaryDirectory
    let git: URL
    var root: URL { directory.url }

    init() throws {
        directory = try TemporaryDirectory()
        git = try #require(Tool.find("git"), "git is not on PATH: install it (`apt-get install -y git`)")
    }

    @discardableResult
    func run(_ arguments: [String], in folder: String, as person: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let identity = ["-c", "user.name=\(person)", "-c", "user.email=\(person)@example.com", "-c", "init.defaultBranch=main", "-c", "pull.rebase=false"]
        return try Tool.run(git, in: root.appendingPathComponent(folder), identity + arguments)
    }

    /// The bare origin, and a clone of it named after each person.
    func start(_ people: [String]) throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("origin.git"), withIntermediateDirectories: true)
        try run(["init", "-q", "--bare"], in: "origin.git", as: people[0])
        for person in people { try run(["clone", "-q", "origin.git", person], in: ".", as: person) }
    }

    func commitAndPush(_ person: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try run(["add", "-A"], in: person, as: person)
        let committed = try run(["commit", "-qm", message], in: person, as: person)
        #expect(committed.status == 0, "\(committed.stderr)", sourceLocation: sourceLocation)
        #expect(try run(["push", "-q", "origin", "HEAD:main"], in: person, as: person).status == 0, sourceLocation: sourceLocation)
    }
}
