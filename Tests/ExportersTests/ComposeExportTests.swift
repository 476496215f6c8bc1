import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

@Suite(.waitsOnProcesses) struct ComposeExportTests {
    /// Parses Kotlin from stdin with tree-sitter-kotlin; prints the error and missing
    /// nodes, the node types seen, and the values of the string literals.
    static let script = """
        import json, sys
        import tree_sitter, tree_sitter_kotlin
        parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_kotlin.language()))
        tree = parser.parse(sys.stdin.buffer.read())
        problems, types, strings, imports, used, package = [], set(), [], [], set(), None
        stack = [(tree.root_node, False)]
        while stack:
            node, inHeader = stack.pop()
            types.add(node.type)
            if node.type == "ERROR" or node.is_missing:
                problems.append("%s at %d:%d" % ("missing " + node.type if node.is_missing else "error", node.start_point[0] + 1, node.start_point[1] + 1))
            if node.type == "string_literal":
                strings.append(node.text.decode("utf-8"))
            if node.type == "package_header":
                package = node.text.decode("utf-8")
            if node.type == "import" and node.child_count > 0:
                imports.append(node.text.decode("utf-8"))
            if node.type == "identifier" and not inHeader:
                used.add(node.text.decode("utf-8"))
            if node.type == "property_delegate":
                used.update(["getValue", "setValue"])
            header = inHeader or node.type in ("package_header", "import")
            stack.extend((child, header) for child in node.children)
        print(json.dumps({"problems": sorted(problems), "types": sorted(types), "strings": strings,
                          "package": package, "imports": sorted(imports), "used": sorted(used)}))
        """

    struct Parsed: Decodable {
        var problems: [String]
        var types: [String]
        var strings: [String]
        var package: String?
        var imports: [String]
        var used: [String]
    }

    static func parse(_ kotlin: String) throws -> Parsed {
        let python = try ExternalTools.python(importing: ["tree_sitter", "tree_sitter_kotlin"], pip: ["tree-sitter", "tree-sitter-kotlin"])
        return try ExternalTools.runPython(python, script: script, input: kotlin, as: Parsed.self)
    }

    @Test(arguments: Repo.specNames)
    func parsesUnderTreeSitterKotlin(name: String) throws {
        let spec = try Repo.spec(named: name)
        let parsed = try Self.parse(try Exporter.compose.export(spec, ExportOptions()))
        #expect(parsed.problems == [], "\(name): \(parsed.problems)")
        // Ids are plain literals: no string template can run.
        #expect(!parsed.types.contains { $0.contains("interpolat") || $0 == "string_template" }, "\(parsed.types)")
        #expect(parsed.types.contains("function_declaration"))
    }

    /// A `package` line; every import names one symbol (no wildcard) that the code uses;
    /// every symbol of Compose the code uses is imported (the names the exporter writes).
    @Test(arguments: Repo.specNames)
    func packageAndImports(name: String) throws {
        let spec = try Repo.spec(named: name)
        let parsed = try Self.parse(try Exporter.compose.export(spec, ExportOptions()))
        #expect(parsed.package == "package herocat.transitions")
        #expect(!parsed.imports.isEmpty)
        let used = Set(parsed.used)
        var imported = Set<String>()
        for line in parsed.imports {
            let path = try #require(line.hasPrefix("import ") ? line.dropFirst(7) : nil)
            let symbol = String(path.split(separator: ".").last ?? "")
            #expect(symbol != "*", "\(name): a wildcard import \(line)")
            #expect(used.contains(symbol), "\(name): unused import \(line)")
            imported.insert(symbol)
        }
        let known = Set(KotlinImports.packages.values.joined())
        #expect(used.intersection(known).subtracting(imported).isEmpty, "\(name): not imported: \(used.intersection(known).subtracting(imported).sorted())")
    }

    /// The check bites: an unused import is reported as unused.
    @Test func unusedImportsAreFound() throws {
        let text = try Exporter.compose.export(try Repo.seed("music.mini-player"), ExportOptions())
        let parsed = try Self.parse(text.replacingOccurrences(of: "package herocat.transitions\n", with: "package herocat.transitions\n\nimport androidx.compose.ui.graphics.Brush\n"))
        #expect(parsed.imports.contains("import androidx.compose.ui.graphics.Brush") && !parsed.used.contains("Brush"))
    }

    /// The header speaks of the transition, not of SwiftUI's hosts: no iOS wording outside
    /// the spec's own title and summary.
    @Test(arguments: Repo.seedNames)
    func headerIsPlatformNeutral(name: String) throws {
        let spec = try Repo.seed(name)
        var header = try Exporter.compose.export(spec, ExportOptions()).components(separatedBy: "@file:OptIn")[0]
        for text in [spec.title, spec.summary].compactMap({ $0 }) {
            header = header.replacingOccurrences(of: Escaping.jsLineComments(Escaping.trimmingTrailingLineBreaks(text), indent: ""), with: "")
        }
        for word in ["iOS", "SwiftUI", "host:", "Live Activit", "widget", "NavigationStack"] {
            #expect(!header.contains(word), "\(name): \(word) in the header")
        }
    }

