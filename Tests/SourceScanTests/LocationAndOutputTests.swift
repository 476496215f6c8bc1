import Foundation
import SourceScan
import Testing
import Validation

/// Findings point at the offending call, and come out through validate's reporters.
@Suite struct LocationAndOutputTests {
    @Test func navigationPushPointsAtTheDestinationsMatchedGeometryEffect() throws {
        let url = Repo.fixture("004-incorrect-navigation-push.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = try #require(position(of: "matchedGeometryEffect", inLineContaining: "isSource: false", of: text))
        let finding = try #require(SourceScanner().scan(paths: [url.path]).findings("navigation_push").first)
        #expect(finding.file == url.path)
        #expect(finding.line == expected.line)
        #expect(finding.column == expected.column)
        #expect(finding.element == "photo.id")
    }

    @Test func singleContainerPointsAtTheStacksCall() throws {
        let url = Repo.fixture("000-incorrect-single-container-id.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let finding = try #require(SourceScanner().scan(paths: [url.path]).findings("single_container_match").first)
        let expected = try #require(position(of: "matchedGeometryEffect", inLineContaining: ".matchedGeometryEffect(id: recipe.id", of: text))
        #expect((finding.line, finding.column) == (expected.line, expected.column))
    }

    @Test func slideSwapPointsAtTheTransition() throws {
        let url = Repo.fixture("002-incorrect-abrupt-swap.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let expected = try #require(position(of: "transition", inLineContaining: ".transition(.move", of: text))
        let finding = try #require(SourceScanner().scan(paths: [url.path]).findings("no_shared_identity").first)
        #expect((finding.line, finding.column) == (expected.line, expected.column))
    }

    /// At the change that cuts, where the withAnimation belongs.
    @Test func missingAnimationPointsAtTheChange() throws {
        let source = SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle, animation: "")
        let expected = try #require(position(of: "isExpanded.toggle()", inLineContaining: ".onTapGesture", of: source))
        let finding = try #require(scan(source).findings("missing_animation").first)
        #expect((finding.line, finding.column) == (expected.line, expected.column))
        #expect(finding.message.contains("isExpanded"))
    }

    /// At the font the morph brings: the one in the state it opens (here `isExpanded`).
    @Test func fontFindingPointsAtTheOpenedStatesFont() throws {
        let source = SwiftExample.morph(
            expanded: "            Text(\"Song\").font(.title.bold()).matchedGeometryEffect(id: \"title\", in: ns)",
            collapsed: "            Text(\"Song\")\n                .font(.headline)\n                .matchedGeometryEffect(id: \"title\", in: ns)"
        )
        let expected = try #require(position(of: "font", inLineContaining: ".font(.title.bold())", of: source))
        let finding = try #require(scan(source).findings("font_not_interpolated").first)
        #expect((finding.line, finding.column) == (expected.line, expected.column))
        #expect(finding.severity == .info)
    }

    /// Columns count UTF-8 bytes, as compilers do, past non-ASCII text on the line.
    @Test func columnsCountUTF8Bytes() throws {
        let source = SwiftExample.morph(
            expanded: "            Text(\"Café ☕️\").font(.title).matchedGeometryEffect(id: \"title\", in: ns)",
            collapsed: "            Text(\"Café ☕️\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)"
        )
        let expected = try #require(position(of: "font", inLineContaining: ".font(.title)", of: source))
        let finding = try #require(scan(source).findings("font_not_interpolated").first)
        #expect((finding.line, finding.column) == (expected.line, expected.column))
    }

    @Test func jsonOutputParsesAndCarriesTheLocation() throws {
        let result = SourceScanner().scan(paths: [Repo.fixtures.path])
        let json = FindingReporter.json.render(result.reports, ScanResult.rules)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(array.count == result.findings.count)
        #expect(!array.isEmpty)
        for object in array {
            #expect(object["file"] is String)
            #expect(object["line"] is Int)
            #expect(object["column"] is Int)
            for key in ["rule", "severity", "transition", "message", "hint", "reference"] {
                #expect(object[key] is String, "missing \(key)")
            }
        }
        let push = try #require(array.first { $0["rule"] as? String == "navigation_push" })
        #expect((push["file"] as? String)?.hasSuffix("004-incorrect-navigation-push.swift") == true)
        #expect(push["element"] as? String == "photo.id")
    }

    @Test func textOutputIsCompilerStyle() throws {
        let url = Repo.fixture("004-incorrect-navigation-push.swift")
        let result = SourceScanner().scan(paths: [url.path])
        let finding = try #require(result.findings.first)
        let text = FindingReporter.text.render(result.reports, ScanResult.rules)
        #expect(text.contains("\(url.path):\(finding.line!):\(finding.column!): error: "))
        #expect(text.contains("[navigation_push]"))
        #expect(text.hasSuffix("(0 suppressed)\n"))
    }

    @Test func sarifIndexesSourceOnlyRules() throws {
        let result = scan(SwiftExample.morph(
            expanded: SwiftExample.artworkAndTitle + "\n            Text(\"Badge\").matchedGeometryEffect(id: \"badge\", in: ns)",
            collapsed: SwiftExample.artworkAndTitle
        ))
        let sarif = FindingReporter.sarif.render(result.reports, ScanResult.rules)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        let unmatched = try #require(results.first { $0["ruleId"] as? String == "unmatched_element" })
        let index = try #require(unmatched["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "unmatched_element")
        let region = ((unmatched["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] is Int)
        #expect(region?["startColumn"] is Int)
    }

    @Test func githubOutputAnnotatesTheFile() {
        let url = Repo.fixture("000-incorrect-single-container-id.swift")
        let result = SourceScanner().scan(paths: [url.path])
        let output = FindingReporter.github.render(result.reports, ScanResult.rules)
        #expect(output.contains("::warning file="))
        #expect(output.contains(",line="))
        #expect(output.contains("title=herocat single_container_match"))
    }

    /// The same input always gives the same reports, in the same order.
    @Test func outputIsDeterministic() {
        let first = FindingReporter.json.render(SourceScanner().scan(paths: [Repo.fixtures.path]).reports, ScanResult.rules)
        let second = FindingReporter.json.render(SourceScanner().scan(paths: [Repo.fixtures.path]).reports, ScanResult.rules)
        #expect(first == second)
    }
}
