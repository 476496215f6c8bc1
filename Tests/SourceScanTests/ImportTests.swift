import Exporters
import Foundation
import SourceScan
import SpecModel
import Testing
import Validation

/// `herocat scan --import`: each transition found becomes a catalog spec.
@Suite struct ImportTests {
    /// A spec printed as YAML and parsed back (what `add` would store).
    func roundTrip(_ spec: TransitionSpec) throws -> TransitionSpec {
        try TransitionSpec.parse(spec.document.yaml, file: "imported.yaml")
    }

    @Test func miniPlayerImportsAndParsesBack() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("001-correct-matched-mini-player.swift").path])
        let transition = try #require(result.transitions.first)
        let spec = try roundTrip(try transition.spec())
        #expect(spec.name.rawValue == "001-correct-matched-mini-player.miniplayerview.playernamespace")
        #expect(spec.namespace.rawValue == "playerNamespace")
        #expect(spec.elements.map(\.id) == ["artwork", "title", "playPause"])
        #expect(spec.elements.allSatisfy { $0.isMatched })
        #expect(spec.fromState.rawValue == "collapsed")
        #expect(spec.toState.rawValue == "expanded")
        #expect(spec.animation?.source == "smooth(duration: 0.4)")
        #expect(spec.tags == ["imported"])
        #expect(spec.pattern == .expand)
        // Literal sizes: the 44-point mini artwork grows to 280 points.
        let artwork = try #require(spec.elements.first)
        #expect(artwork.from?.width == 44 && artwork.from?.height == 44 && artwork.from?.cornerRadius == 6)
        #expect(artwork.to?.width == 280 && artwork.to?.height == 280 && artwork.to?.cornerRadius == 12)
        let title = try #require(spec.elements.first { $0.id == "title" })
        #expect(title.kind == .text)
        #expect(title.from?.font?.description == "subheadline.weight(.medium)")
        #expect(title.to?.font?.description == "title2.bold()")
    }

    /// An imported correct example is a spec the validator finds no error in.
    @Test(arguments: SeedFixtureTests.correct)
    func importedCorrectExamplesValidateWithoutErrors(file: String) throws {
        let result = SourceScanner().scan(paths: [Repo.fixture(file).path])
        for transition in result.transitions {
            let spec = try roundTrip(try transition.spec())
            let report = Validator().validate(spec)
            #expect(!report.findings.contains { $0.severity == .error }, "\(transition.name): \(report.findings.map(\.message))")
        }
    }

    @Test func gridToDetailImportsTheTemplateIdsAndStates() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("000-correct-multiple-ids.swift").path])
        let spec = try roundTrip(try #require(result.transitions.first).spec())
        #expect(spec.elements.map(\.id) == [#"\(recipe.id)-artwork"#, #"\(recipe.id)-title"#, #"\(recipe.id)-duration"#])
        #expect(spec.namespace.rawValue == "heroNamespace")
        #expect(spec.fromState.rawValue == "grid")
        #expect(spec.toState.rawValue == "detail")
        #expect(spec.animation?.source == "smooth(duration: 0.45)")
        #expect(spec.context == .overlay)
        #expect(spec.usage == .list)
        #expect(spec.summary?.contains("placeholders") == true)
    }

    @Test func withAnimationIsTheAnimation() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("004-correct-in-place-and-zoom.swift").path])
        let transition = try #require(result.transitions.first { $0.typeName == "PhotoGalleryView" })
        #expect(transition.animation == "spring(duration: 0.4, bounce: 0)")
        let spec = try roundTrip(try transition.spec())
        #expect(spec.animation?.source == "spring(duration: 0.4, bounce: 0)")
        #expect(spec.elements.map(\.id) == ["photo.id"])
        #expect(spec.namespace.rawValue == "animation")
    }

    /// The navigation-push anti-pattern imports as a spec the spec rule flags too.
    @Test func navigationPushImportsAsNavigationPush() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("004-incorrect-navigation-push.swift").path])
        let spec = try roundTrip(try #require(result.transitions.first).spec())
        #expect(spec.context == .navigationPush)
        #expect(Validator().validate(spec).findings.contains { $0.rule == "navigation_push" })
    }

    /// A slide swap without matched geometry imports as two one-state elements, which the
    /// spec rule flags as the code rule did.
    @Test func slideSwapImportsAsNoSharedIdentity() throws {
        let result = SourceScanner().scan(paths: [Repo.fixture("002-incorrect-abrupt-swap.swift").path])
        let spec = try roundTrip(try #require(result.transitions.first).spec())
        #expect(spec.elements.map(\.id) == ["mini-player-bar", "full-player-view"])
        #expect(spec.elements.allSatisfy { !$0.isMatched })
        #expect(spec.elements.last?.transition.source == "move(edge: bottom)")
        #expect(Validator().validate(spec).findings.contains { $0.rule == "no_shared_identity" })
    }

    func geometry(_ frame: StateFrame) -> [Double] {
        [frame.x, frame.y, frame.width, frame.height, frame.opacity]
    }

    /// Exported Swift imports back into the spec it came from: states, animation, and the
    /// frames of matched elements (the exporter writes literal frames and positions).
    @Test(arguments: Repo.correctSeedNames)
    func exportImportsBackToItsSeed(seed: String) throws {
        let original = try Repo.seed(seed)
        let swift = try Exporter.swift.export(original, ExportOptions())
        let result = scan(swift, file: "\(seed).swift")
        let transition = try #require(result.transitions.first)
        let spec = try roundTrip(try transition.spec())
        #expect(spec.namespace == original.namespace)
        #expect(spec.fromState == original.fromState)
        #expect(spec.toState == original.toState)
        #expect(spec.animation == original.animation)
        for element in original.elements where element.isMatched {
            let imported = try #require(spec.elements.first { $0.id == element.id }, "\(seed): \(element.id) missing")
            // Corner radii survive only where the exported view draws one (not on symbols).
            #expect(imported.from.map(geometry) == element.from.map(geometry), "\(seed): \(element.id) from")
            #expect(imported.to.map(geometry) == element.to.map(geometry), "\(seed): \(element.id) to")
            #expect(imported.properties == element.properties)
            #expect(imported.anchor == element.anchor)
        }
    }

    @Test func fileWideSuppressionsBecomeDisableEntries() throws {
        let source = "// herocat:disable font_not_interpolated -- the move masks it\n" + SwiftExample.morph(
            expanded: "            Text(\"Song\").font(.title).matchedGeometryEffect(id: \"title\", in: ns)",
            collapsed: "            Text(\"Song\").font(.headline).matchedGeometryEffect(id: \"title\", in: ns)"
        )
        let result = scan(source)
        #expect(result.findings("font_not_interpolated").isEmpty)
        let spec = try roundTrip(try #require(result.transitions.first).spec())
        #expect(spec.suppressions == [Suppression(rule: "font_not_interpolated", reason: "the move masks it")])
        let report = Validator().validate(spec)
        #expect(report.suppressed.contains { $0.rule == "font_not_interpolated" })
    }

    @Test func namesAreCatalogKeys() throws {
        let result = scan(SwiftExample.morph(expanded: SwiftExample.artworkAndTitle, collapsed: SwiftExample.artworkAndTitle), file: "Sources/My App/Héro View.swift")
        let spec = try #require(result.transitions.first).spec()
        #expect(CatalogName.problem(with: spec.name.rawValue) == nil)
        #expect(spec.name.rawValue == "h-ro-view.morph.ns")
    }
}
