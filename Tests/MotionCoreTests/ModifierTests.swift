import Testing
@testable import MotionCore

@Suite("Modifiers (docs/motion.md §4)")
struct ModifierTests {
    @Test(".delay(d).speed(s) speeds up the delay; .speed(s).delay(d) does not")
    func composition() throws {
        let base = try Animation.parse("easeIn(duration: 1)")
        let delayThenSpeed = try Animation.parse("easeIn(duration: 1).delay(0.4).speed(2)")
        let speedThenDelay = try Animation.parse("easeIn(duration: 1).speed(2).delay(0.4)")
        for i in 0...300 {
            let t = Double(i) / 100
            #expect(delayThenSpeed.progress(at: t) == base.progress(at: max(0, t * 2 - 0.4)))
            #expect(abs(speedThenDelay.progress(at: t) - base.progress(at: max(0, t - 0.4) * 2)) < 1e-12)
        }
        // Starts and ends: 0.2 / 0.7 s versus 0.4 / 0.9 s.
        #expect(delayThenSpeed.progress(at: 0.2) == 0)
        #expect(delayThenSpeed.progress(at: 0.21) > 0)
        #expect(speedThenDelay.progress(at: 0.4) == 0)
        #expect(speedThenDelay.progress(at: 0.41) > 0)
        #expect(abs(delayThenSpeed.settlingDuration - 0.7) < 1e-12)
        #expect(abs(speedThenDelay.settlingDuration - 0.9) < 1e-12)
    }

    @Test("springs: modifiers rescale the settling duration")
    func springSettling() throws {
        let base = try Animation.parse("bouncy")
        let slowed = try Animation.parse("bouncy.speed(0.5).delay(0.1)")
        #expect(abs(slowed.settlingDuration - (0.1 + base.settlingDuration / 0.5)) < 1e-9)
        for t in stride(from: 0.0, through: 3, by: 0.05) {
            #expect(abs(slowed.progress(at: t) - base.progress(at: max(0, t - 0.1) * 0.5)) < 1e-12)
        }
        let chained = try Animation.parse("smooth.delay(0.1).delay(0.2)")
        #expect(abs(chained.progress(at: 0.5) - Animation.smooth.progress(at: 0.2)) < 1e-12)
    }

    @Test("an element's delay wraps the expression, modifiers included")
    func elementDelay() throws {
        let animation = try Animation.parse("easeOut(duration: 0.5).delay(0.1).speed(2)")
        let evaluator = AnimationEvaluator(animation, delay: 0.3)
        for i in 0...200 {
            let t = Double(i) / 100
            #expect(abs(evaluator.progress(at: t) - animation.progress(at: t - 0.3)) < 1e-12)
        }
        #expect(abs(evaluator.startTime - 0.35) < 1e-12)
        #expect(abs(evaluator.settlingDuration - (0.3 + 0.3)) < 1e-12)
    }

    @Test("convenience builders append modifiers in written order")
    func builders() throws {
        let a = Animation.smooth.delay(0.2).speed(3)
        #expect(a.modifiers == [.delay(0.2), .speed(3)])
        #expect(a.source == "smooth.delay(0.2).speed(3)")
        #expect(try Animation.parse(a.source) == a)
    }
}
