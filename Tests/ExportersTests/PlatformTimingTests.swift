import Foundation
import MotionCore
import SpecModel
import Testing
@testable import Exporters

/// The timing every platform export is written from: delays and `.speed()` folded into a
/// wall-clock curve that runs exactly the core's progress.
@Suite struct PlatformTimingTests {
    static let expressions = [
        "smooth", "bouncy(duration: 0.6)", "spring(response: 0.45, dampingFraction: 0.8)", "default",
        "interpolatingSpring(mass: 2, stiffness: 300, damping: 20)", "spring(duration: 0.5, bounce: -0.3)",
        "snappy.delay(0.1).speed(2)", "bouncy.speed(0.5).delay(0.2)", "easeInOut(duration: 0.3).speed(1.5)",
        "timingCurve(0.2, 0, 0, 1, duration: 0.4).delay(0.05)",
    ]

    /// The folded curve, evaluated on its own, is the core's progress at every time.
    @Test(arguments: expressions)
    func foldedCurveIsTheCoresProgress(expression: String) throws {
        let animation = try Animation.parse(expression)
        let timing = PlatformTiming(animation: animation, delay: 0.15)
        let evaluator = AnimationEvaluator(animation, delay: 0.15)
        #expect(abs(timing.delay + timing.settlingDuration - evaluator.settlingDuration) < 1e-12)
        for i in 0...400 {
            let t = Double(i) / 200
            let own: Double
            let local = t - timing.delay
            switch timing.curve {
            case .spring(let spring): own = local <= 0 ? 0 : spring.position(at: local)
            case let .bezier(a, b, c, d, duration): own = local <= 0 ? 0 : UnitBezier(a, b, c, d).solve(local / duration)
            }
            #expect(abs(own - evaluator.progress(at: t)) < 1e-9, "\(expression) at \(t)")
        }
    }

    /// The spring parameters as the Compose (Float, per unit mass) and Motion exports print
    /// them, run through the core's spring, stay within 0.01 pt of the core on every seed's
    /// largest travel: the mapping is exact up to printing.
    @Test func printedSpringsReproduceTheCore() throws {
        var worstCompose = 0.0, worstMotion = 0.0
        for name in Repo.seedNames {
            let spec = try Repo.seed(name)
            let model = try ExportModel(spec: spec)
            let travel = spec.elements.compactMap { e -> Double? in
                guard let a = e.from, let b = e.to else { return nil }
                return max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
            }.max() ?? 0
            for element in spec.elements {
                let timing = model.platformTiming(of: element)
                guard let exact = timing.springParameters else { continue }
                let printed = { (x: Double) in Double(CodeNumber.derived(x))! }
                // Compose: spring(dampingRatio, stiffness) with unit mass, in Float.
                let stiffness = Double(Float(printed(exact.stiffness / exact.mass)))
                let ratio = Double(Float(printed(exact.dampingRatio)))
                let composeSpring = SpringParameters(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot())
                let motionSpring = SpringParameters(mass: printed(exact.mass), stiffness: printed(exact.stiffness), damping: printed(exact.damping))
                for i in 0...600 {
                    let t = Double(i) / 300
                    let core = timing.progress(afterStart: t)
                    worstCompose = max(worstCompose, travel * abs(composeSpring.position(at: t) - core))
                    worstMotion = max(worstMotion, travel * abs(motionSpring.position(at: t) - core))
                }
            }
        }
        #expect(worstCompose < 0.01 && worstMotion < 0.01, "compose \(worstCompose) pt, motion \(worstMotion) pt")
        print("printed springs: worst compose deviation \(worstCompose) pt, worst motion deviation \(worstMotion) pt")
    }
}
