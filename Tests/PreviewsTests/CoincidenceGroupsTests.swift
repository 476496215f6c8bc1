import Testing
@testable import Previews

/// The plot's stroke widths count, for each curve, the later curves that coincide with
/// it; `CoincidenceGroups` counts them without comparing every pair, and must agree with
/// the pairwise definition on curves that coincide exactly, nearly, barely not, or hold
/// non-finite values.
@Suite("Coincidence groups against their pairwise definition")
struct CoincidenceGroupsTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func pairwise(_ curves: [[Double]], _ index: Int) -> Int {
        curves[(index + 1)...].filter { other in
            other.count == curves[index].count && zip(other, curves[index]).allSatisfy { abs($0 - $1) < 1e-6 }
        }.count
    }

    static func randomCurves(seed: UInt64) -> [[Double]] {
        var random = Generator(state: seed)
        let bases = (0..<4).map { _ in (0..<Int.random(in: 3...4, using: &random)).map { _ in Double.random(in: -0.2...1.2, using: &random) } }
        return (0..<60).map { _ in
            var curve = bases.randomElement(using: &random)!
            let position = Int.random(in: 0..<curve.count, using: &random)
            curve[position] += [0, 0, 0, 4e-7, -9e-7, 2e-6, -1.1e-6, 0.3, .nan, .infinity].randomElement(using: &random)!
            return curve
        }
    }

    @Test("Same counts as the pairwise definition, capped or not", arguments: 0..<100)
    func sameAsPairwise(seed: UInt64) {
        let curves = Self.randomCurves(seed: seed)
        let groups = CoincidenceGroups(curves)
        for index in curves.indices {
            let expected = Self.pairwise(curves, index)
            #expect(groups.laterCoinciding(with: index, upTo: 1_000) == expected)
            #expect(groups.laterCoinciding(with: index, upTo: 4) == min(expected, 4))
        }
    }
}
