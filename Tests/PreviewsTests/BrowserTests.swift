import Foundation
import MotionCore
import SpecModel
import Testing
@testable import Previews
import TestThreads

/// Headless Chromium, for the tests that load the player in a real browser.
enum Browser {
    static func find() throws -> URL {
        try Chromium.find { findExecutable([$0]) }
    }

    /// Flags for a quiet, isolated, headless run.
    static func flags(profile: URL) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--hide-scrollbars", "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
        ]
    }

    struct Page {
        var dom: String
        /// Lines the page wrote to the console (Chromium logs them as `...:CONSOLE...`),
        /// uncaught errors included.
        var console: [String]
        var stderr: String
    }

    /// Loads `file` (with `fragment`) and returns the DOM after `budget` ms of virtual time.
    static func dumpDOM(of file: URL, fragment: String, budget: Int = 2000) throws -> Page {
        let browser = try find()
        let profile = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: profile) }
        let url = file.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
        let result = try run(browser, flags(profile: profile) + ["--virtual-time-budget=\(budget)", "--dump-dom", url], timeout: 120)
        try #require(!result.timedOut, "Chromium did not finish loading \(url) in 120 s")
        try #require(result.status == 0, "Chromium exited with \(result.status): \(result.stderr.suffix(2000))")
        try #require(result.stdout.contains("<body"), "Chromium dumped no DOM: \(result.stderr.suffix(2000))")
        return Page(dom: result.stdout, console: consoleLines(result.stderr), stderr: result.stderr)
    }

    /// A PNG of `file` at `width` x `height`.
    static func screenshot(of file: URL, fragment: String, to png: URL, width: Int, height: Int) throws -> ToolRun {
        let browser = try find()
        let profile = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: profile) }
        let url = file.absoluteString + (fragment.isEmpty ? "" : "#" + fragment)
        return try run(browser, flags(profile: profile) + [
            "--virtual-time-budget=2000", "--screenshot=\(png.path)", "--window-size=\(width),\(height)", url,
        ], timeout: 120)
    }

    /// Console messages in Chromium's log: `[...:INFO:CONSOLE:12] "message", source: ...`
    /// (older builds: `CONSOLE(12)`; errors may be logged as `ERROR:CONSOLE`), and any
    /// `Uncaught` exception.
    static func consoleLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") || $0.contains("Uncaught") }
    }
}

/// The player in a real browser: it loads without console output, and at t = 0 and at the
/// end its boxes are at the spec's `from` and `to` frames.
@Suite(.serialized, .waitsOnProcesses) struct BrowserTests {
    static let spec = "music.mini-player"

    /// Writes the player of `spec` to a temporary directory.
    func writePlayer(_ spec: TransitionSpec, _ options: PreviewOptions = PreviewOptions(), edit: (String) -> String = { $0 }) throws -> (file: URL, directory: URL) {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("player.html")
        try Data(edit(try html(spec, options)).utf8).write(to: file)
        return (file, directory)
    }

