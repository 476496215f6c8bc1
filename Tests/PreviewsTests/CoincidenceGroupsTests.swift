import Testing
@testable import Previews

/// The plot draws curves that coincide side by side; `CoincidenceGroups` finds their
/// bundles without comparing every pair, and must agree with the pairwise definition
/// (bundles are the connected parts of "coincides") on curves that coincide exactly,
/// nearly, barely not, or hold non-finite values.
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

    /// Bundles by comparing every pair and joining the pairs that coincide.
    static func pairwiseBundles(_ curves: [[Double]]) -> [[Int]] {
        func coincide(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && a.allSatisfy(\.isFinite) && b.allSatisfy(\.isFinite) && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
        }
        var bundleOf = Array(curves.indices)
        var changed = true
        while changed {
            changed = false
            for i in curves.indices {
                for j in curves.indices where i < j && coincide(curves[i], curves[j]) && bundleOf[i] != bundleOf[j] {
                    let low = min(bundleOf[i], bundleOf[j]), high = max(bundleOf[i], bundleOf[j])
                    for k in curves.indices where bundleOf[k] == high { bundleOf[k] = low }
                    changed = true
                }
            }
        }
        var order: [Int] = []
        for b in bundleOf where !order.contains(b) { order.append(b) }
        return order.map { b in curves.indices.filter { bundleOf[$0] == b } }
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

    @Test("Same bundles as the pairwise definition", arguments: 0..<100)
    func sameAsPairwise(seed: UInt64) {
        let curves = Self.randomCurves(seed: seed)
        #expect(CoincidenceGroups(curves).bundles == Self.pairwiseBundles(curves))
    }
}
