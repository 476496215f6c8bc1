import Exporters
import Foundation
import SourceScan
import SpecModel
import Testing
import Validation

/// SwiftUI examples of hero transitions under `Fixtures/`, numbered by the rule source
/// they illustrate (`RuleDescription.sources`): every "incorrect" example trips its rule,
/// every "correct" one (and 002's "exceptional" one) trips no warning and no error.
@Suite struct SeedFixtureTests {
    /// Incorrect example → the rule its note describes.
    static let incorrect: [(file: String, rule: String)] = [
        ("000-incorrect-single-container-id.swift", "single_container_match"),
        ("001-incorrect-slide-transition.swift", "no_shared_identity"),
        ("002-incorrect-abrupt-swap.swift", "no_shared_identity"),
        ("004-incorrect-navigation-push.swift", "navigation_push"),
    ]

    static let correct: [String] = [
        "000-correct-multiple-ids.swift",
        "001-correct-matched-mini-player.swift",
        "002-correct-matched-now-playing.swift",
        "002-correct-exceptional-choreographed-morph.swift",
        "004-correct-in-place-and-zoom.swift",
    ]

    @Test func everyFixtureIsInATable() {
        let listed = Set(Self.incorrect.map(\.file) + Self.correct)
        #expect(Set(Repo.fixtureNames) == listed)
        #expect(Repo.fixtureNames.count == 9)
    }

    @Test(arguments: incorrect)
    func incorrectExampleTriggersItsRule(file: String, rule: String) {
        let result = SourceScanner().scan(paths: [Repo.fixture(file).path])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.ruleIDs.contains(rule), "expected \(rule) in:\n\(result.listing)")
        let finding = result.findings(rule).first
        #expect(finding?.file == Repo.fixture(file).path)
        #expect(finding?.line != nil && finding?.column != nil)
    }

    /// Warnings a "correct" example still earns under another rule, as `rule@line`: the
    /// 001 mini player shows its secondary text and side buttons only when expanded,
    /// beside the matched views, with no fade (undelayed_fade asks them to fade in after
    /// the morph). Every other correct example earns none.
    static let warningsFromOtherNotes: [String: [String]] = [
        "001-correct-matched-mini-player.swift": ["undelayed_fade@26", "undelayed_fade@32", "undelayed_fade@41"],
    ]

    @Test(arguments: correct)
    func correctExampleHasNoWarningOrError(file: String) {
        let result = SourceScanner().scan(paths: [Repo.fixture(file).path])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(!result.transitions.isEmpty, "no transition found in \(file)")
        let got = result.warningsOrErrors.map { "\($0.rule)@\($0.line ?? 0)" }
        #expect(got == Self.warningsFromOtherNotes[file] ?? [], "\(file):\n\(result.listing)")
    }

    /// The whole folder at once: cross-file resolution must not mix the examples up
    /// (several define types of the same name).
    @Test func theFolderScansAsTheFilesDo() {
        let result = SourceScanner().scan(paths: [Repo.fixtures.path])
        #expect(result.problems.isEmpty)
        #expect(result.filesScanned == 9)
        for (file, rule) in Self.incorrect {
            #expect(result.findings.contains { $0.rule == rule && $0.file?.hasSuffix(file) == true }, "\(file) lost \(rule)")
        }
        for file in Self.correct {
            let bad = result.warningsOrErrors.filter { $0.file?.hasSuffix(file) == true }.map { "\($0.rule)@\($0.line ?? 0)" }
            #expect(bad == Self.warningsFromOtherNotes[file] ?? [], "\(file): \(bad)")
        }
    }

    /// The examples' key shapes are reconstructed, not only judged.
    @Test func reconstructsTheCorrectMiniPlayer() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("001-correct-matched-mini-player.swift").path])
        let transition = try #require(result.transitions.first)
        #expect(transition.name == "001-correct-matched-mini-player.swift:MiniPlayerView/playerNamespace")
        #expect(transition.namespace == "playerNamespace")
        #expect(transition.stateVariables == ["isExpanded"])
        #expect(transition.animation == "smooth(duration: 0.4)")
        #expect(transition.states.map(\.ids) == [["artwork", "title", "playPause"], ["artwork", "title", "playPause"]])
        let title = try #require(transition.views.first { $0.id == "title" })
        #expect(title.view == "Text")
        #expect(title.font == ".title2.bold()")
        #expect(title.branch == ["if isExpanded"])
        #expect(transition.views.last?.branch == ["else of if isExpanded"])
    }

    /// Note 002's exceptional example hands the namespace to two child views.
    @Test func followsTheNamespaceIntoChildViews() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("002-correct-exceptional-choreographed-morph.swift").path])
        let transition = try #require(result.transitions.first { $0.typeName == "NowPlayingView" })
        #expect(Set(transition.views.map(\.id)) == ["artwork", "title", "action"])
        #expect(transition.states.count == 2)
        #expect(transition.animation == "spring(duration: 0.5, bounce: 0.2)")
    }

    /// Note 004's grid: the in-place overlay is switched by one state in two conditionals.
    @Test func readsTheInPlaceGridOverlay() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("004-correct-in-place-and-zoom.swift").path])
        let overlay = try #require(result.transitions.first { $0.typeName == "PhotoGalleryView" })
        #expect(overlay.stateVariables == ["expandedPhoto"])
        #expect(overlay.views.allSatisfy { $0.id == "photo.id" })
        #expect(overlay.views.first?.inForEach == true)
        #expect(overlay.views.first?.container == "LazyVGrid")
        let zoom = try #require(result.transitions.first { $0.typeName == "PhotoGalleryNavigationView" })
        #expect(zoom.views.map(\.call) == [.matchedTransitionSource, .navigationTransition])
        #expect(zoom.views.last?.inNavigationDestination == true)
    }
}

