import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import SwiftParser
import SwiftSyntax
import Testing
@testable import Exporters

@Suite struct SwiftExportTests {

    @Test(arguments: Repo.specNames)
    func parsesWithoutDiagnosticsUnderSwiftSyntax(name: String) throws {
        let source = try Exporter.swift.export(try Repo.spec(named: name), ExportOptions())
        #expect(syntaxDiagnostics(source) == [])
        #expect(source.hasPrefix("//"))
        #expect(source.contains("\nimport SwiftUI\n"))
        #expect(source.hasSuffix("}\n") && !source.hasSuffix("\n\n"))
    }

    @Test(arguments: Repo.specNames)
    func parsesUnderSwiftc(name: String) throws {
        let source = try Exporter.swift.export(try Repo.spec(named: name), ExportOptions())
        let problem = try swiftcParseProblem(source, fileName: "\(name).swift")
        #expect(problem == nil)
    }

    /// Hostile free text stays inside string-literal segments and comments: no token outside
    /// them holds any of it, every trivia piece is whitespace or a `//` comment, and the
    /// literals decode back to the exact ids.
    @Test func hostileTextStaysInLiteralsAndComments() throws {
        let spec = try Repo.hostile()
        let source = try Exporter.swift.export(spec, ExportOptions())
        let tree = Parser.parse(source: source)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .stringSegment = token.tokenKind { continue }
            for marker in hostileMarkers {
                #expect(!token.text.contains(marker), "token \(token.text.debugDescription) holds \(marker.debugDescription)")
            }
            for piece in token.leadingTrivia.pieces + token.trailingTrivia.pieces {
                switch piece {
                case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .lineComment:
                    continue
                default:
                    Issue.record("unexpected trivia \(piece.debugDescription)")
                }
            }
        }
        // Literal values are exactly the ids (and the two SF Symbol names).
        let values = Set(stringLiteralValues(in: source))
        #expect(values.subtracting(spec.elements.map(\.id)).subtracting(["photo", "circle.fill"]).isEmpty)
        let matchedIDs = memberCalls(named: ["matchedGeometryEffect"], in: source).compactMap { stringValue($0.argument("id")) }
        #expect(Set(matchedIDs) == Set(spec.elements.filter(\.isMatched).map(\.id)))
        #expect(matchedIDs.count == 2 * spec.elements.filter(\.isMatched).count)
        let textElement = try #require(spec.elements.first { $0.kind == .text })
        #expect(values.contains(textElement.id))
        // The id with a line break reaches the code only as a comment, split over two lines.
        #expect(source.contains("// line\n") && source.contains("// break \"\\\" </script>"))
    }

    /// Every correct seed comes back out of the Swift file: the same matched ids, the
    /// spec's namespace, the spec's animation.
    @Test(arguments: Repo.correctSeedNames)
    func structuralRoundTrip(name: String) throws {
        let spec = try Repo.seed(name)
        let model = try ExportModel(spec: spec)
        let source = try Exporter.swift.export(spec, ExportOptions())
        guard spec.context != .navigationPush else { return }  // exported as a zoom push, see navigationPushExportsZoomTransition

        let effects = memberCalls(named: ["matchedGeometryEffect"], in: source)
        let matched = spec.elements.filter(\.isMatched)
        #expect(Set(effects.compactMap { stringValue($0.argument("id")) }) == Set(matched.map(\.id)))
        #expect(effects.count == 2 * matched.count)
        for effect in effects {
            let id = try #require(stringValue(effect.argument("id")))
            let element = try #require(matched.first { $0.id == id })
            let namespace = effect.argument("in")?.as(DeclReferenceExprSyntax.self)?.baseName.text
            #expect(namespace == model.namespace(of: element).rawValue)
            #expect(element.namespace != nil || namespace == spec.namespace.rawValue)
            // Only non-default arguments are written.
            #expect((effect.argument("properties") != nil) == (element.properties != .frame))
            #expect((effect.argument("anchor") != nil) == (element.anchor != .center))
            #expect(effect.argument("isSource") == nil)
        }

        // The outermost `.animation(_:value:)` (the one on the whole ZStack) is the spec's.
        let animations = memberCalls(named: ["animation"], in: source).filter { $0.argument("value") != nil }
        let outermost = try #require(animations.max { $0.call.trimmedDescription.count < $1.call.trimmedDescription.count })
        let expression = try #require(outermost.arguments.first?.expression)
        #expect(expression.trimmedDescription == "." + (spec.animation ?? .default).source)

        // One-state elements carry a transition, matched ones do not.
        let transitions = memberCalls(named: ["transition"], in: source)
        #expect(transitions.count == spec.elements.filter { !$0.isMatched }.count)
    }

    /// The view states the platforms whose APIs it uses: `@available` on the struct (iOS 17
    /// and its 2023 siblings in place, iOS 18 for the zoom push), the same versions in the
    /// preview's `if #available` and in the header.
    @Test(arguments: Repo.seedNames)
    func statesItsAvailability(name: String) throws {
        let spec = try Repo.seed(name)
        let source = try Exporter.swift.export(spec, ExportOptions())
        let platforms = spec.context == .navigationPush ? "iOS 18.0, *" : "iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *"
        let tree = Parser.parse(source: source)
        let view = try #require(tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }.first)
        let attributes = view.attributes.compactMap { $0.as(AttributeSyntax.self) }
        #expect(attributes.map { $0.trimmedDescription } == ["@available(\(platforms))"])
        #expect(source.contains("    if #available(\(platforms)) {\n        \(try ExportModel(spec: spec).typeName)()\n    }"))
        #expect(source.contains(spec.context == .navigationPush ? "\n// Requires iOS 18" : "\n// Requires iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1"))
    }

    /// In place, every element view carries `.zIndex` of its place in the spec (its own
    /// animation group too), so a later element stays on top while the states swap.
    @Test func zIndexFollowsTheSpecOrder() throws {
        let spec = try Repo.seed("profile.avatar-zoom")
        let source = try Exporter.swift.export(spec, ExportOptions())
        let indices = memberCalls(named: ["zIndex"], in: source).compactMap { $0.arguments.first?.expression.trimmedDescription }
        let present = spec.elements.enumerated().flatMap { index, element in
            [element.from, element.to].compactMap { $0 == nil ? nil : "\(index)" }
        }
        #expect(indices.sorted() == present.sorted())
    }

    @Test func navigationPushExportsZoomTransition() throws {
        let spec = try Repo.seed("photos.push-across-navigation")
        let source = try Exporter.swift.export(spec, ExportOptions())
        #expect(syntaxDiagnostics(source) == [])
        #expect(memberCalls(named: ["matchedGeometryEffect"], in: source).isEmpty)
        let sources = memberCalls(named: ["matchedTransitionSource"], in: source)
        #expect(sources.count == 1)
        #expect(stringValue(sources.first?.argument("id")) == "photo")
        #expect(sources.first?.argument("in")?.trimmedDescription == "photoNamespace")
        let zooms = memberCalls(named: ["zoom"], in: source)
        #expect(zooms.count == 1)
        #expect(stringValue(zooms.first?.argument("sourceID")) == "photo")
        #expect(zooms.first?.argument("in")?.trimmedDescription == "photoNamespace")
        #expect(source.contains("NavigationStack {"))
        #expect(source.contains(".navigationDestination(isPresented: $showsDetail)"))
        #expect(source.contains("matchedGeometryEffect does not survive a NavigationStack push"))
    }

    @Test func typeNameComesFromTheCatalogName() throws {
        #expect(ExportModel.typeName(for: try #require(CatalogName("music.mini-player"))) == "MusicMiniPlayerTransition")
        #expect(ExportModel.typeName(for: try #require(CatalogName("tabs.indicator"))) == "TabsIndicatorTransition")
        #expect(ExportModel.typeName(for: try #require(CatalogName("3d.flip_card"))) == "Hero3dFlipCardTransition")
        #expect(ExportModel.typeName(for: try #require(CatalogName("a..b--c"))) == "ABCTransition")
    }

    static let baseYAML = """
        name: test.variant
        namespace: NAMESPACE
        from: FROM
        to: TO
        ANIMATION
        elements:
          - id: artwork
            from: { x: 16, y: 790, width: 44, height: 44, cornerRadius: 6 }
            to: { x: 55, y: 140, width: 280, height: 280, cornerRadius: 12 }
            ARTWORK
          - id: title
            kind: text
            from: { x: 72, y: 802, width: 180, height: 20, font: headline }
            to: { x: 55, y: 440, width: 280, height: 28, font: title2.bold() }
          - id: chevron
            kind: symbol
            from: { x: 350, y: 324, width: 12, height: 16 }
            transition: scale
          - id: details
            kind: stack
            to: { x: 16, y: 500, width: 358, height: 80, cornerRadius: 12 }
            transition: "move(edge: bottom)"
            delay: 0.2
            animation: bouncy
        """

    static func variant(
        namespace: String = "ns", from: String = "collapsed", to: String = "expanded",
        animation: String? = "animation: smooth", artwork: String = ""
    ) throws -> TransitionSpec {
        try specFromYAML(baseYAML.replacingOccurrences(of: "NAMESPACE", with: namespace)
            .replacingOccurrences(of: "FROM", with: from).replacingOccurrences(of: "TO", with: to)
            .replacingOccurrences(of: "ANIMATION", with: animation ?? "")
            .replacingOccurrences(of: "ARTWORK", with: artwork))
    }

    @Test func oneStateTransitionsCarryTheirOwnTiming() throws {
        let source = try Exporter.swift.export(try Self.variant(), ExportOptions())
        #expect(syntaxDiagnostics(source) == [])
        #expect(try swiftcParseProblem(source, fileName: "variant.swift") == nil)
        // chevron: scale around its own center (356, 332) on the 390 x 844 canvas, parent's timing.
        #expect(source.contains(".transition(.scale(scale: 0, anchor: UnitPoint(x: 0.9128, y: 0.3934)))"))
        // details: its own animation with its delay appended.
        #expect(source.contains(".transition(.move(edge: .bottom).animation(.bouncy.delay(0.2)))"))
        #expect(source.contains(".animation(.smooth, value: phase)"))
        #expect(source.contains("Text(verbatim: \"title\")\n                    .font(.headline)"))
    }

    @Test func matchedElementWithItsOwnAnimationGetsItsOwnGroup() throws {
        let spec = try Self.variant(artwork: "animation: bouncy\n    delay: 0.1\n    properties: size\n    anchor: [0.25, 1]")
        let source = try Exporter.swift.export(spec, ExportOptions())
        #expect(syntaxDiagnostics(source) == [])
        #expect(try swiftcParseProblem(source, fileName: "group.swift") == nil)
        let animations = memberCalls(named: ["animation"], in: source).filter { $0.argument("value") != nil }
        #expect(animations.map { $0.arguments[0].expression.trimmedDescription }.sorted() == [".bouncy.delay(0.1)", ".smooth"])
        // The group holds both artwork views, outside the main switch.
        let effects = memberCalls(named: ["matchedGeometryEffect"], in: source).filter { stringValue($0.argument("id")) == "artwork" }
        #expect(effects.count == 2)
        for effect in effects {
            #expect(effect.argument("properties")?.trimmedDescription == ".size")
            #expect(effect.argument("anchor")?.trimmedDescription == "UnitPoint(x: 0.25, y: 1)")
        }
        #expect(source.contains("// artwork: runs on its own animation, .bouncy.delay(0.1)"))
    }

    @Test func specWithoutAnimationUsesDefaultAndSaysSo() throws {
        let source = try Exporter.swift.export(try Self.variant(animation: nil), ExportOptions())
        #expect(source.contains(".animation(.default, value: phase)"))
        #expect(source.contains("The spec gives no animation (rule missing_animation)"))
        #expect(syntaxDiagnostics(source) == [])
    }

    @Test func generatedNamesAvoidTheSpecsIdentifiers() throws {
        let source = try Exporter.swift.export(try Self.variant(namespace: "phase"), ExportOptions())
        #expect(source.contains("@Namespace private var phase\n"))
        #expect(source.contains("@State private var phase2: Phase = .collapsed"))
        #expect(source.contains(".animation(.smooth, value: phase2)"))
        #expect(syntaxDiagnostics(source) == [])
    }

    @Test(arguments: ["Text", "body", "ZStack"])
    func refusesNamespacesThatWouldShadowSwiftUI(name: String) throws {
        #expect(throws: ExportError.self) { try Exporter.swift.export(try Self.variant(namespace: name), ExportOptions()) }
    }

    @Test func elementNamespaceOverridesAreDeclaredAndUsed() throws {
        let spec = try Self.variant(artwork: "namespace: cardNamespace")
        let source = try Exporter.swift.export(spec, ExportOptions())
        #expect(source.contains("@Namespace private var ns\n    @Namespace private var cardNamespace\n"))
        let namespaces = Dictionary(grouping: memberCalls(named: ["matchedGeometryEffect"], in: source)) { stringValue($0.argument("id")) ?? "" }
            .mapValues { Set($0.compactMap { $0.argument("in")?.trimmedDescription }) }
        #expect(namespaces == ["artwork": ["cardNamespace"], "title": ["ns"]])
        #expect(syntaxDiagnostics(source) == [])

        let tsx = try Exporter.tsx.export(spec, ExportOptions())
        #expect(tsx.contains("{namespace => (") && tsx.contains("{namespace_cardNamespace => ("))
        #expect(tsx.contains("matchedGeometryEffect={{ id: \"artwork\", namespace: namespace_cardNamespace }}"))
        #expect(tsx.contains("matchedGeometryEffect={{ id: \"title\", namespace }}"))
    }

    @Test func widgetHostsGetACaveat() throws {
        var spec = try Self.variant()
        spec.host = .widget
        for exporter in [Exporter.swift, Exporter.tsx] {
            let output = try exporter.export(spec, ExportOptions())
            #expect(output.contains("widgets and Live Activities do not fully support matched geometry"))
        }
        #expect(!(try Exporter.swift.export(try Self.variant(), ExportOptions())).contains("Live Activities"))
    }

    @Test func namesSwiftCannotUseAsMembersNeverReachTheExporter() throws {
        // A state becomes an enum case and a namespace a property: `Type` can be neither.
        for name in ["Type", "Protocol"] {
            let error = #expect(throws: SpecError.self) { try Self.variant(to: name) }
            #expect(error?.description.contains("'\(name)'") == true)
            #expect(throws: SpecError.self) { try Self.variant(namespace: name) }
        }
    }

    @Test func refusesDuplicateIDs() throws {
        var spec = try Self.variant()
        spec.elements[2].id = "art\"work"
        spec.elements[3].id = "art\"work"
        for exporter in Exporter.all {
            let error = #expect(throws: ExportError.self) { try exporter.export(spec, ExportOptions()) }
            #expect(error == .duplicateElementID(id: "art\"work", first: 2, second: 3))
            #expect(error?.description == "elements[2] and elements[3] share the id \"art\\\"work\"; ids must be unique to export (matchedGeometryEffect ids and timeline keys would collide)")
        }
    }

    @Test func canonicallyEquivalentIDsCollide() throws {
        var spec = try Self.variant()
        spec.elements[2].id = "caf\u{E9}"
        spec.elements[3].id = "cafe\u{301}"
        #expect(throws: ExportError.duplicateElementID(id: "cafe\u{301}", first: 2, second: 3)) {
            try Exporter.timeline.export(spec, ExportOptions())
        }
    }
}