    /// A matched text whose font or size differs between the states is `sharedBounds`
    /// (both contents cross-fade); everything else matched is `sharedElement`.
    @Test func textWhoseContentDiffersSharesBounds() throws {
        let spec = try Repo.seed("music.mini-player")
        let text = try Exporter.compose.export(spec, ExportOptions())
        let bounds = spec.elements.filter { ComposeExporter.sharesBounds($0) }
        #expect(bounds.map(\.id) == ["title"])
        #expect(text.components(separatedBy: ".sharedBounds(").count - 1 == 2 * bounds.count)
        #expect(text.components(separatedBy: ".sharedElement(").count - 1 == 2 * (spec.elements.filter(\.isMatched).count - bounds.count))
    }

    /// The parser does report broken Kotlin (so an empty problem list means something).
    @Test func brokenKotlinIsReported() throws {
        let text = try Exporter.compose.export(try Repo.seed("music.mini-player"), ExportOptions())
        let parsed = try Self.parse(text.replacingOccurrences(of: "BoundsTransform { _, _ ->", with: "BoundsTransform { _, _ -> (("))
        #expect(!parsed.problems.isEmpty)
    }

    @Test func structure() throws {
        let spec = try Repo.seed("music.mini-player")
        let text = try Exporter.compose.export(spec, ExportOptions())
        #expect(text.contains("fun MusicMiniPlayerTransition(modifier: Modifier = Modifier) {"))
        #expect(text.contains("SharedTransitionLayout(") && text.contains("AnimatedContent("))
        let matched = spec.elements.filter(\.isMatched).count, oneState = spec.elements.count - matched
        #expect(text.components(separatedBy: "rememberSharedContentState(key = ").count - 1 == 2 * matched)
        #expect(text.components(separatedBy: ".animateEnterExit(").count - 1 == oneState)
        // The artist line fades in 0.15 s late on the spec's spring.
        #expect(text.contains("enter = fadeIn(StartDelay(150000000L, spring(dampingRatio = 1f, stiffness = 246.7401f))),"))
    }

    /// Springs map exactly: the damping ratio and the stiffness per unit mass (the
    /// natural frequency squared) of the core's parameters, speed folded in; curves are
    /// tweens with their control points.
    @Test func timingMapsFromTheCore() throws {
        let exporter = try ComposeExporter(spec: try Repo.seed("music.mini-player"), options: ExportOptions())
        var flag = false
        func spec(_ expression: String, delay: Double = 0) throws -> String {
            try exporter.animationSpec(PlatformTiming(animation: try Animation.parse(expression), delay: delay), usesStartDelay: &flag)
        }
        let bouncy = try #require(try Animation.parse("bouncy").springParameters)
        #expect(try spec("bouncy") == "spring(dampingRatio = \(CodeNumber.derived(bouncy.dampingRatio))f, stiffness = \(CodeNumber.derived(bouncy.stiffness))f)")
        #expect(try spec("bouncy") == "spring(dampingRatio = 0.7f, stiffness = 157.9137f)")
        // Mass 2: stiffness per unit mass 150, ratio 20 / (2 sqrt(600)).
        #expect(try spec("interpolatingSpring(mass: 2, stiffness: 300, damping: 20)") == "spring(dampingRatio = 0.4082f, stiffness = 150f)")
        // .speed(2) runs the spring twice as fast: four times the stiffness, same ratio.
        #expect(try spec("bouncy.speed(2)") == "spring(dampingRatio = 0.7f, stiffness = 631.6547f)")
        #expect(try spec("easeInOut(duration: 0.3)", delay: 0.1)
                == "tween(durationMillis = 300, delayMillis = 100, easing = CubicBezierEasing(0.42f, 0f, 0.58f, 1f))")
        #expect(try spec("easeIn.delay(0.1).speed(2)") == "tween(durationMillis = 175, delayMillis = 50, easing = CubicBezierEasing(0.42f, 0f, 1f, 1f))")
        #expect(try spec("smooth", delay: 0.2) == "StartDelay(200000000L, spring(dampingRatio = 1f, stiffness = 157.9137f))")
    }

    @Test func initialVelocityIsRefused() throws {
        let spec = try SwiftExportTests.variant(animation: "animation: \"interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 2)\"")
        let error = #expect(throws: ExportError.self) { try Exporter.compose.export(spec, ExportOptions()) }
        #expect(error?.description == "the compose exporter cannot express a spring's initial velocity; boundsTransform and enter/exit transitions start at rest; drop initialVelocity from the animation")
    }
}
