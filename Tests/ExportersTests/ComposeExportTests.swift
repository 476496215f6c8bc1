import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters

@Suite struct ComposeExportTests {
    /// Parses Kotlin from stdin with tree-sitter-kotlin; prints the error and missing
    /// nodes, the node types seen, and the values of the string literals.
    static let script = """
        import json, sys
        import tree_sitter, tree_sitter_kotlin
        parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_kotlin.language()))
        tree = parser.parse(sys.stdin.buffer.read())
        problems, types, strings = [], set(), []
        stack = [tree.root_node]
        while stack:
            node = stack.pop()
            types.add(node.type)
            if node.type == "ERROR" or node.is_missing:
                problems.append("%s at %d:%d" % ("missing " + node.type if node.is_missing else "error", node.start_point[0] + 1, node.start_point[1] + 1))
            if node.type == "string_literal":
                strings.append(node.text.decode("utf-8"))
            stack.extend(node.children)
        print(json.dumps({"problems": sorted(problems), "types": sorted(types), "strings": strings}))
        """

    struct Parsed: Decodable {
        var problems: [String]
        var types: [String]
        var strings: [String]
    }

    static func parse(_ kotlin: String) throws -> Parsed {
        let python = try ExternalTools.python(importing: ["tree_sitter", "tree_sitter_kotlin"], pip: ["tree-sitter", "tree-sitter-kotlin"])
        return try ExternalTools.runPython(python, script: script, input: kotlin, as: Parsed.self)
    }

    @Test(arguments: Repo.seedNames + ["hostile-text"])
    func parsesUnderTreeSitterKotlin(name: String) throws {
        let spec = name == "hostile-text" ? try Repo.hostile() : try Repo.seed(name)
        let parsed = try Self.parse(try Exporter.compose.export(spec, ExportOptions()))
        #expect(parsed.problems == [], "\(name): \(parsed.problems)")
        // Ids are plain literals: no string template can run.
        #expect(!parsed.types.contains { $0.contains("interpolat") || $0 == "string_template" }, "\(parsed.types)")
        #expect(parsed.types.contains("function_declaration"))
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
