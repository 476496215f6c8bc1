import Foundation
import Testing
import TestThreads

/// The web catalog in a real browser: headless Chromium driven over the DevTools protocol
/// by Tests/Browser/catalog_browser.py (python3 with websocket-client; `.ci/run` installs
/// both and Chromium). A missing browser or module fails the test, naming what to install.
@Suite("herocat serve: web catalog in Chromium", .needsServer, .waitsOnProcesses)
struct BrowserCatalogTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let injection = #"<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>"#

    /// A valid spec whose title, summary, tags and element ids are markup and script.
    static let hostileSpec = """
        herocat: 1
        name: demo.injection
        title: '\(injection.replacingOccurrences(of: "'", with: "''"))'
        summary: '</p><svg onload="window.__pwned=3"></svg>'
        tags: ['<b>bold</b>']
        pattern: expand
        context: in-place
        host: app
        usage: single
        namespace: injection
        canvas: { width: 390, height: 844 }
        from: collapsed
        to: expanded
        animation: "spring(duration: 0.5, bounce: 0.2)"
        elements:
          - id: '"><img src=x onerror="window.__pwned=4">'
            role: artwork
            kind: shape
            from: { x: 16, y: 790, width: 44, height: 44, cornerRadius: 6 }
            to: { x: 55, y: 140, width: 280, height: 280, cornerRadius: 12 }
          - id: '</script><script>window.__pwned=5</script>'
            role: title
            kind: text
            from: { x: 72, y: 802, width: 180, height: 20, font: subheadline.weight(.medium) }
            to: { x: 55, y: 440, width: 280, height: 28, font: title2.bold() }

        """

    @Test("Search the gallery, open a spec, the player runs, copy an export, findings link to rules, injection text stays text, no console errors")
    func galleryToSpecPage() throws {
        let python = try Tool.require(Tool.python3)
        let hasWebsocket = try Tool.run(python, ["-c", "import websocket"])
        try #require(hasWebsocket.status == 0, "python3's websocket-client is missing: install it (`pip install websocket-client`)")
        _ = try Chromium.find(Tool.find)

        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let file = directory.url.appendingPathComponent("injection.yaml")
        try Data(Self.hostileSpec.utf8).write(to: file)
        let added = try HerocatProcess.run(["add", "--force", "--db", "c.sqlite", file.path], in: directory.url)
        try #require(added.status == 0, "\(added.stderr)")
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url, arguments: ["--public-read"])

        let driver = HerocatProcess.repository.appendingPathComponent("Tests/Browser/catalog_browser.py")
        let run = try Tool.run(python, [driver.path, server.base.absoluteString, "mini", "music.mini-player", "demo.injection"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "the driver printed no report: \(run.stderr)")
        #expect(run.status == 0, "\(run.stderr)")
        let steps = report["steps"] as? [String: Any] ?? [:]
        let console = report["console"] as? [String] ?? []

        #expect((steps["galleryCount"] as? Int ?? 0) >= 15)
        #expect((steps["searchURL"] as? String)?.contains("search=mini") == true)
        #expect((steps["searchResults"] as? [String])?.first == "/specs/music.mini-player")
        #expect(steps["specURL"] as? String == "/specs/music.mini-player")
        #expect(steps["specHeading"] as? String == "Mini player to full player")
        #expect(steps["playerReady"] as? Bool == true, "the player's script did not run")
        #expect(Int(steps["playerSample"] as? String ?? "0") ?? 0 > 0, "the player did not advance: \(steps)")
        #expect((steps["findingLinks"] as? [String])?.allSatisfy { $0.hasPrefix("/rules#") } == true && (steps["findingLinks"] as? [String])?.isEmpty == false)
        #expect(steps["copyButtons"] as? Int ?? 0 >= 3)
        #expect(steps["copied"] as? Bool == true, "the clipboard does not hold the export: \(steps)")
        #expect(steps["copyLabel"] as? String == "Copied")

        #expect(steps["hostileTitle"] as? String == Self.injection + " · herocat")
        #expect(steps["hostileHeading"] as? String == Self.injection)
        #expect(steps["pwned"] is NSNull, "an injected script ran: \(steps)")
        #expect(steps["framePwned"] is NSNull, "an injected script ran in the player: \(steps)")
        #expect(steps["diffPwned"] is NSNull, "an injected script ran on the diff page: \(steps)")
        #expect(steps["injectedElements"] as? Int == 0)
        let shown = try HerocatProcess.run(["show", "demo.injection", "--db", "c.sqlite"], in: directory.url).stdout
        let titleLine = try #require(shown.split(separator: "\n").first { $0.hasPrefix("title:") })
        #expect(steps["hostileDiffTitle"] as? String == "+" + titleLine, "the history's diff does not show the title as text: \(steps)")
        #expect(steps["hostileFrameReady"] as? Bool == true)
        #expect(console.isEmpty, "console output: \(console)")
    }
}