    /// Plays `scenario` (a script put before `</body>`) in the player of `spec`, with the
    /// animation clock replaced by `clock`; the steps it logged, by label. The page must
    /// print nothing to the console.
    func runScenario(_ spec: TransitionSpec, clock: String, scenario: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: [String: Any]] {
        let (file, directory) = try writePlayer(spec) { page in
            page.replacingOccurrences(of: #"<script type="application/json" id="herocat-timeline">"#, with: clock)
                .replacingOccurrences(of: "</body>", with: scenario)
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=0")
        #expect(page.console.isEmpty, "console output: \(page.console)", sourceLocation: sourceLocation)
        let json = try #require(DOM.texts(of: "pre id=\"results\"", in: page.dom).first, "the scenario did not run", sourceLocation: sourceLocation)
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]], sourceLocation: sourceLocation)
        var byLabel: [String: [String: Any]] = [:]
        for step in steps { byLabel[step["label"] as? String ?? ""] = step }
        return byLabel
    }

    /// The element boxes of a dumped page, in element order.
    func boxes(_ page: Browser.Page) -> [DOM.Tag] {
        DOM.tags(named: "div", in: page.dom).filter { $0.attributes["data-index"] != nil }
            .sorted { Int($0.attributes["data-index"]!)! < Int($1.attributes["data-index"]!)! }
    }

    func canvas(_ page: Browser.Page) throws -> DOM.Tag {
        try #require(DOM.tags(named: "div", in: page.dom).first { $0.attributes["id"] == "canvas" })
    }

    /// Checks that `box` is at `frame` within 1 px, in its data attributes and in its
    /// inline style (what `getBoundingClientRect` minus the canvas origin gives).
    func expect(_ box: DOM.Tag, at frame: StateFrame, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected: [(String, String, Double)] = [
            ("data-x", "left", frame.x), ("data-y", "top", frame.y),
            ("data-w", "width", frame.width), ("data-h", "height", frame.height),
        ]
        for (attribute, property, value) in expected {
            let data = box.number(attribute), style = box.pixels(property)
            #expect(data.map { abs($0 - value) <= 1 } == true, "\(what): \(attribute) is \(String(describing: data)), want \(value)", sourceLocation: sourceLocation)
            #expect(style.map { abs($0 - value) <= 1 } == true, "\(what): style \(property) is \(String(describing: style)), want \(value)px", sourceLocation: sourceLocation)
        }
    }

    @Test func atTimeZeroBoxesAreAtTheFromFrames() throws {
        let spec = try Repo.seed(Self.spec)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=0")
        #expect(page.console.isEmpty, "console output: \(page.console)")
        #expect(page.dom.contains("data-ready=\"true\""), "the player script did not run")
        let canvas = try canvas(page)
        #expect(canvas.attributes["data-sample"] == "0")
        #expect(canvas.attributes["data-dir"] == "forward")
        let boxes = boxes(page)
        try #require(boxes.count == spec.elements.count)
        for (box, element) in zip(boxes, spec.elements) {
            #expect(box.attributes["data-id"] == element.id)
            if let from = element.from {
                expect(box, at: from, "\(element.id) at t = 0")
            } else {
                // Appears later: not visible yet.
                #expect(box.number("data-o") == 0)
                #expect(box.style["opacity"] == "0")
            }
        }
    }

    @Test func atTheEndBoxesAreAtTheToFrames() throws {
        let spec = try Repo.seed(Self.spec)
        let timeline = coreTimeline(spec)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=\(formatNumber(timeline.duration))")
        #expect(page.console.isEmpty, "console output: \(page.console)")
        #expect(try canvas(page).attributes["data-sample"] == String(timeline.sampleCount - 1))
        let boxes = boxes(page)
        try #require(boxes.count == spec.elements.count)
        for (box, element) in zip(boxes, spec.elements) {
            if let to = element.to {
                expect(box, at: to, "\(element.id) at the end")
                #expect(box.number("data-o") == to.opacity)
            } else {
                #expect(box.number("data-o") == 0)
            }
        }
    }

    /// Back: the timeline reversed, so at t = 0 the boxes are at the `to` frames and at the
    /// end at the `from` frames.
    @Test func backwardStartsAtTheToFramesAndEndsAtTheFromFrames() throws {
        let spec = try Repo.seed(Self.spec)
        let timeline = coreTimeline(spec)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = try Browser.dumpDOM(of: file, fragment: "t=0&dir=back")
        #expect(start.console.isEmpty, "console output: \(start.console)")
        #expect(try canvas(start).attributes["data-dir"] == "back")
        try #require(boxes(start).count == spec.elements.count)
        for (box, element) in zip(boxes(start), spec.elements) {
            if let to = element.to { expect(box, at: to, "\(element.id) at t = 0 going back") }
        }
        let end = try Browser.dumpDOM(of: file, fragment: "t=\(formatNumber(timeline.times.last ?? 0))&dir=back")
        #expect(try canvas(end).attributes["data-sample"] == "0")
        try #require(boxes(end).count == spec.elements.count)
        for (box, element) in zip(boxes(end), spec.elements) {
            if let from = element.from { expect(box, at: from, "\(element.id) at the end going back") }
        }
    }

    /// A moment in between is the core's sample at or after it, exactly.
    @Test func aMomentInBetweenIsTheCoresSample() throws {
        let spec = try Repo.seed("music.now-playing")
        let timeline = coreTimeline(spec, fps: 30)
        let (file, directory) = try writePlayer(spec, PreviewOptions(fps: 30))
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=0.2")
        #expect(page.console.isEmpty, "console output: \(page.console)")
        #expect(try canvas(page).attributes["data-sample"] == "6")
        try #require(boxes(page).count == spec.elements.count)
        for (j, box) in boxes(page).enumerated() {
            let frame = timeline.frames[6][j].rounded(places: 4)
            #expect(box.number("data-x") == frame.x)
            #expect(box.number("data-y") == frame.y)
            #expect(box.number("data-w") == frame.width)
            #expect(box.number("data-h") == frame.height)
            #expect(box.number("data-o") == frame.opacity)
        }
    }

    /// Every bundled spec loads without console output, and its end is its `to` frames.
    @Test(arguments: Repo.seedNames)
    func everySeedLoadsCleanly(seed: String) throws {
        let spec = try Repo.seed(seed)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=1000")
        #expect(page.console.isEmpty, "\(seed): console output: \(page.console)")
        #expect(page.dom.contains("data-ready=\"true\""))
        try #require(boxes(page).count == spec.elements.count, "\(seed): one box per element")
        for (box, element) in zip(boxes(page), spec.elements) {
            if let to = element.to { expect(box, at: to, "\(seed) \(element.id) at the end") }
        }
    }

    /// The hostile fixture in the browser: the DOM holds exactly the elements the page
    /// writes, and every id, the title and the labels read back as themselves.
    @Test func hostileTextInjectsNothing() throws {
        let spec = try Repo.hostile()
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=0")
        #expect(page.console.isEmpty, "console output: \(page.console)")
        #expect(page.dom.contains("data-ready=\"true\""), "the player script did not run")
        let reference = try Browser.dumpDOM(of: try writePlayer(try Repo.seed("music.mini-player")).file, fragment: "t=0")
        // Same structure as a harmless spec with the same number of findings kinds: only the
        // element boxes and finding entries may differ in number.
        func counts(_ dom: String) -> [String: Int] {
            var counts: [String: Int] = [:]
            for tag in DOM.allTags(in: dom) { counts[tag.name, default: 0] += 1 }
            return counts
        }
        let hostileCounts = counts(page.dom), referenceCounts = counts(reference.dom)
        for name in ["script", "style", "meta", "h1", "header", "button", "input", "svg", "iframe", "img", "object", "embed", "link", "a"] {
            #expect(hostileCounts[name, default: 0] == referenceCounts[name, default: 0], "<\(name)> count differs")
        }
        // <title>: the page's, and one tooltip per plot line.
        #expect(hostileCounts["title"] == 1 + spec.elements.count)
        let boxes = boxes(page)
        #expect(boxes.map { $0.attributes["data-id"] } == spec.elements.map(\.id))
        #expect(DOM.texts(of: "h1", in: page.dom) == [spec.title])
        // The labels (which the script places with an inline style) read back as the ids.
        let labels = page.dom.components(separatedBy: "<span class=\"label\"").dropFirst().map { part in
            DOM.decode(String(part.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }))
        }
        #expect(labels == spec.elements.map(\.id))
        for (box, element) in zip(boxes, spec.elements) {
            if let from = element.from { expect(box, at: from, "hostile element at t = 0") }
        }
    }

    /// A box scaled to nothing is hidden (its border would still show); the scale
    /// transition of `row-chevron` shrinks it to zero by the end.
    @Test func zeroSizeBoxesAreHidden() throws {
        let spec = try Repo.seed("lists.expandable-row")
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let start = try Browser.dumpDOM(of: file, fragment: "t=0")
        let end = try Browser.dumpDOM(of: file, fragment: "t=100")
        #expect(start.console.isEmpty && end.console.isEmpty)
        let index = try #require(spec.elements.firstIndex { $0.id == "row-chevron" })
        #expect(boxes(start)[index].style["visibility"] == nil)
        #expect(boxes(end)[index].number("data-w") == 0)
        #expect(boxes(end)[index].style["visibility"] == "hidden")
        #expect(boxes(end).filter { $0.style["visibility"] == "hidden" }.count == 1)
    }

    /// Ids that are also names of JavaScript object properties still find their frames.
    @Test func idsNamedLikeObjectPropertiesWork() throws {
        let spec = try specFromYAML("""
            name: test.proto
            namespace: ns
            from: a
            to: b
            animation: smooth
            elements:
              - id: __proto__
                from: { x: 10, y: 20, width: 30, height: 40 }
                to: { x: 110, y: 220, width: 130, height: 140 }
              - id: constructor
                from: { x: 50, y: 60, width: 70, height: 80 }
                to: { x: 150, y: 160, width: 170, height: 180 }
              - id: hasOwnProperty
                to: { x: 5, y: 6, width: 7, height: 8 }
            """)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try Browser.dumpDOM(of: file, fragment: "t=100")
        #expect(page.console.isEmpty, "console output: \(page.console)")
        let boxes = boxes(page)
        try #require(boxes.count == 3)
        for (box, element) in zip(boxes, spec.elements) {
            #expect(box.attributes["data-id"] == element.id)
            if let to = element.to { expect(box, at: to, "\(element.id) at the end") }
        }
    }

    /// The controls, driven by key presses and clicks in the page, with the animation
    /// clock replaced by one the test advances: space plays and pauses, arrows step a
    /// sample, speeds scale the clock, the direction toggle plays the timeline reversed,
    /// loop starts over, the scrubber seeks.
    @Test func controlsWork() throws {
        let spec = try Repo.seed(Self.spec)
        let timeline = coreTimeline(spec)
        let last = timeline.sampleCount - 1
        let clock = """
            <script>
            window.__frames = [];
            window.requestAnimationFrame = function (callback) { window.__frames.push(callback); return window.__frames.length; };
            window.__advance = function (stamp) { var due = window.__frames; window.__frames = []; due.forEach(function (f) { f(stamp); }); };
            </script>
            <script type="application/json" id="herocat-timeline">
            """
        let scenario = #"""
            <script>
            (function () {
              var log = [];
              var canvas = document.getElementById("canvas");
              function key(k) { document.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true })); }
              function note(label) {
                log.push({ label: label, sample: Number(canvas.getAttribute("data-sample")), dir: canvas.getAttribute("data-dir"),
                  playing: document.getElementById("play").getAttribute("aria-pressed") === "true",
                  x: Number(document.querySelector(".el").getAttribute("data-x")) });
              }
              var clockMs = 1000;
              function advance(ms) { clockMs += ms; window.__advance(clockMs); }
              note("start");
              key("ArrowRight"); key("ArrowRight"); key("ArrowRight"); note("right3");
              key("ArrowLeft"); note("left1");
              key(" "); note("space");
              advance(0); advance(100); note("played100ms");
              document.querySelector('[data-speed="0.5"]').click();
              advance(100); note("half100ms");
              key(" "); advance(100); note("paused");
              key("End"); note("end");
              document.getElementById("dir").click(); note("back");
              for (var i = 0; i < 10; i++) { advance(200); } note("backDone");
              document.getElementById("loop").click();
              document.querySelector('[data-speed="1"]').click();
              document.getElementById("dir").click();
              for (var j = 0; j < 8; j++) { advance(200); } note("looping");
              document.getElementById("play").click(); note("stopped");
              var scrub = document.getElementById("scrub"); scrub.value = "7"; scrub.dispatchEvent(new Event("input")); note("scrubbed");
              var out = document.createElement("pre"); out.id = "results"; out.textContent = JSON.stringify(log);
              document.body.appendChild(out);
            })();
            </script>
            </body>
            """#
        let byLabel = try runScenario(spec, clock: clock, scenario: scenario)
        func sample(_ label: String) -> Int? { byLabel[label]?["sample"] as? Int }
        func playing(_ label: String) -> Bool? { byLabel[label]?["playing"] as? Bool }

        #expect(sample("start") == 0)
        #expect(sample("right3") == 3)
        #expect(sample("left1") == 2)
        #expect(playing("space") == true)
        // 2 samples + 0.1 s at 1x = floor((2/60 + 0.1) * 60) = 8.
        #expect(sample("played100ms") == 8)
        // + 0.1 s at 0.5x = 0.05 s: sample 11.
        #expect(sample("half100ms") == 11)
        #expect(playing("paused") == false)
        #expect(sample("paused") == 11)
        #expect(sample("end") == last)
        #expect(byLabel["back"]?["dir"] as? String == "back")
        #expect(playing("back") == true)
        #expect(sample("back") == last)
        #expect(sample("backDone") == 0)
        #expect(playing("backDone") == false)
        #expect((byLabel["backDone"]?["x"] as? Double) == spec.elements[0].from?.x)
        // Loop on: after the end and a short hold it starts over, still playing.
        #expect(playing("looping") == true)
        #expect(byLabel["looping"]?["dir"] as? String == "forward")
        #expect(sample("looping").map { $0 < last } == true)
        #expect(playing("stopped") == false)
        #expect(sample("scrubbed") == 7)
    }

    /// At every sample the player's labels are laid out without overlap, each inside the
    /// canvas: measured in Chromium (getBoundingClientRect of every shown label), for the
    /// golden seed and two crowded ones, forward and on the way back of an interruption.
    @Test(arguments: ["music.mini-player", "music.now-playing", "profile.avatar-zoom"])
    func labelsNeverOverlap(seed: String) throws {
        let spec = try Repo.seed(seed)
        let scenario = #"""
            <script>
            (function () {
              var canvas = document.getElementById("canvas");
              var scrub = document.getElementById("scrub");
              var log = [];
              function check(label) {
                var overlaps = [], shown = 0, outside = 0;
                var frame = canvas.getBoundingClientRect();
                var rects = [];
                Array.prototype.forEach.call(canvas.querySelectorAll(".el"), function (box) {
                  var label = box.querySelector(".label");
                  if (getComputedStyle(label).visibility === "hidden" || Number(box.style.opacity) < 0.1) { return; }
                  var r = label.getBoundingClientRect();
                  shown += 1;
                  if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.top < frame.top - 0.5 || r.bottom > frame.bottom + 0.5) { outside += 1; }
                  rects.forEach(function (o) {
                    if (r.left < o.r.right - 0.5 && o.r.left < r.right - 0.5 && r.top < o.r.bottom - 0.5 && o.r.top < r.bottom - 0.5) {
                      overlaps.push(o.id + "/" + box.getAttribute("data-id"));
                    }
                  });
                  rects.push({ id: box.getAttribute("data-id"), r: r });
                });
                log.push({ label: label, overlaps: overlaps.join(" "), shown: shown, outside: outside });
              }
              var last = Number(scrub.max);
              for (var i = 0; i <= last; i++) { scrub.value = String(i); scrub.dispatchEvent(new Event("input")); check("forward " + i); }
              window.location.hash = "#t=0.4&interrupt=0.15";
              window.dispatchEvent(new HashChangeEvent("hashchange"));
              last = Number(scrub.max);
              for (var j = 0; j <= last; j++) { scrub.value = String(j); scrub.dispatchEvent(new Event("input")); check("back " + j); }
              var out = document.createElement("pre"); out.id = "results"; out.textContent = JSON.stringify(log);
              document.body.appendChild(out);
            })();
            </script>
            </body>
            """#
        let byLabel = try runScenario(spec, clock: #"<script type="application/json" id="herocat-timeline">"#, scenario: scenario)
        let timeline = coreTimeline(spec)
        #expect(byLabel["forward \(timeline.sampleCount - 1)"] != nil && byLabel.keys.contains { $0.hasPrefix("back ") })
        for (label, step) in byLabel {
            #expect(step["overlaps"] as? String == "", "\(seed) \(label): labels overlap: \(step["overlaps"] ?? "")")
            #expect(step["outside"] as? Int == 0, "\(seed) \(label): a label leaves the canvas")
        }
        // Settled, every element is named.
        let end = try #require(byLabel["forward \(timeline.sampleCount - 1)"])
        let visible = spec.elements.filter { ($0.to?.opacity ?? 0) >= 0.1 && $0.to != nil }.count
        #expect(end["shown"] as? Int == visible, "\(seed): \(end["shown"] ?? "") of \(visible) labels shown at the end")
    }

    /// A screenshot proves the page renders (and is what docs/player.png is made from).
    @Test func screenshotRenders() throws {
        let spec = try Repo.seed(Self.spec)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("player.png")
        let result = try Browser.screenshot(of: file, fragment: "t=0.2", to: png, width: 1200, height: 900)
        #expect(result.status == 0, "Chromium exited with \(result.status): \(result.stderr.suffix(2000))")
        #expect(Browser.consoleLines(result.stderr).isEmpty)
        let data = try Data(contentsOf: png)
        let size = try #require(pngSize(data), "no PNG written")
        #expect(size.width == 1200 && size.height == 900)
        #expect(data.count > 20_000, "a blank page would compress to almost nothing: \(data.count) bytes")
    }
}
