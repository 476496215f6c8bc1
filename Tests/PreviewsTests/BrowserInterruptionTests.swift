import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Previews

/// "back" mid-flight in a real browser: the player switches to the core's interrupted
/// timeline and plays on from that moment.
extension BrowserTests {
    func expect(_ box: DOM.Tag, at frame: Frame, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let f = frame.rounded(places: 4)
        for (attribute, value) in [("data-x", f.x), ("data-y", f.y), ("data-w", f.width), ("data-h", f.height), ("data-o", f.opacity)] {
            #expect(box.number(attribute) == value, "\(what): \(attribute) is \(String(describing: box.number(attribute))), want \(value)", sourceLocation: sourceLocation)
        }
    }

    /// `#t=S&interrupt=T`: the sample of the run interrupted at the first moment at or
    /// after T, exactly as the core computed it.
    @Test func interruptedMomentIsTheCoresSample() throws {
        let spec = try Repo.seed(Self.spec)
        let (file, directory) = try writePlayer(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let every = HTMLPlayer.interruptionEvery(fps: 60)
        // 0.2 s is sample 12, a moment (every 3rd sample).
        #expect(12 % every == 0)
        let interrupted = try spec.timeline(fps: 60, interruptAt: 0.2)
        let index = interrupted.sampleCount - 8
        let page = try Browser.dumpDOM(of: file, fragment: "t=\(formatNumber(interrupted.times[index]))&interrupt=0.2")
        #expect(page.console.isEmpty, "console output: \(page.console)")
        let canvas = try canvas(page)
        #expect(canvas.attributes["data-sample"] == String(index))
        #expect(canvas.attributes["data-interrupt-at"] == "0.2")
        #expect(canvas.attributes["data-dir"] == "back")
        for (j, box) in boxes(page).enumerated() {
            expect(box, at: interrupted.frames[index][j], "\(spec.elements[j].id) at sample \(index) after the interruption")
        }
    }

    /// Play forward, press back 0.2 s in: the player goes on from that moment along the
    /// core's interrupted timeline and ends on the from frames.
    @Test func backWhilePlayingInterrupts() throws {
        let spec = try Repo.seed(Self.spec)
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
              function note(label) {
                var boxes = Array.prototype.map.call(document.querySelectorAll(".el"), function (box) {
                  return [Number(box.getAttribute("data-x")), Number(box.getAttribute("data-y")), Number(box.getAttribute("data-w")), Number(box.getAttribute("data-h")), Number(box.getAttribute("data-o"))];
                });
                log.push({ label: label, sample: Number(canvas.getAttribute("data-sample")), dir: canvas.getAttribute("data-dir"),
                  at: canvas.getAttribute("data-interrupt-at"), playing: document.getElementById("play").getAttribute("aria-pressed") === "true", boxes: boxes });
              }
              var clockMs = 1000;
              function advance(ms) { clockMs += ms; window.__advance(clockMs); }
              document.getElementById("play").click();
              advance(0); advance(190); note("forward");
              document.getElementById("dir").click(); note("pressed");
              advance(100); note("turning");
              for (var i = 0; i < 40; i++) { advance(100); } note("done");
              var out = document.createElement("pre"); out.id = "results"; out.textContent = JSON.stringify(log);
              document.body.appendChild(out);
            })();
            </script>
            </body>
            """#
        let byLabel = try runScenario(spec, clock: clock, scenario: scenario)

        // 0.19 s in: sample 11; the next moment at or after it is sample 12 (0.2 s).
        #expect(byLabel["forward"]?["sample"] as? Int == 11)
        #expect(byLabel["pressed"]?["sample"] as? Int == 11, "pressing back does not jump")
        #expect(byLabel["pressed"]?["at"] as? String == "0.2")
        #expect(byLabel["pressed"]?["dir"] as? String == "back")
        #expect(byLabel["turning"]?["playing"] as? Bool == true)
        let interrupted = try spec.timeline(fps: 60, interruptAt: 0.2)
        // 0.29 s: sample 17 of the interrupted run.
        #expect(byLabel["turning"]?["sample"] as? Int == 17)
        let rows = try #require(byLabel["turning"]?["boxes"] as? [[Double]])
        for (j, row) in rows.enumerated() {
            let f = interrupted.frames[17][j].rounded(places: 4)
            #expect(row == [f.x, f.y, f.width, f.height, f.opacity], "\(spec.elements[j].id) at sample 17")
        }
        #expect(byLabel["done"]?["playing"] as? Bool == false)
        #expect(byLabel["done"]?["sample"] as? Int == interrupted.sampleCount - 1)
        let end = try #require(byLabel["done"]?["boxes"] as? [[Double]])
        let model = try spec.timeline(fps: 60)
        for (j, row) in end.enumerated() {
            let f = model.frames[0][j].rounded(places: 4)
            #expect(row == [f.x, f.y, f.width, f.height, f.opacity], "\(spec.elements[j].id) back at its from frame")
        }
    }
}
