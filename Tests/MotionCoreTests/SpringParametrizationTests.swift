import Testing
@testable import MotionCore

@Suite("Spring parametrizations and presets")
struct SpringParametrizationTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test("Apple's example: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness 157.9, damping 17.6")
    func appleExample() throws {
        let p = try #require(try Animation.parse("spring(duration: 0.5, bounce: 0.3)").springParameters)
        #expect(p.mass == 1)
        #expect(close(p.stiffness, 157.9, 0.1))
        #expect(close(p.damping, 17.6, 0.1))
        #expect(close(p.dampingRatio, 0.7))
        #expect(close(p.bounce, 0.3))
        // docs/motion.md §2 example too: spring(duration: 0.5, bounce: 0.2) → damping 20.11.
        let q = try #require(try Animation.parse("spring(duration: 0.5, bounce: 0.2)").springParameters)
        #expect(close(q.damping, 20.11, 0.01))
    }

    @Test("table formulas for every form")
    func formulas() throws {
        let pi = Double.pi
        func params(_ text: String) throws -> SpringParameters {
            try #require(try Animation.parse(text).springParameters)
        }
        // spring(duration:bounce:) b >= 0 and b < 0
        var p = try params("spring(duration: 0.8, bounce: 0.25)")
        #expect(close(p.stiffness, (2 * pi / 0.8) * (2 * pi / 0.8)))
        #expect(close(p.damping, 4 * pi * 0.75 / 0.8))
        p = try params("spring(duration: 0.8, bounce: -0.5)")
        #expect(close(p.damping, 4 * pi / (0.8 * 0.5)))
        #expect(close(p.dampingRatio, 2), "negative bounce is overdamped: zeta = 1/(1+b)")
        #expect(close(p.bounce, -0.5))
        // response / dampingFraction
        p = try params("spring(response: 0.4, dampingFraction: 0.6)")
        #expect(close(p.stiffness, (2 * pi / 0.4) * (2 * pi / 0.4)))
        #expect(close(p.damping, 4 * pi * 0.6 / 0.4))
        #expect(close(p.dampingRatio, 0.6))
        // mass / stiffness / damping / initialVelocity
        p = try params("interpolatingSpring(mass: 2, stiffness: 300, damping: 12, initialVelocity: -1.5)")
        #expect(p == SpringParameters(mass: 2, stiffness: 300, damping: 12, initialVelocity: -1.5))
        p = try params("interpolatingSpring(stiffness: 300, damping: 12)")
        #expect(p == SpringParameters(mass: 1, stiffness: 300, damping: 12, initialVelocity: 0))
        // interpolatingSpring(duration:bounce:) as spring(duration:bounce:), with velocity
        p = try params("interpolatingSpring(duration: 0.3, bounce: 0.4, initialVelocity: 2)")
        #expect(p == SpringParameters(duration: 0.3, bounce: 0.4, initialVelocity: 2))
        #expect(close(p.damping, 4 * pi * 0.6 / 0.3))
    }

    @Test("presets and defaults per docs/motion.md")
    func presets() throws {
        func params(_ text: String) throws -> SpringParameters {
            try #require(try Animation.parse(text).springParameters)
        }
        #expect(try params("smooth") == SpringParameters(duration: 0.5, bounce: 0))
        #expect(try params("snappy") == SpringParameters(duration: 0.5, bounce: 0.15))
        #expect(try params("bouncy") == SpringParameters(duration: 0.5, bounce: 0.3))
        #expect(try params("smooth(duration: 0.7, extraBounce: 0.1)") == SpringParameters(duration: 0.7, bounce: 0.1))
        #expect(try params("snappy(extraBounce: 0.1)") == SpringParameters(duration: 0.5, bounce: 0.15 + 0.1))
        #expect(try params("bouncy(duration: 0.4)") == SpringParameters(duration: 0.4, bounce: 0.3))
        #expect(try params("spring") == SpringParameters(duration: 0.5, bounce: 0))
        #expect(try params("spring(bounce: 0.2)") == SpringParameters(duration: 0.5, bounce: 0.2))
        #expect(try params("spring(response: 0.3)") == SpringParameters(response: 0.3, dampingFraction: 0.825))
        #expect(try params("spring(dampingFraction: 0.5)") == SpringParameters(response: 0.5, dampingFraction: 0.5))
        // Bare interactiveSpring is the duration overload: damping fraction 0.85, not 0.86.
        #expect(try params("interactiveSpring") == SpringParameters(duration: 0.15, bounce: 0.15))
        #expect(abs(try params("interactiveSpring").dampingRatio - 0.85) < 1e-12)
        #expect(try params("interactiveSpring()") == SpringParameters(duration: 0.15, bounce: 0.15))
        #expect(try params("interactiveSpring(blendDuration: 0.3)") == SpringParameters(duration: 0.15, bounce: 0.15))
        #expect(try params("interactiveSpring(duration: 0.3, extraBounce: 0.1)") == SpringParameters(duration: 0.3, bounce: 0.25))
        #expect(try params("interactiveSpring(response: 0.2)") == SpringParameters(response: 0.2, dampingFraction: 0.86))
        #expect(try params("interactiveSpring(dampingFraction: 0.5)") == SpringParameters(response: 0.15, dampingFraction: 0.5))
        #expect(try Animation.parse("interactiveSpring(dampingFraction: 0.5)").source == "interactiveSpring(response: 0.15, dampingFraction: 0.5)"
            || Animation.parse("interactiveSpring(dampingFraction: 0.5)").source == "interactiveSpring(dampingFraction: 0.5)")
        #expect(try params("interpolatingSpring") == SpringParameters(duration: 0.5, bounce: 0))
        let d = try params("default")
        #expect(d == SpringParameters(response: 0.55, dampingFraction: 1))
        #expect(abs(d.dampingRatio - 1) < 1e-12)
        #expect(abs(d.stiffness - 130.507) < 0.001)
        #expect(abs(d.damping - 22.848) < 0.001)
        // Smooth is critically damped, snappy and bouncy underdamped.
        #expect(try SpringCurve(params("smooth")).regime == .critical, "bounce 0 is exactly critical, whatever the rounding")
        #expect(try SpringCurve(params("bouncy")).regime == .underdamped)
    }
}
