import SpecModel
import Testing
@testable import Validation

/// The identity rules find clashes through per-id indexes instead of comparing every
/// pair of elements; on random specs full of repeated ids, namespaces and one-state
/// elements they must report exactly what the pairwise definition reports, in order.
@Suite("Identity rules against their pairwise definition")
struct IdentityRulesPropertyTests {
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

    static func randomSpec(seed: UInt64) -> TransitionSpec {
        var random = Generator(state: seed)
        let frame = StateFrame(x: 0, y: 0, width: 10, height: 10)
        let elements = (0..<Int.random(in: 1...40, using: &random)).map { _ in
            let presence = Int.random(in: 0...2, using: &random)
            var element = ElementSpec(id: ["a", "b", "c", "d"].randomElement(using: &random)!, from: presence == 1 ? nil : frame, to: presence == 2 ? nil : frame)
            element.namespace = [nil, "hero", "other", "third"].randomElement(using: &random)!.flatMap(SwiftIdentifier.init)
            return element
        }
        return TransitionSpec(name: CatalogName("demo.random")!, namespace: SwiftIdentifier("hero")!, fromState: SwiftIdentifier("a")!, toState: SwiftIdentifier("b")!, elements: elements)
    }

    /// MultipleSourcesRule as first written: each element against every earlier one.
    static func pairwiseMultipleSources(_ spec: TransitionSpec) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for (index, element) in spec.elements.enumerated() {
            let namespace = spec.effectiveNamespace(of: element)
            for (earlierIndex, earlier) in spec.elements[..<index].enumerated()
            where earlier.id == element.id && spec.effectiveNamespace(of: earlier) == namespace {
                guard let shared = StateSide.allCases.first(where: { element.frame(in: $0) != nil && earlier.frame(in: $0) != nil }) else { continue }
                violations.append(RuleViolation(
                    element: element.id, path: elementPath(index),
                    message: "\(element.id) is used by two elements in namespace \(namespace) (\(elementPath(earlierIndex)) and \(elementPath(index))), both present in state \(spec.stateName(shared)): two views are the source of one id at once"
                ))
                break
            }
        }
        return violations
    }

    /// NamespaceMismatchRule as first written: each entering element against every leaving one.
    static func pairwiseNamespaceMismatch(_ spec: TransitionSpec) -> [RuleViolation] {
        let leaving = spec.oneStateElements.filter { $0.element.onlyState == .from }
        return spec.oneStateElements.compactMap { index, element in
            guard element.onlyState == .to else { return nil }
            let namespace = spec.effectiveNamespace(of: element)
            guard let (otherIndex, other) = leaving.first(where: { $0.element.id == element.id && spec.effectiveNamespace(of: $0.element) != namespace })
            else { return nil }
            return RuleViolation(
                element: element.id, path: elementPath(index),
                message: "\(element.id) is in namespace \(spec.effectiveNamespace(of: other)) in state \(spec.stateName(.from)) (\(elementPath(otherIndex))) but in namespace \(namespace) in state \(spec.stateName(.to)) (\(elementPath(index))); across namespaces nothing animates"
            )
        }
    }

    @Test("Same violations as the pairwise definition", arguments: 0..<200)
    func sameAsPairwise(seed: UInt64) {
        let spec = Self.randomSpec(seed: seed)
        #expect(MultipleSourcesRule().check(spec) == Self.pairwiseMultipleSources(spec))
        #expect(NamespaceMismatchRule().check(spec) == Self.pairwiseNamespaceMismatch(spec))
    }

    @Test("The random specs do exercise both rules")
    func generatorHitsTheRules() {
        let specs = (0..<200).map { Self.randomSpec(seed: UInt64($0)) }
        #expect(specs.filter { !MultipleSourcesRule().check($0).isEmpty }.count > 50)
        #expect(specs.filter { !NamespaceMismatchRule().check($0).isEmpty }.count > 50)
    }
}