/// The Swift that `herocat export --format swift` writes scans clean.
@Suite struct ExportedSwiftTests {
    @Test(arguments: Repo.correctSeedNames)
    func exportOfACorrectSeedHasNoWarningOrError(seed: String) throws {
        let swift = try Exporter.swift.export(try Repo.seed(seed), ExportOptions())
        let result = scan(swift, file: "\(seed).swift")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(!result.transitions.isEmpty)
        #expect(result.warningsOrErrors.isEmpty, "\(seed):\n\(result.listing)")
    }

    @Test(arguments: Repo.correctSeedNames)
    func goldenFileOfACorrectSeedHasNoWarningOrError(seed: String) {
        let file = Repo.golden.appendingPathComponent("\(seed).swift")
        let result = SourceScanner().scan(paths: [file.path])
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.warningsOrErrors.isEmpty, "\(seed):\n\(result.listing)")
    }

    @Test func correctSeedsAreTheOnesNotTaggedAntiPattern() {
        #expect(Repo.correctSeedNames.count == Repo.seedNames.count - 3)
        #expect(!Repo.correctSeedNames.contains("photos.push-across-navigation"))
    }

    /// The navigation-push anti-pattern exports the correct alternative (a zoom
    /// transition), which has no error.
    @Test func navigationPushExportHasNoError() throws {
        let swift = try Exporter.swift.export(try Repo.seed("photos.push-across-navigation"), ExportOptions())
        let result = scan(swift, file: "photos.push-across-navigation.swift")
        #expect(result.problems.isEmpty)
        #expect(!result.findings.contains { $0.severity == .error }, "\(result.listing)")
        let zoom = try #require(result.transitions.first)
        #expect(zoom.views.map(\.call) == [.matchedTransitionSource, .navigationTransition])
    }

    /// The slide-in anti-pattern's export is flagged by the rule its spec trips.
    @Test func slideInExportTripsTheSpecRule() throws {
        let spec = try Repo.seed("music.slide-in-player")
        let specRuleIDs = Validator().validate(spec).findings.map(\.rule)
        let result = scan(try Exporter.swift.export(spec, ExportOptions()), file: "slide.swift")
        #expect(specRuleIDs.contains("no_shared_identity"))
        #expect(result.ruleIDs.contains("no_shared_identity"), "\(result.listing)")
    }
}
