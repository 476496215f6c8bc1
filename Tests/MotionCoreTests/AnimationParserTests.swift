import Testing
@testable import MotionCore

@Suite("Animation parser")
struct AnimationParserTests {
    static let validForms: [(String, Animation)] = [
        ("linear", Animation(base: .bezier(.linear(duration: nil)))),
        ("linear(duration: 0.2)", Animation(base: .bezier(.linear(duration: 0.2)))),
        ("easeIn", Animation(base: .bezier(.easeIn(duration: nil)))),
        ("easeOut(duration: 1)", Animation(base: .bezier(.easeOut(duration: 1)))),
        ("easeInOut", Animation(base: .bezier(.easeInOut(duration: nil)))),
        ("easeInOut(duration: 0.3)", Animation(base: .bezier(.easeInOut(duration: 0.3)))),
        ("timingCurve(0.2, 0, 0, 1)", Animation(base: .bezier(.custom(c0x: 0.2, c0y: 0, c1x: 0, c1y: 1, duration: nil)))),
        ("timingCurve(0.5, -0.5, 0.5, 1.5, duration: 0.8)",
         Animation(base: .bezier(.custom(c0x: 0.5, c0y: -0.5, c1x: 0.5, c1y: 1.5, duration: 0.8)))),
        ("spring", Animation(base: .spring(.spring(duration: nil, bounce: nil, blendDuration: nil)))),
        ("spring()", Animation(base: .spring(.spring(duration: nil, bounce: nil, blendDuration: nil)))),
        ("spring(duration: 0.5, bounce: 0.2)", Animation(base: .spring(.spring(duration: 0.5, bounce: 0.2, blendDuration: nil)))),
        ("spring(bounce: -0.5)", Animation(base: .spring(.spring(duration: nil, bounce: -0.5, blendDuration: nil)))),
        ("spring(duration: 0.4, bounce: 0, blendDuration: 0.1)",
         Animation(base: .spring(.spring(duration: 0.4, bounce: 0, blendDuration: 0.1)))),
        ("spring(response: 0.3, dampingFraction: 0.7)",
         Animation(base: .spring(.springResponse(response: 0.3, dampingFraction: 0.7, blendDuration: nil)))),
        ("spring(dampingFraction: 0.5, blendDuration: 0.2)",
         Animation(base: .spring(.springResponse(response: nil, dampingFraction: 0.5, blendDuration: 0.2)))),
        ("interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 3)",
         Animation(base: .spring(.interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 3)))),
        ("interpolatingSpring(stiffness: 170, damping: 15)",
         Animation(base: .spring(.interpolatingSpring(mass: nil, stiffness: 170, damping: 15, initialVelocity: nil)))),
        ("interpolatingSpring", Animation(base: .spring(.interpolatingSpringDuration(duration: nil, bounce: nil, initialVelocity: nil)))),
        ("interpolatingSpring(duration: 0.6, bounce: 0.1, initialVelocity: -2)",
         Animation(base: .spring(.interpolatingSpringDuration(duration: 0.6, bounce: 0.1, initialVelocity: -2)))),
        ("interactiveSpring", Animation(base: .spring(.interactiveSpringDuration(duration: nil, extraBounce: nil, blendDuration: nil)))),
        ("interactiveSpring()", Animation(base: .spring(.interactiveSpringDuration(duration: nil, extraBounce: nil, blendDuration: nil)))),
        ("interactiveSpring(blendDuration: 0.3)", Animation(base: .spring(.interactiveSpringDuration(duration: nil, extraBounce: nil, blendDuration: 0.3)))),
        ("interactiveSpring(duration: 0.2, extraBounce: 0.1)", Animation(base: .spring(.interactiveSpringDuration(duration: 0.2, extraBounce: 0.1, blendDuration: nil)))),
        ("interactiveSpring(dampingFraction: 0.7)", Animation(base: .spring(.interactiveSpring(response: nil, dampingFraction: 0.7, blendDuration: nil)))),
        ("interactiveSpring(response: 0.2, dampingFraction: 0.8)",
         Animation(base: .spring(.interactiveSpring(response: 0.2, dampingFraction: 0.8, blendDuration: nil)))),
        ("smooth", .smooth),
        ("snappy(duration: 0.4, extraBounce: 0.1)", Animation(base: .spring(.preset(.snappy, duration: 0.4, extraBounce: 0.1)))),
        ("bouncy(extraBounce: -0.2)", Animation(base: .spring(.preset(.bouncy, duration: nil, extraBounce: -0.2)))),
        ("smooth(duration: 1)", Animation(base: .spring(.preset(.smooth, duration: 1, extraBounce: nil)))),
        ("default", .default),
        ("easeInOut(duration: 0.3).delay(0.1)", Animation(base: .bezier(.easeInOut(duration: 0.3)), modifiers: [.delay(0.1)])),
        ("smooth.speed(2).delay(0.25)", Animation(base: .spring(.preset(.smooth, duration: nil, extraBounce: nil)),
                                                  modifiers: [.speed(2), .delay(0.25)])),
    ]

    @Test("every documented form parses to the expected value", arguments: 0..<validForms.count)
    func parsesForm(_ index: Int) throws {
        let (text, expected) = Self.validForms[index]
        #expect(try Animation.parse(text) == expected)
        #expect(try Animation.parse("." + text) == expected, "leading dot is optional")
        #expect(try Animation.parse(Animation.parse(text).source) == expected, "round trip")
    }

    @Test("canonical source keeps the written form")
    func canonicalSource() throws {
        let cases: [(String, String)] = [
            ("  .spring( duration:0.50 ,bounce : 0.20 )  ", "spring(duration: 0.5, bounce: 0.2)"),
            (".smooth", "smooth"),
            ("smooth()", "smooth"),
            ("spring()", "spring"),
            ("Animation.easeIn(duration: 1.0)", "easeIn(duration: 1)"),
            ("snappy(duration: 0.4, extraBounce: 0.1)", "snappy(duration: 0.4, extraBounce: 0.1)"),
            ("spring(response: 0.3, dampingFraction: 0.7)", "spring(response: 0.3, dampingFraction: 0.7)"),
            ("easeInOut(duration: 0.3).delay(0.1)", "easeInOut(duration: 0.3).delay(0.1)"),
            ("easeInOut(duration: 3e-1) .delay( 1e-5 ) .speed(2.0)", "easeInOut(duration: 0.3).delay(0.00001).speed(2)"),
            ("timingCurve(0.25, 0.1, 0.25, 1.0, duration: 0.4,)", "timingCurve(0.25, 0.1, 0.25, 1, duration: 0.4)"),
            ("interpolatingSpring(stiffness: 300, damping: 20)", "interpolatingSpring(stiffness: 300, damping: 20)"),
            ("linear(duration: 100000000000000000000)", "linear(duration: 100000000000000000000)"),
            ("spring(bounce: -0.0)", "spring(bounce: 0)"),
            ("default.delay(0)", "default.delay(0)"),
        ]
        for (text, source) in cases {
            #expect(try Animation.parse(text).source == source, "\(text)")
        }
    }

    @Test("numbers print in shortest round-trip form without exponents")
    func numbers() {
        #expect(formatNumber(0.5) == "0.5")
        #expect(formatNumber(1) == "1")
        #expect(formatNumber(-2) == "-2")
        #expect(formatNumber(0.1 + 0.2) == "0.30000000000000004")
        #expect(formatNumber(0.00001) == "0.00001")
        #expect(formatNumber(-0.000123) == "-0.000123")
        #expect(formatNumber(1e16) == "10000000000000000")
        #expect(formatNumber(1.5e17) == "150000000000000000")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(1e-12) == "1e-12")
        for value in [0.1, 1e-5, 3.14159e-7, 12345.678, 1.5e17, 2.5e-9] {
            #expect(Double(formatNumber(value)) == value)
        }
    }

    /// (input, column, message fragment)
    static let malformed: [(String, Int, String)] = [
        ("", 1, "expected an animation expression"),
        ("sprung", 1, "unknown animation 'sprung'"),
        ("easeinout", 1, "did you mean 'easeInOut'"),
        ("spring(duration: 0.5", 21, "expected ')' after argument list"),
        ("spring(duration: 0.5 bounce: 0.2)", 22, "expected ',' or ')'"),
        ("spring(duration: 0.5, bounce: 0.2) x", 36, "unexpected 'x'"),
        ("spring(duration: 0.5))", 22, "unexpected ')'"),
        ("spring(durations: 0.5)", 8, "unknown argument 'durations:'"),
        ("spring(duration: 0.5, duration: 0.4)", 23, "duplicate argument 'duration:'"),
        ("spring(bounce: 0.2, duration: 0.5)", 21, "must come before 'bounce:'"),
        ("spring(duration: 0.5, dampingFraction: 0.5)", 23, "cannot be combined with 'duration:'"),
        ("spring(duration: 0.5, bounce: 1.5)", 31, "bounce must be in -1...1 (exclusive of -1), got 1.5"),
        ("spring(bounce: -1)", 16, "bounce must be in -1...1"),
        ("spring(duration: 0)", 18, "duration must be > 0, got 0"),
        ("spring(duration: -0.5)", 18, "duration must be > 0, got -0.5"),
        ("spring(duration: 1e999)", 18, "not a finite number"),
        ("spring(duration: .5)", 18, "write '0.5'"),
        ("spring(duration: 0.5s)", 18, "'0.5s' is not a valid number"),
        ("spring(duration: nan)", 18, "expected a number, found 'nan'"),
        ("spring(duration 0.5)", 17, "expected ':' after argument label 'duration'"),
        ("spring(0.5)", 8, "missing argument label 'duration:'"),
        ("spring(response: 0.5, dampingFraction: -0.1)", 40, "dampingFraction must be >= 0"),
        ("timingCurve", 12, "expected '(' after 'timingCurve'"),
        ("timingCurve(1.2, 0, 0.5, 1)", 13, "must be in 0...1, got 1.2"),
        ("timingCurve(0.2, 0, -0.1, 1)", 21, "(c1x) must be in 0...1"),
        ("timingCurve(0.2, 0, 0.5)", 24, "missing argument 'c1y'"),
        ("timingCurve(0.2, 0, 0.5, 1, 2)", 29, "missing argument label 'duration:'"),
        ("linear()", 8, "missing argument 'duration:'"),
        ("easeIn(0.3)", 8, "missing argument label 'duration:'"),
        ("interpolatingSpring(mass: 1, damping: 10)", 30, "missing argument 'stiffness' before 'damping:'"),
        ("interpolatingSpring(stiffness: 0, damping: 10)", 32, "stiffness must be > 0"),
        ("interpolatingSpring(stiffness: 100, damping: -1)", 46, "damping must be >= 0"),
        ("interpolatingSpring(mass: 0, stiffness: 100, damping: 1)", 27, "mass must be > 0"),
        ("bouncy(extraBounce: 0.8)", 21, "must be in -1...1 (exclusive of -1), got 1.1"),
        ("default(duration: 1)", 8, "'default' takes no arguments"),
        ("easeIn.delay(-0.1)", 14, "delay must be >= 0"),
        ("easeIn.speed(0)", 14, "speed must be > 0"),
        ("easeIn.delay", 13, "expected '(' after 'delay'"),
        ("easeIn.delay(by: 0.1)", 14, "unexpected argument label 'by:'"),
        ("easeIn.delay(0.1, 0.2)", 19, "extra argument"),
        ("easeIn.delay()", 14, "missing argument 'delay'"),
        ("easeIn.repeatForever()", 8, "unknown modifier 'repeatForever'"),
        ("easeIn.spring", 8, "is an animation, not a modifier"),
        ("easeIn..delay(0.1)", 8, "expected a modifier name after '.'"),
        ("delay(0.1)", 1, "is a modifier"),
        ("spring(duration: 0.5,", 22, "expected an argument or ')'"),
        ("spring(duration:)", 17, "expected a number, found ')'"),
        ("spring(duration: - 0.5)", 18, "expected a number, found '-'"),
        ("spring(duration: 0.5) ; rm -rf", 23, "unexpected ';'"),
        ("spring(duration: 0.5)\u{00A0}", 22, "unexpected"),
        ("(spring)", 1, "expected an animation name"),
    ]

    @Test("malformed expressions report the offending column", arguments: 0..<malformed.count)
    func malformedInput(_ index: Int) {
        let (text, column, fragment) = Self.malformed[index]
        do {
            let value = try Animation.parse(text)
            Issue.record("\(text) parsed as \(value.source)")
        } catch {
            #expect(error.column == column, "\(text): \(error)")
            #expect(error.message.contains(fragment), "\(text): \(error)")
        }
    }

    @Test("out-of-range values are rejected, never clamped")
    func rangesRejected() {
        let invalid = [
            "spring(bounce: 1.0001)", "spring(bounce: -1)", "spring(response: 0)", "interactiveSpring(response: -1)",
            "interactiveSpring(dampingFraction: -1)", "interactiveSpring(extraBounce: 0.86)", "interpolatingSpring(duration: 0)", "interpolatingSpring(bounce: 2)",
            "smooth(duration: 0)", "snappy(extraBounce: 0.86)", "smooth(extraBounce: -1)", "easeOut(duration: 0)",
            "timingCurve(-0.01, 0, 1, 1)", "timingCurve(0, 0, 1.01, 1)", "timingCurve(0, 0, 1, 1, duration: 0)",
            "spring(blendDuration: -1)", "linear.speed(-1)", "linear.delay(-0.001)",
        ]
        for text in invalid {
            #expect(throws: AnimationSyntaxError.self, "\(text)") { try Animation.parse(text) }
        }
        // The edges of the ranges are valid.
        for text in ["spring(bounce: 1)", "spring(bounce: -0.999)", "spring(response: 0.1, dampingFraction: 0)",
                     "interpolatingSpring(stiffness: 1, damping: 0)", "bouncy(extraBounce: 0.7)",
                     "timingCurve(0, -3, 1, 4)", "linear.delay(0)"] {
            #expect(throws: Never.self, "\(text)") { try Animation.parse(text) }
        }
    }

    @Test("error description names the column")
    func errorDescription() {
        let error = AnimationSyntaxError(column: 7, message: "expected ')' after argument list")
        #expect(error.description == "column 7: expected ')' after argument list")
        #expect(Animation(parsing: "spring(") == nil)
        #expect(Animation(parsing: "spring") == .spring)
    }

    @Test("kind and spring parameters of parsed expressions")
    func kinds() throws {
        #expect(try Animation.parse("easeIn").kind == "bezier")
        #expect(try Animation.parse("timingCurve(0, 0, 1, 1)").kind == "bezier")
        #expect(try Animation.parse("bouncy").kind == "spring")
        #expect(try Animation.parse("default.delay(1)").kind == "spring")
        #expect(try Animation.parse("easeIn").springParameters == nil)
        #expect(try Animation.parse("easeIn(duration: 2)").timingCurve?.duration == 2)
        #expect(try Animation.parse("linear").timingCurve?.duration == 0.35)
    }
}
