import Foundation
import Testing
import TestThreads

/// Editing and live update in a real browser: Tests/Browser/edit_browser.py drives headless
/// Chromium through selenium and Debian's chromium-driver (`.ci/run` installs them), in
/// one browser session. A missing browser, driver or module fails the test, naming what to install.
@Suite("herocat serve: editing in Chromium", .needsServer, .waitsOnProcesses)
struct BrowserEditTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    static let chromedriver = ("chromedriver", "apt-get install -y chromium-driver")

    @Test("Sign in by link, a CLI change shows on an open spec page and gallery, findings as you type, save, a conflict, CSRF refused")
    func editInBrowser() throws {
        let python = try Tool.require(Tool.python3)
        let hasSelenium = try Tool.run(python, ["-c", "import selenium, axe_selenium_python"])
        try #require(hasSelenium.status == 0, "python3's selenium or axe-selenium-python is missing: install them (`pip install selenium axe-selenium-python`)")
        _ = try Chromium.find(Tool.find)
        _ = try Tool.require(Self.chromedriver)

        #expect(try HerocatProcess.run(["init", "--seed", "--db", "c.sqlite"], in: directory.url).status == 0)
        let server = try ServerProcess(catalog: "c.sqlite", in: directory.url)
        let made = try HerocatProcess.run(["token", "create", "--db", "c.sqlite", "--name", "eddie", "--role", "editor", "--link", "--url", server.base.absoluteString], in: directory.url)
        try #require(made.status == 0, "\(made.stderr)")
        let link = made.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let database = directory.url.appendingPathComponent("c.sqlite").path
        let driver = HerocatProcess.repository.appendingPathComponent("Tests/Browser/edit_browser.py")
        var arguments = [driver.path, server.base.absoluteString, link, HerocatProcess.executable.path, database]
        if let shots = ProcessInfo.processInfo.environment["HEROCAT_SCREENSHOTS"] { arguments.append(shots) }
        let run = try Tool.run(python, in: directory.url, arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "the driver printed no report: \(run.stderr)")
        #expect(run.status == 0, "\(run.stderr)")
        let steps = report["steps"] as? [String: Any] ?? [:]
        let errors = steps.filter { $0.key.hasSuffix("Error") }
        #expect(errors.isEmpty, "steps failed: \(errors)")

        #expect(steps["signedInURL"] as? String == "/")
        #expect(steps["cookieHttpOnly"] as? Bool == true && steps["cookieSameSite"] as? String == "Lax", "\(steps)")
        #expect((steps["specPageLatency"] as? Double ?? 99) < 2, "a stored CLI change reached the open spec page in \(steps["specPageLatency"] ?? "never") s")
        #expect(steps["specPageURL"] as? String == "/specs/tabs.indicator", "updated without navigating")
        #expect((steps["galleryLatency"] as? Double ?? 99) < 2, "a new spec reached the open gallery in \(steps["galleryLatency"] ?? "never") s")
        #expect((steps["brokenFindings"] as? String)?.contains("invalid_spec") == true, "\(steps)")
        #expect((steps["findingLinks"] as? [String])?.first?.hasPrefix("/rules") == true)
        #expect(steps["brokenPreview"] as? Bool == true && steps["previewPlays"] as? Bool == true)
        #expect((steps["fixedFindings"] as? String)?.contains("invalid_spec") == false)
        #expect(steps["savedURL"] as? String == "/specs/tabs.indicator")
        #expect((steps["liveNotice"] as? String)?.contains("Someone saved revision") == true, "\(steps)")
        #expect(steps["conflictTheirs"] as? Bool == true && steps["conflictMine"] as? Bool == true, "both versions on the conflict page")
        #expect(steps["noTokenStatus"] as? String == "403 Forbidden" && steps["crossSiteStatus"] as? String == "403 Forbidden", "\(steps)")
        #expect(steps["storedTitle"] as? String == "title: Saved elsewhere meanwhile", "neither the conflict nor the forged posts stored anything")
        #expect((report["console"] as? [String] ?? ["?"]).isEmpty, "console errors (CSP?): \(report["console"] ?? "")")
        // The editor and the new-spec form, in a fresh browser with the session's cookie.
        #expect(steps["shown/specs/tabs.indicator/edit"] as? String == "/specs/tabs.indicator/edit true" && steps["shown/specs/new"] as? String == "/specs/new true", "\(steps)")
        let axe = report["axe"] as? [String: [String]] ?? [:]
        #expect(axe.count == 2 && axe.values.allSatisfy(\.isEmpty), "serious or critical axe violations on the editor: \(axe)")
        #expect(steps["sideways/specs/tabs.indicator/edit"] as? Bool == false && steps["sideways/specs/new"] as? Bool == false, "the editor scrolls sideways on a phone")
    }
}
