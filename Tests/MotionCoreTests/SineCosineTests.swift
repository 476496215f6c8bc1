import Testing
@testable import MotionCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("sineCosine")
struct SineCosineTests {
    /// The spring's samples may not change with it: glibc's `sincos` must return what `sin`
    /// and `cos` return, to the bit.
    @Test("is sin and cos, bit for bit")
    func bitForBit() {
        var rng = SplitMix64(seed: 7)
        var arguments: [Double] = [0, -0.0, .pi, -.pi / 2, 1e-300, 1e22, -1e22, .greatestFiniteMagnitude, .infinity, .nan]
        for _ in 0..<200_000 { arguments.append(rng.double(-300, 300)) } // omega * t of the springs
        for _ in 0..<20_000 { arguments.append(Double(bitPattern: rng.next())) }
        var mismatches: [Double] = []
        for x in arguments {
            let (s, c) = sineCosine(x)
            let same = { (a: Double, b: Double) in a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) }
            if !same(s, sin(x)) || !same(c, cos(x)) { mismatches.append(x) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) arguments differ, first \(mismatches.prefix(3))")
    }
}
