import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

@Suite(.waitsOnProcesses) struct MotionExportTests {
    /// Parses a JSX module from stdin with esprima; prints its problems (raw JSX text,
    /// template literals), string literals and the `layoutId` / `key` attribute count.
    static let script = """
        import esprima, json, sys
        tree = esprima.parseModule(sys.stdin.read(), {"jsx": True})
        literals, problems, attributes = [], [], []
        def walk(node):
            if isinstance(node, list):
                for item in node: walk(item)
                return
            if not hasattr(node, "type"):
                return
            if node.type == "Literal" and isinstance(node.value, str):
                literals.append(node.value)
            if node.type == "JSXText" and node.value.strip():
                problems.append("raw JSX text: %r" % node.value)
            if node.type == "TemplateLiteral":
                problems.append("template literal")
            if node.type == "JSXAttribute":
                attributes.append(node.name.name)
            for key, value in vars(node).items():
                if key != "type": walk(value)
        walk(tree)
        default = [n for n in tree.body if n.type == "ExportDefaultDeclaration"]
        first = tree.body[0] if tree.body else None
        print(json.dumps({"literals": literals, "problems": problems, "attributes": attributes,
                          "defaultExport": default[0].declaration.id.name if default else None,
                          "directive": getattr(first, "directive", None) if first is not None and first.type == "ExpressionStatement" else None}))
        """

    struct Parsed: Decodable {
        var literals: [String]
        var problems: [String]
        var attributes: [String]
        var defaultExport: String?
        /// The directive of the module's first statement (`"use client"`), if it has one.
        var directive: String?
    }

    @Test(arguments: Repo.specNames)
    func parsesAsJSX(name: String) throws {
        let spec = try Repo.spec(named: name)
        let python = try ExternalTools.python(importing: ["esprima"], pip: ["esprima"])
        let parsed = try ExternalTools.runPython(python, script: Self.script, overEach: Repo.specNames) {
            try Exporter.motion.export(try Repo.spec(named: $0), ExportOptions())
        }.output(name, as: Parsed.self)
        #expect(parsed.problems == [])
        #expect(parsed.directive == "use client")
        #expect(parsed.attributes.contains("reducedMotion"))
        #expect(parsed.literals.contains("user"))
        #expect(parsed.defaultExport == (try ExportModel(spec: spec)).typeName)
        let matched = spec.elements.filter(\.isMatched)
        #expect(parsed.attributes.filter { $0 == "layoutId" }.count == 2 * matched.count)
        #expect(parsed.attributes.filter { $0 == "key" }.count == spec.elements.count - matched.count)
        // Every id reads back as itself; every other literal is one of the exporter's constants.
        let ids = Set(spec.elements.map(\.id))
        #expect(ids.isSubset(of: Set(parsed.literals)))
        for literal in parsed.literals where !ids.contains(literal) && literal != spec.fromState.rawValue && literal != spec.toState.rawValue && literal != "use client" {
            #expect(literal.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "#/-".contains($0)) }, "\(literal.debugDescription)")
        }
    }

    /// Motion's spring is the same equation of motion: stiffness, damping and mass are
    /// the core's, with `.speed()` folded in; curves keep their control points.
    @Test func transitionsMapFromTheCore() throws {
        func transition(_ expression: String, delay: Double = 0) throws -> String {
            try MotionExporter.transition(PlatformTiming(animation: try Animation.parse(expression), delay: delay))
        }
        #expect(try transition("spring(duration: 0.5, bounce: 0.2)", delay: 0.15)
                == "{ type: \"spring\", stiffness: 157.9137, damping: 20.1062, mass: 1, delay: 0.15 }")
        #expect(try transition("interpolatingSpring(mass: 2, stiffness: 300, damping: 20).speed(2)")
                == "{ type: \"spring\", stiffness: 1200, damping: 40, mass: 2, delay: 0 }")
        #expect(try transition("timingCurve(0.2, 0, 0, 1, duration: 0.4).delay(0.1)")
                == "{ duration: 0.4, ease: [0.2, 0, 0, 1], delay: 0.1 }")
        #expect(throws: ExportError.self) { try transition("interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 1)") }
    }

    /// The check bites: a directive after the imports is no directive.
    @Test func aLateDirectiveIsNone() throws {
        let python = try ExternalTools.python(importing: ["esprima"], pip: ["esprima"])
        let text = try Exporter.motion.export(try Repo.seed("music.mini-player"), ExportOptions())
        let moved = text.replacingOccurrences(of: "\"use client\"\n", with: "").replacingOccurrences(of: "\nexport default", with: "\n\"use client\"\nexport default")
        let parsed = try ExternalTools.runPython(python, script: Self.script, input: moved, as: Parsed.self)
        #expect(parsed.directive == nil)
    }

    /// Elements are written in the spec's order (each matched element's two branches
    /// together, each one-state element in its own AnimatePresence): a later one is on top.
    @Test func elementsInDrawOrder() throws {
        let spec = try Repo.seed("music.mini-player")
        let text = try Exporter.motion.export(spec, ExportOptions())
        let firstMentions = spec.elements.map { text.range(of: Escaping.jsStringLiteral($0.id))?.lowerBound }
        let found = firstMentions.compactMap { $0 }
        #expect(found.count == spec.elements.count && found == found.sorted())
    }

    @Test func oneStateElementsUsePresence() throws {
        let text = try Exporter.motion.export(try Repo.seed("music.slide-in-player"), ExportOptions())
        #expect(text.contains("<AnimatePresence initial={false}>"))
        #expect(text.contains("initial={{ x: 0, y: 844 }}"))
        #expect(text.contains("transition={{ type: \"spring\", stiffness: 157.9137, damping: 25.1327, mass: 1, delay: 0.15 }}"))
    }
}
