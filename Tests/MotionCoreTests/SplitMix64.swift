/// A tiny seeded PRNG (SplitMix64) so property tests are deterministic.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in lo...hi.
    mutating func double(_ lo: Double, _ hi: Double) -> Double {
        Double.random(in: lo...hi, using: &self)
    }

    /// Uniform in lo...hi on a log scale (lo > 0).
    mutating func logUniform(_ lo: Double, _ hi: Double) -> Double {
        (Double.random(in: lo.logValue...hi.logValue, using: &self)).expValue
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func bool() -> Bool { Bool.random(using: &self) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Double {
    var logValue: Double { log(self) }
    var expValue: Double { exp(self) }
}
