import Foundation
import SpecModel
import Testing
import Validation

@Suite("Validator")
struct ValidatorTests {
    static let sixMatches = """
        name: music.crowded-player
        namespace: player
        from: collapsed
        to: expanded
        animation: smooth
        elements:
          - { id: artwork, from: { x: 16, y: 790, width: 44, height: 44 }, to: { x: 55, y: 140, width: 280, height: 280 } }
          - { id: title, from: { x: 72, y: 802, width: 180, height: 20 }, to: { x: 55, y: 440, width: 280, height: 28 } }
          - { id: meta, from: { x: 72, y: 822, width: 180, height: 14 }, to: { x: 55, y: 472, width: 280, height: 22 } }
          - { id: bg, from: { x: 0, y: 780, width: 390, height: 64 }, to: { x: 0, y: 0, width: 390, height: 844 } }
          - { id: play, from: { x: 330, y: 790, width: 44, height: 44 }, to: { x: 171, y: 514, width: 48, height: 48 } }
          - { id: close, from: { x: 300, y: 790, width: 20, height: 20 }, to: { x: 16, y: 60, width: 28, height: 28 } }
        """

    @Test("messages name the elements and the numbers")
    func messagesNameElementsAndNumbers() throws {
        let report = Validator().validate(try parseSpec(Self.sixMatches))
        let finding = try #require(report.findings.first { $0.rule == "too_many_matches" })
        #expect(finding.message == "6 elements are matched: artwork, title, meta, bg, play, close; match 2 to 4")
        #expect(finding.severity == .warning)
        #expect(finding.transition == "music.crowded-player")
        #expect(finding.element == nil && finding.path == "elements")
        #expect(finding.hint == TooManyMatchesRule.description.hint)
        #expect(finding.reference == "docs/rules.md#too_many_matches")
    }

    @Test("a fade's start comes from the animation: a speed-up before the delay shortens it, one after does not")
    func fadeStartUsesTheInterpolationCore() throws {
        func finding(_ animation: String, delay: Double) throws -> Finding? {
            let report = Validator().validate(try parseSpec("""
                name: example
                namespace: ns
                from: a
                to: b
                animation: smooth
                elements:
                  - { id: artwork, from: { x: 0, y: 0, width: 40, height: 40 }, to: { x: 0, y: 100, width: 200, height: 200 } }
                  - id: details
                    to: { x: 0, y: 320, width: 200, height: 80 }
                    delay: \(delay)
                    animation: "\(animation)"
                """))
            return report.findings.first { $0.rule == "undelayed_fade" }
        }
        // smooth.delay(0.15).speed(2): the delay runs at double speed, so the fade starts at 0.075 s.
        let early = try #require(try finding("smooth.delay(0.15).speed(2)", delay: 0))
        #expect(early.message == "details is only in state b and starts to fade in at 0.075 s, with the morph; start it about 0.15 s later (at least 0.1 s)")
        #expect(early.element == "details" && early.path == "elements[1]")
        #expect(try finding("smooth.speed(2).delay(0.15)", delay: 0) == nil)
        // The element's own delay wraps everything and is not sped up: 0.05 s + 0.1 s / 2.
        #expect(try finding("smooth.delay(0.1).speed(2)", delay: 0.05) == nil)
        #expect(try finding("smooth.delay(0.1).speed(2)", delay: 0.04) != nil)
    }

    /// A spec's first lines, up to its elements: states grid and detail in namespace ns.
    static let gridToDetail = """
        name: example
        namespace: ns
        from: grid
        to: detail
        animation: smooth
        elements:

        """

