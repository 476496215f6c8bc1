import Foundation
import SourceScan
import Testing
import Validation

/// `// herocat:disable:next RULE`, `// herocat:disable RULE` (and `disable:this`, `enable`).
@Suite struct SuppressionTests {
    /// Two transitions in one file, each with a missing animation on its `if` line.
    static func twoUnanimatedMorphs(first: String = "", second: String = "", top: String = "") -> String {
        """
        import SwiftUI
        \(top)
        struct First: View {
            @Namespace private var ns
            @State private var isOpen = false
            var body: some View {
                ZStack {
                    \(first)
                    if isOpen {
                        Image("a").matchedGeometryEffect(id: "photo", in: ns)
                    } else {
                        Image("b").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
            }
            func open() { isOpen = true }
        }

        struct Second: View {
            @Namespace private var ns
            @State private var isOpen = false
            var body: some View {
                ZStack {
                    \(second)
                    if isOpen {
                        Image("a").matchedGeometryEffect(id: "photo", in: ns)
                    } else {
                        Image("b").matchedGeometryEffect(id: "photo", in: ns)
                    }
                }
            }
            func open() { isOpen = true }
        }
        """
    }

    @Test func withoutCommentsBothAreFound() {
        let result = scan(Self.twoUnanimatedMorphs())
        #expect(result.findings("missing_animation").count == 2)
        #expect(result.suppressed.isEmpty)
    }

    @Test func disableNextSuppressesOnlyTheNextLine() throws {
        let result = scan(Self.twoUnanimatedMorphs(first: "// herocat:disable:next missing_animation -- the parent animates it"))
        #expect(result.findings("missing_animation").count == 1)
        #expect(result.findings("missing_animation").first?.transition.hasSuffix("Second/ns") == true)
        let suppressed = try #require(result.suppressed.first)
        #expect(suppressed.rule == "missing_animation")
        #expect(suppressed.transition.hasSuffix("First/ns"))
        let report = try #require(result.reports.first { $0.transition.hasSuffix("First/ns") })
        #expect(report.suppressions.first?.reason == "the parent animates it")
        #expect(report.suppressionReason(for: suppressed) == "the parent animates it")
    }

    @Test func disableNextDoesNotReachFurther() {
        // The comment sits two lines above the `if`: the line right after it has no finding.
        let result = scan(Self.twoUnanimatedMorphs(first: "// herocat:disable:next missing_animation\n"))
        #expect(result.findings("missing_animation").count == 2)
        #expect(result.suppressed.isEmpty)
    }

    @Test func disableNextOnlyThatRule() {
        let result = scan(Self.twoUnanimatedMorphs(first: "// herocat:disable:next unstable_id"))
        #expect(result.findings("missing_animation").count == 2)
    }

    @Test func disableCoversTheRestOfTheFile() {
        let result = scan(Self.twoUnanimatedMorphs(top: "// herocat:disable missing_animation"))
        #expect(result.findings("missing_animation").isEmpty)
        #expect(result.suppressed.filter { $0.rule == "missing_animation" }.count == 2)
    }

    @Test func disableStartsWhereItIsWritten() {
        let result = scan(Self.twoUnanimatedMorphs(second: "// herocat:disable missing_animation"))
        #expect(result.findings("missing_animation").count == 1)
        #expect(result.suppressed.count == 1)
    }

    @Test func enableEndsADisable() {
        let source = Self.twoUnanimatedMorphs(top: "// herocat:disable missing_animation")
            .replacingOccurrences(of: "struct Second: View {", with: "// herocat:enable missing_animation\nstruct Second: View {")
        let result = scan(source)
        #expect(result.findings("missing_animation").count == 1)
        #expect(result.findings("missing_animation").first?.transition.hasSuffix("Second/ns") == true)
    }

    @Test func disableThisSuppressesItsOwnLine() throws {
        var source = Self.twoUnanimatedMorphs()
        let range = try #require(source.range(of: "ZStack {\n            \n            if isOpen {"))
        source.replaceSubrange(range, with: "ZStack {\n            \n            if isOpen { // herocat:disable:this missing_animation")
        let result = scan(source)
        #expect(result.findings("missing_animation").count == 1)
    }

    @Test func severalRulesInOneComment() {
        let result = scan(Self.twoUnanimatedMorphs(top: "// herocat:disable unstable_id, missing_animation"))
        #expect(result.findings("missing_animation").isEmpty)
    }

    @Test func unknownRuleInACommentIsReported() throws {
        let result = scan(Self.twoUnanimatedMorphs(top: "// herocat:disable missing_animaton"))
        let finding = try #require(result.findings("unknown_rule").first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("missing_animaton"))
        #expect(finding.message.contains("did you mean missing_animation?"))
        #expect(finding.line == 2)
        #expect(result.findings("missing_animation").count == 2)
    }

    /// SARIF carries suppressed findings with the comment's reason as justification.
    @Test func sarifListsSuppressedFindingsWithTheirReason() throws {
        let result = scan(Self.twoUnanimatedMorphs(first: "// herocat:disable:next missing_animation -- animated by the caller"))
        let sarif = FindingReporter.sarif.render(result.reports, ScanResult.rules)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.count == 1)
        let entry = (suppressed.first?["suppressions"] as? [[String: Any]])?.first
        #expect(entry?["justification"] as? String == "animated by the caller")
        #expect(entry?["kind"] as? String == "inSource")
    }
}
