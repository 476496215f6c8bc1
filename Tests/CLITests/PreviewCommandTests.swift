import Foundation
import Testing
import TestThreads

/// `herocat preview` from the command line: the HTML player and the SVG filmstrip of a
/// stored spec, on stdout or in a file.
@Suite("preview", .waitsOnProcesses)
struct PreviewCommandTests {
    let directory: TemporaryDirectory
    init() throws {
        directory = try TemporaryDirectory()
        let initialized = try HerocatProcess.run(["init", "--seed"], in: directory.url)
        try #require(initialized.status == 0, "\(initialized.stderr)")
    }

    func herocat(_ arguments: String...) throws -> HerocatResult {
        try HerocatProcess.run(arguments, in: directory.url)
    }

    static let spec = "music.mini-player"

    /// The timeline the player embeds, parsed.
    func embeddedTimeline(_ html: String) throws -> NSDictionary {
        let opening = #"<script type="application/json" id="herocat-timeline">"#
        let start = try #require(html.range(of: opening), "the player embeds no timeline")
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? NSDictionary)
    }

    func exportedTimeline(fps: Int) throws -> NSDictionary {
        let export = try herocat("export", Self.spec, "--format", "timeline", "--fps", String(fps))
        try #require(export.status == 0, "\(export.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? NSDictionary)
    }

    @Test("preview writes the HTML player by default, embedding the timeline export writes, at --fps")
    func htmlPlayer() throws {
        let player = try herocat("preview", Self.spec)
        #expect(player.status == 0 && player.stderr.isEmpty, "\(player.stderr)")
        #expect(player.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(player.stdout.hasSuffix("</html>\n"))
        #expect(!player.stdout.hasPrefix("<?xml"))
        #expect(try embeddedTimeline(player.stdout) == exportedTimeline(fps: 60))

        let slower = try herocat("preview", Self.spec, "--format", "html", "--fps", "24")
        #expect(slower.status == 0, "\(slower.stderr)")
        let timeline = try embeddedTimeline(slower.stdout)
        #expect(timeline["fps"] as? Int == 24)
        #expect(timeline == (try exportedTimeline(fps: 24)))
        #expect(timeline != (try exportedTimeline(fps: 60)))
        #expect(slower.stdout.contains("samples at 24 fps"))
    }

    @Test("preview --format svg writes the SVG filmstrip, the same bytes as the library's golden file")
    func svgFilmstrip() throws {
        let filmstrip = try herocat("preview", Self.spec, "--format", "svg")
        #expect(filmstrip.status == 0 && filmstrip.stderr.isEmpty, "\(filmstrip.stderr)")
        #expect(filmstrip.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(filmstrip.stdout.hasSuffix("</svg>\n"))
        #expect(!filmstrip.stdout.contains("<html") && !filmstrip.stdout.contains("<script"))
        let golden = HerocatProcess.repository.appendingPathComponent("Tests/PreviewsTests/Golden/\(Self.spec).svg")
        #expect(filmstrip.stdout == (try String(contentsOf: golden, encoding: .utf8)), "differs from \(golden.lastPathComponent)")

        let file = directory.url.appendingPathComponent("mini.svg")
        let written = try herocat("preview", Self.spec, "--format", "svg", "-o", file.path)
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == filmstrip.stdout)

        let slower = try herocat("preview", Self.spec, "--format", "svg", "--fps", "24")
        #expect(slower.status == 0, "\(slower.stderr)")
        #expect(slower.stdout.contains("timeline at 24 fps") && !slower.stdout.contains("at 60 fps"))
        #expect(slower.stdout != filmstrip.stdout)
    }

    @Test("preview of an unknown name is a catalog error (exit 4) and prints nothing", arguments: ["html", "svg"])
    func unknownName(format: String) throws {
        let file = directory.url.appendingPathComponent("unknown.\(format)")
        let result = try herocat("preview", "no.such-spec", "--format", format, "-o", file.path)
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.stderr.contains("no spec named 'no.such-spec'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("preview refuses a bad --fps or --format as a usage error (exit 2)")
    func usageErrors() throws {
        #expect(try herocat("preview", Self.spec, "--fps", "0").status == 2)
        #expect(try herocat("preview", Self.spec, "--format", "png").status == 2)
    }
}
