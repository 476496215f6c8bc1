import SourceScan
import SpecModel
import Testing
import Validation

/// One rule as a test argument, named by its identifier.
struct RuleUnderTest: Sendable, CustomTestStringConvertible {
    let rule: any Rule
    var description: RuleDescription { rule.ruleDescription }
    var testDescription: String { description.identifier }
    /// The rule checks specs (`herocat validate`).
    var checksSpecs: Bool { rule is any SpecRule }
    /// The rule checks SwiftUI source (`herocat scan`).
    var checksSource: Bool { rule is any SourceRule }

    static let all = RuleRegistry.documented.map(RuleUnderTest.init)
}

/// Every example of every rule, run the way users meet the rule (as SwiftLint's generic
/// rule test does): YAML examples through the validator, Swift examples through the scanner.
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("each rule has examples of what it inspects, and none of what it does not", arguments: RuleUnderTest.all)
    func examplesFitWhatTheRuleInspects(_ subject: RuleUnderTest) {
        let description = subject.description
        if subject.checksSpecs {
            #expect(description.triggeringExamples.count >= 2, "needs at least 2 triggering YAML examples")
            #expect(description.nonTriggeringExamples.count >= 2, "needs at least 2 non-triggering YAML examples")
        } else {
            #expect(description.triggeringExamples.isEmpty && description.nonTriggeringExamples.isEmpty, "checks no spec")
        }
        if subject.checksSource {
            #expect(!description.swiftTriggeringExamples.isEmpty, "needs a triggering Swift example")
            #expect(!description.swiftNonTriggeringExamples.isEmpty, "needs a non-triggering Swift example")
        } else {
            #expect(description.swiftTriggeringExamples.isEmpty && description.swiftNonTriggeringExamples.isEmpty, "checks no SwiftUI source")
        }
    }

    @Test("each rule triggers on its YAML triggering examples and on none of its non-triggering ones", arguments: RuleUnderTest.all)
    func specExamples(_ subject: RuleUnderTest) {
        let description = subject.description
        let identifier = description.identifier
        let validator = Validator()
        for example in description.triggeringExamples {
            let location = example.sourceLocation
            guard let spec = parsed(example, at: location) else { continue }
            let report = validator.validate(spec)
            let hits = report.findings.filter { $0.rule == identifier }
            #expect(!hits.isEmpty, "\(identifier) should trigger on:\n\(example.yaml)\nfindings: \(report.findings.map(\.rule))", sourceLocation: location)
            #expect(hits.allSatisfy { $0.severity == description.severity && $0.hint == description.hint && !$0.message.isEmpty }, sourceLocation: location)
        }
        for example in description.nonTriggeringExamples {
            let location = example.sourceLocation
            guard let spec = parsed(example, at: location) else { continue }
            let report = validator.validate(spec)
            let hits = (report.findings + report.suppressed).filter { $0.rule == identifier }
            #expect(hits.isEmpty, "\(identifier) should not trigger on:\n\(example.yaml)\nbut said: \(hits.map(\.message))", sourceLocation: location)
        }
    }

    @Test("each rule triggers on its Swift triggering examples, at their markers, and on none of its non-triggering ones", arguments: RuleUnderTest.all)
    func swiftExamples(_ subject: RuleUnderTest) {
        let description = subject.description
        let identifier = description.identifier
        for example in description.swiftTriggeringExamples {
            let location = example.sourceLocation
            let result = scan(example.source, file: "Example.swift")
            #expect(result.problems.isEmpty, "\(result.problems)", sourceLocation: location)
            let hits = result.findings(identifier)
            #expect(!hits.isEmpty, "\(identifier) should trigger on:\n\(example.source)\nfindings:\n\(result.listing)", sourceLocation: location)
            // Findings speak with the rule's voice, at a place in the file.
            for finding in hits {
                #expect(finding.severity == description.severity && finding.hint == description.hint && finding.reference == description.reference, sourceLocation: location)
                #expect(finding.file == "Example.swift" && finding.line != nil && finding.column != nil, sourceLocation: location)
            }
            if !example.markers.isEmpty {
                let found = hits.map { "\($0.line ?? 0):\($0.column ?? 0)" }
                let marked = example.markers.map { "\($0.line):\($0.column)" }
                #expect(found == marked, "\(identifier) reported at \(found), the example marks \(marked)", sourceLocation: location)
            }
        }
        for example in description.swiftNonTriggeringExamples {
            let location = example.sourceLocation
            let result = scan(example.source, file: "Example.swift")
            #expect(result.problems.isEmpty, "\(result.problems)", sourceLocation: location)
            let hits = (result.findings + result.suppressed).filter { $0.rule == identifier }
            #expect(hits.isEmpty, "\(identifier) should not trigger on:\n\(example.source)\nbut said: \(hits.map(\.message))", sourceLocation: location)
        }
    }

    /// The example's spec; a parse error fails the test at the example.
    private func parsed(_ example: Example, at location: Testing.SourceLocation) -> TransitionSpec? {
        do {
            return try TransitionSpec.parse(example.yaml, file: "example.yaml")
        } catch {
            Issue.record("the example does not parse:\n\(error)\n---\n\(example.yaml)", sourceLocation: location)
            return nil
        }
    }
}

extension Example {
    var sourceLocation: Testing.SourceLocation { Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column) }
}

extension SwiftExample {
    var sourceLocation: Testing.SourceLocation { Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column) }
}
