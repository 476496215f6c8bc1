import Foundation
import Testing
import TestThreads

/// The web catalog's read pages in Chromium under selenium (Debian's chromium-driver) with
/// axe-core (axe-selenium-python), driven by Tests/Browser/web_pages.py in one browser
/// session; `.ci/run` installs all three. A missing one fails the test, naming what to install.
@Suite("herocat serve: web pages in Chromium (selenium, axe)", .needsServer, .waitsOnProcesses)
struct WebPagesBrowserTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// More specs than one gallery page shows: the seeds and copies of them.
    static let copies = 40

    @Test("Gallery pages, filters and search; the spec page's player fits a desktop and a phone, plays, scrubs, slows, interrupts; exports copy and download; revisions compare; keyboard, reduced motion, no serious axe violations")
    func readPages() throws {
        let python = try Tool.require(Tool.python3)
        let modules = try Tool.run(python, ["-c", "import selenium, axe_selenium_python"])
        try #require(modules.status == 0, "python3's selenium or axe-selenium-python is missing: install them (`pip install selenium axe-selenium-python`)")
        _ = try Chromium.find(Tool.find)
        try #require(Tool.find("chromedriver") != nil, "no chromedriver on PATH: install it (`apt-get install -y chromium-driver`)")

        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let seeds = try FileManager.default.contentsOfDirectory(atPath: HerocatProcess.seeds.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var files: [String] = []
        for n in 0..<Self.copies {
            let text = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent(seeds[n % seeds.count]), encoding: .utf8)
            let renamed = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("name:") ? "name: gallery.copy-\(n)" : String($0) }.joined(separator: "\n")
            let file = directory.url.appendingPathComponent("copy-\(n).yaml")
            try Data(renamed.utf8).write(to: file)
            files.append(file.path)
        }
        // A second revision of the spec under test, for the history's comparison.
        let retitled = try String(contentsOf: HerocatProcess.seeds.appendingPathComponent("music.mini-player.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "title: Mini player to full player", with: "title: Mini player to the full player")
        let second = directory.url.appendingPathComponent("retitled.yaml")
        try Data(retitled.utf8).write(to: second)
        let added = try HerocatProcess.run(["add", "--force", "--db", "c.sqlite"] + files, in: directory.url)
        try #require(added.status == 0, "\(added.stderr)")
        #expect(try HerocatProcess.run(["add", "--replace", "--db", "c.sqlite", second.path], in: directory.url).status == 0)
        let total = seeds.count + Self.copies
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--public-read"])

        let driver = HerocatProcess.repository.appendingPathComponent("Tests/Browser/web_pages.py")
        let run = try Tool.run(python, [driver.path, server.base.absoluteString, "music.mini-player", "mini"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "the driver printed no report: \(run.stderr)")
        #expect(run.status == 0, "\(run.stderr)")
        let steps = report["steps"] as? [String: Any] ?? [:]

        // The gallery: cards with their parts, every spec once over the pages.
        #expect(steps["firstPageCards"] as? Int == 48)
        let parts = steps["cardParts"] as? [String: Any] ?? [:]
        #expect(parts["poster"] as? Bool == true && parts["title"] as? Bool == true && parts["badge"] as? Bool == true)
        #expect((parts["facts"] as? String)?.contains("element") == true, "\(parts)")
        #expect(steps["postersLoaded"] as? Bool == true)
        #expect(steps["lead"] as? String == "\(total) specs")
        #expect(steps["galleryPages"] as? Int == 2 && steps["galleryCards"] as? Int == total && steps["galleryDistinct"] as? Int == total, "\(steps)")
        // Filters: the count a value shows is what it lists.
        #expect(steps["patternCards"] as? Int == steps["patternCount"] as? Int)
        let pattern = try #require(steps["patternChoice"] as? String)
        #expect((steps["patternFacts"] as? [String])?.allSatisfy { $0 == pattern } == true, "\(steps)")
        #expect(steps["severityCards"] as? Int == steps["severityCount"] as? Int)
        #expect((steps["severityBadges"] as? [String])?.count == 1, "\(steps)")
        #expect(steps["searchFirst"] as? String == "music.mini-player")

        // The spec page.
        #expect(steps["headings"] as? [String] == ["Mini player to the full player"])
        #expect(steps["titleCount"] as? Int == 1, "the title shows more than once: \(steps)")
        #expect(steps["playerReady"] as? Bool == true && steps["autoplayed"] as? Bool == true, "\(steps)")
        let links = steps["findingLinks"] as? [String] ?? []
        #expect(!links.isEmpty && links.allSatisfy { $0.hasPrefix("/rules#") })
        #expect(steps["findingHints"] as? Int == links.count)
        #expect((steps["downloads"] as? [String])?.contains("music.mini-player.swift") == true, "\(steps)")
        #expect((steps["times"] as? [[String]])?.count == 2 && (steps["times"] as? [[String]])?.allSatisfy { $0[1].hasSuffix("UTC") } == true, "\(steps)")
        #expect(steps["speedPressed"] as? String == "true")
        let scrubbed = steps["scrubbed"] as? [String] ?? []
        #expect(scrubbed.count == 2 && Int(scrubbed[0]) == (Int(scrubbed[1]) ?? 0) / 2, "\(steps)")
        #expect(steps["interruptedAt"] is String, "back while playing did not interrupt: \(steps)")
        #expect(steps["spaceToggles"] as? [String] == ["false", "true"], "\(steps)")
        #expect(steps["copyLabel"] as? String == "Copied" && steps["copied"] as? Bool == true, "\(steps)")
        #expect(steps["downloadStatus"] as? Int == 200)
        #expect(steps["diffURL"] as? String == "/specs/music.mini-player/diff?from=1&to=2")
        #expect(steps["diffLines"] as? Int == 2)

        // Fitted: no sideways scroll, the whole canvas inside the window, desktop and phone.
        for key in ["desktop", "phone", "phoneGallery"] {
            let layout = steps[key] as? [String: Any] ?? [:]
            #expect(layout["sideways"] as? Bool == false, "\(key) scrolls sideways: \(layout)")
            guard key != "phoneGallery" else { continue }
            let canvas = layout["canvas"] as? [String: Double] ?? [:]
            let width = layout["width"] as? Double ?? 0, height = layout["height"] as? Double ?? 0
            #expect((canvas["left"] ?? -1) >= 0 && (canvas["top"] ?? -1) >= 0 && (canvas["right"] ?? .infinity) <= width && (canvas["bottom"] ?? .infinity) <= height,
                    "\(key): the canvas is not wholly in the \(width) x \(height) window: \(canvas)")
        }
        #expect(steps["reducedMotionSample"] as? String == "0", "the player played despite reduced motion: \(steps)")

        let axe = report["axe"] as? [String: [String]] ?? [:]
        #expect(axe.keys.sorted() == ["diff", "gallery", "phoneSpec", "spec"])
        for (page, violations) in axe { #expect(violations.isEmpty, "axe on \(page): \(violations)") }
        let console = report["console"] as? [String] ?? []
        #expect(console.isEmpty, "console output: \(console)")
    }
}
