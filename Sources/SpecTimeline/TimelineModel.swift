import MotionCore
import SpecModel

/// A spec as MotionCore samples it, for the timeline, the exporters and the previews
/// alike: the checks that make a spec drawable, the effective animation of each element,
/// the canvas and the motion handed to MotionCore. Nothing here computes motion.
package struct TimelineModel {
    package let spec: TransitionSpec

    /// Refuses a spec whose element ids collide (Swift string equality, which is also
    /// how SwiftUI hashes a `String` id, so canonically equivalent spellings collide too).
    package init(spec: TransitionSpec) throws(ExportError) {
        var firstIndex: [String: Int] = [:]
        for (index, element) in spec.elements.enumerated() {
            if let first = firstIndex[element.id] {
                throw .duplicateElementID(id: element.id, first: first, second: index)
            }
            firstIndex[element.id] = index
        }
        self.spec = spec
    }

    /// The transition's animation: the spec's, or SwiftUI's `default` when it gives
    /// none (then `animationIsDefaulted` is true and the exporters say so).
    package var transitionAnimation: Animation { spec.animation ?? .default }
    package var animationIsDefaulted: Bool { spec.animation == nil }

    /// The animation an element runs on: its own, else the transition's.
    package func animation(of element: ElementSpec) -> Animation {
        element.animation ?? transitionAnimation
    }

    /// The frame canvas: the spec's, else 390 x 844.
    package var canvas: (width: Double, height: Double) { spec.timelineCanvas }

    /// The spec's elements sampled by MotionCore at `fps` on `canvas`: the one place a
    /// spec becomes a timeline, for the JSON exporter and the previews alike.
    package func timeline(fps: Int) -> Timeline {
        Timeline.sample(elements: spec.elements.map(motion(of:)), fps: fps, canvas: canvas)
    }

    /// The forward timeline, or with `interruptAt` the transition interrupted then
    /// (docs/motion.md §7); an interruption outside the forward run is refused.
    package func timeline(fps: Int, interruptAt: Double?) throws(ExportError) -> Timeline {
        guard let interruptAt else { return timeline(fps: fps) }
        do {
            return try Timeline.sample(elements: spec.elements.map(motion(of:)), interruptAt: interruptAt, fps: fps, canvas: canvas)
        } catch {
            throw .interruption(error)
        }
    }

    /// The element as the interpolation core evaluates it.
    package func motion(of element: ElementSpec) -> ElementMotion {
        ElementMotion(
            id: element.id, from: element.from?.motionFrame, to: element.to?.motionFrame,
            properties: element.properties, anchor: element.anchor, transition: element.transition,
            delay: element.delay, animation: animation(of: element)
        )
    }
}