    @Test("two elements with one id and namespace are named with their positions")
    func multipleSourcesNamesBothElements() throws {
        let report = Validator().validate(try parseSpec(Self.gridToDetail + """
              - { id: photo, from: { x: 0, y: 0, width: 40, height: 40 }, to: { x: 0, y: 100, width: 200, height: 200 } }
              - { id: title, from: { x: 0, y: 50, width: 40, height: 20 }, to: { x: 0, y: 320, width: 200, height: 20 } }
              - { id: photo, namespace: ns, to: { x: 0, y: 400, width: 200, height: 200 }, delay: 0.15 }
            """))
        let finding = try #require(report.findings.first { $0.rule == "multiple_sources" })
        #expect(finding.message == "photo is used by two elements in namespace ns (elements[0] and elements[2]), both present in state detail: two views are the source of one id at once")
        #expect(finding.path == "elements[2]" && finding.severity == .error)
        #expect(report.worst == .error && report.failed(strict: false))
    }

    /// An id is its text, however it is quoted: `"1"`, `'1'` and `!!str 1` are one id (and
    /// an unquoted `1` is no id at all, refused by the parser), so no two elements can pass
    /// as different and then collide in an export.
    @Test("ids equal as text are one id, however written: two of them are two sources")
    func idsEqualAsTextAreOneID() throws {
        let spelled = Self.gridToDetail + """
              - { id: "1", from: { x: 0, y: 0, width: 40, height: 40 }, to: { x: 0, y: 100, width: 200, height: 200 } }
              - { id: !!str 1, from: { x: 0, y: 50, width: 40, height: 20 }, to: { x: 0, y: 320, width: 200, height: 20 } }
              - { id: 'false', from: { x: 0, y: 80, width: 40, height: 20 }, to: { x: 0, y: 360, width: 200, height: 20 } }
              - { id: "false", from: { x: 0, y: 90, width: 40, height: 20 }, to: { x: 0, y: 380, width: 200, height: 20 } }
            """
        let report = Validator().validate(try parseSpec(spelled))
        let clashes = report.findings.filter { $0.rule == "multiple_sources" }
        #expect(clashes.map(\.element) == ["1", "false"] && clashes.map(\.path) == ["elements[1]", "elements[3]"], "\(clashes)")
        let unquoted = spelled.replacingOccurrences(of: "id: 'false'", with: "id: false")
        #expect(throws: SpecError.self) { try TransitionSpec.parse(unquoted, file: "test.yaml") }
    }

    static let crowdedWithSuppression = sixMatches + """

        disable:
          - rule: too_many_matches
            reason: every control of the player morphs on purpose
        """

    @Test("a disabled rule's findings move to suppressed")
    func suppressionMovesFindings() throws {
        let report = Validator().validate(try parseSpec(Self.crowdedWithSuppression))
        #expect(!ruleIDs(report).contains("too_many_matches"))
        #expect(report.suppressed.map(\.rule) == ["too_many_matches"])
        #expect(report.findings.isEmpty && report.worst == nil)
        #expect(report.suppressionReason(for: report.suppressed[0]) == "every control of the player morphs on purpose")
        #expect(!report.failed(strict: true))
    }

    @Test("a disable without a reason still suppresses, and is itself a finding")
    func suppressionWithoutReason() throws {
        let report = Validator().validate(try parseSpec(Self.sixMatches + "\ndisable:\n  - rule: too_many_matches\n"))
        #expect(report.suppressed.map(\.rule) == ["too_many_matches"])
        #expect(ruleIDs(report) == ["suppression_without_reason"])
        let finding = report.findings[0]
        #expect(finding.message == "too_many_matches is disabled without a reason")
        #expect(finding.path == "disable[0]" && finding.severity == .warning)
        #expect(report.worst == .warning)
        #expect(!report.failed(strict: false) && report.failed(strict: true))
    }

