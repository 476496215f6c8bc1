import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters

/// `export --format timeline --interrupt-at T` (docs/motion.md §7).
@Suite struct TimelineInterruptionExportTests {
    @Test(arguments: Repo.seedNames)
    func interruptedTimelineEndsOnTheFromFrames(seed: String) throws {
        let spec = try Repo.seed(seed)
        let forward = try spec.timeline(fps: 60)
        let at = Frame.round(forward.duration * 0.4, places: 3)
        let text = try Exporter.timeline.export(spec, ExportOptions(fps: 60, interruptAt: at))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["interruptAt"] as? Double == at)
        let decoded = try TimelineExportTests.decode(text)
        #expect(decoded.duration >= at)
        let model = try ExportModel(spec: spec)
        let last = try #require(decoded.frames.last)
        for element in spec.elements {
            let start = model.motion(of: element).startFrame(canvas: model.canvas)
            #expect(last.elements[element.id] == DecodedTimeline.Geometry(start), "\(seed) \(element.id)")
        }
        // Until the interruption the frames are the forward run's.
        let plain = try TimelineExportTests.decode(try Exporter.timeline.export(spec, ExportOptions(fps: 60)))
        for i in 0..<min(plain.frames.count - 1, Int(at * 60)) {
            #expect(decoded.frames[i].elements == plain.frames[i].elements, "\(seed) sample \(i)")
        }
        // Without the option there is no interruptAt key.
        #expect(!(try Exporter.timeline.export(spec, ExportOptions(fps: 60))).contains("interruptAt"))
    }

    @Test func interruptionOutsideTheForwardRunIsRefused() throws {
        let spec = try Repo.seed("music.now-playing")
        let duration = try spec.timeline(fps: 60).duration
        #expect(throws: ExportError.interruption(InterruptionError(interruptAt: duration + 1, forwardDuration: duration))) {
            try Exporter.timeline.export(spec, ExportOptions(interruptAt: duration + 1))
        }
        #expect(throws: ExportError.self) { try Exporter.timeline.export(spec, ExportOptions(interruptAt: -0.5)) }
    }

    @Test func legsForThePlayerAreTheCoresInterruptedTimelines() throws {
        let spec = try Repo.seed("music.now-playing")
        struct Legs: Decodable {
            struct Leg: Decodable { var sample: Int; var t: Double; var duration: Double; var frames: [[[Double]]] }
            var every: Int
            var legs: [Leg]
        }
        let legs = try JSONDecoder().decode(Legs.self, from: Data(try spec.interruptionLegs(fps: 30, every: 2).utf8))
        let forward = try spec.timeline(fps: 30)
        #expect(legs.every == 2)
        #expect(legs.legs.map(\.sample) == Array(stride(from: 0, to: forward.sampleCount - 1, by: 2)))
        let leg = try #require(legs.legs.dropFirst(3).first)
        let timeline = try spec.timeline(fps: 30, interruptAt: forward.times[leg.sample])
        #expect(leg.frames.count == timeline.sampleCount - leg.sample - 1)
        for (k, row) in leg.frames.enumerated() {
            let expected = timeline.frames[leg.sample + 1 + k].map { f -> [Double] in
                let r = f.rounded(places: 4)
                return [r.x, r.y, r.width, r.height, r.cornerRadius, r.opacity]
            }
            #expect(row == expected)
        }
    }
}
