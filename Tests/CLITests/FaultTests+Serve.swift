import Foundation
import Testing

/// `herocat serve` on a catalog it cannot serve: refused at start, in one line, with the
/// catalog's exit code, rather than a raw SQLite error or a failure per request.
extension FaultTests {
    @Test("serve on a read-only catalog file: one line saying so, exit 4, no server started",
          .needsServer,
          .enabled(if: !FaultTests.isRoot || FaultTests.canMount,
                   Comment(rawValue: "as root, file modes are ignored and a read-only bind mount " + FaultTests.mountReason)))
    func serveReadOnly() throws {
        let directory = try TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("herocat.sqlite")
        _ = try HerocatProcess.run(["init", "--seed"], in: directory.url)
        try makeReadOnly(catalog)
        defer { undoReadOnly(catalog) }

        let serve = try HerocatProcess.run(["serve", "--port", "0"], in: directory.url)
        #expect(serve.status == 4, "\(serve.stderr)")
        #expect(serve.stderr.split(separator: "\n").count == 1 && serve.stderr.contains("read-only"), "\(serve.stderr)")
        #expect(!serve.stderr.contains("SQLite error"), "\(serve.stderr)")
    }

    @Test("serve on a damaged catalog: one line naming SQLite's quick check, exit 4, no server started", .needsServer)
    func serveDamaged() throws {
        let directory = try TemporaryDirectory()
        let catalog = directory.url.appendingPathComponent("herocat.sqlite")
        _ = try HerocatProcess.run(["init", "--seed"], in: directory.url)
        try CatalogDamage.corruptPage(of: catalog)

        let serve = try HerocatProcess.run(["serve", "--port", "0"], in: directory.url)
        #expect(serve.status == 4, "\(serve.stderr)")
        #expect(serve.stderr.split(separator: "\n").count == 1 && serve.stderr.contains("quick check"), "\(serve.stderr)")
    }
}