    @Test("a disable naming no rule is an error, with a suggestion for a typo")
    func unknownRule() throws {
        let report = Validator().validate(try parseSpec(Self.sixMatches + """

            disable:
              - rule: too_many_match
                reason: typo
              - rule: separate_parents
                reason: source only
            """))
        let unknown = report.findings.filter { $0.rule == "unknown_rule" }
        #expect(unknown.map(\.path) == ["disable[0]", "disable[1]"])
        #expect(unknown.first?.message == "too_many_match is not a rule herocat checks specs with, so this entry disables nothing; did you mean too_many_matches?")
        #expect(unknown.last?.message.contains("only in SwiftUI source") == true)
        #expect(unknown.allSatisfy { $0.severity == .error })
        // The typo disables nothing: the real rule still fires.
        #expect(ruleIDs(report).contains("too_many_matches"))
        #expect(report.failed(strict: false))
    }

    @Test("validating a located spec points each finding at its line and column")
    func fileLocations() throws {
        let text = """
            name: photos.pushed
            namespace: ns
            from: grid
            to: detail
            context: navigation-push
            animation: smooth
            elements:
              - id: photo
                from: { x: 0, y: 0, width: 40, height: 40 }
                to: { x: 0, y: 100, width: 200, height: 200 }
              - id: caption
                to: { x: 0, y: 320, width: 200, height: 20 }
              - id: title
                kind: text
                from: { x: 0, y: 50, width: 40, height: 20, font: body }
                to: { x: 0, y: 320, width: 200, height: 20, font: title }
            """
        let (spec, sourceMap) = try TransitionSpec.parseLocated(text, file: "specs/pushed.yaml")
        let report = Validator().validate(spec, sourceMap: sourceMap)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of prefix: String) -> Int? { lines.firstIndex { $0.hasPrefix(prefix) }.map { $0 + 1 } }

        #expect(report.file == "specs/pushed.yaml")
        #expect(ruleIDs(report) == ["navigation_push", "undelayed_fade", "font_not_interpolated"])
        let push = report.findings[0]
        #expect(push.file == "specs/pushed.yaml" && push.line == line(of: "context:") && push.column == 1)
        let fade = report.findings[1]
        #expect(fade.element == "caption" && fade.line == line(of: "  - id: caption") && fade.column == 5)
        let font = report.findings[2]
        #expect(font.element == "title" && font.line == line(of: "  - id: title"))
    }

    @Test("findings are sorted by rule order then element order without a file, by line with one")
    func deterministicOrder() throws {
        let text = """
            name: example
            namespace: ns
            from: a
            to: b
            elements:
              - id: zeta
                to: { x: 0, y: 320, width: 200, height: 20 }
              - id: alpha
                from: { x: 0, y: 0, width: 40, height: 40 }
            host: widget
            """
        let (spec, sourceMap) = try TransitionSpec.parseLocated(text, file: "x.yaml")
        let unlocated = Validator().validate(spec)
        #expect(unlocated.findings.map { "\($0.rule) \($0.element ?? "-")" } == [
            "undelayed_fade zeta", "undelayed_fade alpha", "unsupported_host -", "no_shared_identity -", "missing_animation -",
        ])
        let located = Validator().validate(spec, sourceMap: sourceMap)
        #expect(located.findings.map { $0.line ?? 0 } == located.findings.map { $0.line ?? 0 }.sorted())
        #expect(located.findings.first?.rule == "missing_animation")  // no `animation:` key: the whole file, line 1
        #expect(located.findings.last?.rule == "unsupported_host")
        #expect(Validator().validate(spec, sourceMap: sourceMap) == located)
    }

    @Test("a validator runs only the rules it is given")
    func customRuleSet() throws {
        let spec = try parseSpec(Self.sixMatches + "\ncontext: navigation-push\n")
        let report = Validator(rules: [NavigationPushRule()]).validate(spec)
        #expect(ruleIDs(report) == ["navigation_push"])
    }

    @Test("severities are ordered info < warning < error")
    func severityOrder() {
        #expect(Severity.allCases.sorted() == [.info, .warning, .error])
        #expect(Severity.info < .warning && Severity.warning < .error)
        #expect(Severity.allCases.max() == .error)
    }
}
