import Foundation
import MotionCore
import SpecModel
import SpecTimeline
import Testing
@testable import Exporters
import TestThreads

/// A minimal lexer for the TSX the exporter writes: `//` and `/* */` comments, `"…"`
/// string literals (also JSX attribute strings), and everything else as code.
struct TSXLexer {
    enum Piece: Equatable {
        case code(String)
        case comment(String)
        /// The literal as written, quotes included.
        case string(String)
    }

    static func pieces(_ text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var code = String.UnicodeScalarView()
        var i = 0
        func flush() {
            if !code.isEmpty { pieces.append(.code(String(code))) }
            code = String.UnicodeScalarView()
        }
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                flush()
                var j = i
                while j < scalars.count, !Escaping.isLineBreak(scalars[j]) { j += 1 }
                pieces.append(.comment(String(String.UnicodeScalarView(scalars[i..<j]))))
                i = j
            } else if scalar == "/", i + 1 < scalars.count, scalars[i + 1] == "*" {
                flush()
                var j = i + 2
                while j + 1 < scalars.count, !(scalars[j] == "*" && scalars[j + 1] == "/") { j += 1 }
                j = min(scalars.count, j + 2)
                pieces.append(.comment(String(String.UnicodeScalarView(scalars[i..<j]))))
                i = j
            } else if scalar == "\"" {
                flush()
                var j = i + 1
                while j < scalars.count, scalars[j] != "\"" {
                    j += scalars[j] == "\\" ? 2 : 1
                }
                j = min(scalars.count, j + 1)
                pieces.append(.string(String(String.UnicodeScalarView(scalars[i..<j]))))
                i = j
            } else {
                code.append(scalar)
                i += 1
            }
        }
        flush()
        return pieces
    }

    /// A JavaScript string literal's value: the exporter writes JSON-compatible escapes
    /// (`\/` included), so JSON decoding reads it exactly.
    static func value(of literal: String) throws -> String {
        try JSONDecoder().decode([String].self, from: Data("[\(literal)]".utf8))[0]
    }
}

@Suite(.waitsOnProcesses) struct TSXExportTests {
    @Test(arguments: Repo.specNames)
    func componentShape(name: String) throws {
        let spec = try Repo.spec(named: name)
        let model = try ExportModel(spec: spec)
        let text = try Exporter.tsx.export(spec, ExportOptions())
        #expect(text.hasSuffix("run()\n"))
        #expect(text.contains("export function \(model.typeName)() {"))
        #expect(text.contains("const phase = useObservable(\"\(spec.fromState)\")"))
        #expect(text.contains("<NamespaceReader>"))
        #expect(text.contains("animation={{ animation: "))
        // Every matched view names its id and namespace; two views per matched element.
        let effects = text.components(separatedBy: "matchedGeometryEffect={{").count - 1
        #expect(effects == 2 * spec.elements.filter(\.isMatched).count)
        for line in text.split(separator: "\n") where line.contains("matchedGeometryEffect={{") {
            #expect(!line.contains("isSource"), "isSource is left at its default")
        }
        // Balanced JSX: every opening tag of a component is closed.
        for component in ["NamespaceReader", "ZStack"] {
            #expect(text.components(separatedBy: "<\(component)").count == text.components(separatedBy: "</\(component)>").count)
        }
    }

    /// Hostile text is only ever inside string literals or comments, every literal decodes
    /// back to exactly an id (or a constant the exporter wrote), and no literal holds a raw
    /// quote, line break, U+2028/2029 or `</`.
    @Test func hostileTextNeverAppearsUnescaped() throws {
        let spec = try Repo.hostile()
        let text = try Exporter.tsx.export(spec, ExportOptions())
        #expect(!text.contains("\u{2028}") && !text.contains("\u{2029}"))
        var values: [String] = []
        for piece in TSXLexer.pieces(text) {
            switch piece {
            case .code(let code):
                for marker in hostileMarkers {
                    #expect(!code.contains(marker), "code holds \(marker.debugDescription): \(code)")
                }
            case .comment(let comment):
                #expect(comment.hasPrefix("//"), "only line comments carry free text: \(comment)")
            case .string(let literal):
                #expect(literal.count >= 2 && literal.hasSuffix("\""), "unterminated literal \(literal)")
                #expect(!literal.contains("\n") && !literal.contains("\r") && !literal.contains("</"), "\(literal)")
                let inner = literal.dropFirst().dropLast()
                var escaped = false
                for character in inner {
                    #expect(escaped || character != "\"", "raw quote in \(literal)")
                    escaped = !escaped && character == "\\"
                }
                values.append(try TSXLexer.value(of: literal))
            }
        }
        let ids = Set(spec.elements.map(\.id))
        let constants: Set<String> = ["collapsed", "expanded", "scripting", "systemBlue", "systemGray5", "systemGray6",
                                      "circle.fill", "photo", "secondaryLabel", "subheadline", "title2", "medium", "bold", "rect"]
        #expect(Set(values).subtracting(ids).subtracting(constants).isEmpty, "\(Set(values).subtracting(ids).subtracting(constants))")
        for element in spec.elements where element.isMatched || element.kind == .text {
            #expect(values.contains(element.id), "\(element.id.debugDescription) is not written as a literal")
        }
    }

    @Test func scriptingAnimationsMirrorTheSwiftUIExpression() throws {
        let cases: [(String, String)] = [
            ("smooth", "Animation.smooth()"),
            ("smooth(duration: 0.4)", "Animation.smooth({ duration: 0.4 })"),
            ("bouncy(duration: 0.5, extraBounce: 0.1)", "Animation.bouncy({ duration: 0.5, extraBounce: 0.1 })"),
            ("spring(duration: 0.5, bounce: 0.2)", "Animation.spring({ duration: 0.5, bounce: 0.2 })"),
            ("spring(response: 0.45, dampingFraction: 0.8)", "Animation.spring({ response: 0.45, dampingFraction: 0.8 })"),
            ("spring", "Animation.spring()"),
            ("interpolatingSpring(mass: 1, stiffness: 170, damping: 15)", "Animation.interpolatingSpring({ mass: 1, stiffness: 170, damping: 15 })"),
            ("interactiveSpring", "Animation.interactiveSpring()"),
            ("easeInOut(duration: 0.35)", "Animation.easeInOut(0.35)"),
            ("linear", "Animation.linear()"),
            ("default", "Animation.default()"),
            ("easeOut.delay(0.1)", "Animation.easeOut().delay(0.1)"),
        ]
        for (expression, expected) in cases {
            #expect(try TSXExporter.animation(try Animation.parse(expression)) == expected, "\(expression)")
        }
        for unsupported in ["timingCurve(0.2, 0, 0, 1)", "smooth.speed(2)"] {
            #expect(throws: ExportError.self) { try TSXExporter.animation(try Animation.parse(unsupported)) }
        }
    }

    @Test func unsupportedAnimationRefusesTheExport() throws {
        let spec = try SwiftExportTests.variant(animation: "animation: \"timingCurve(0.2, 0, 0, 1, duration: 0.3)\"")
        let error = #expect(throws: ExportError.self) { try Exporter.tsx.export(spec, ExportOptions()) }
        #expect(error?.description.hasPrefix("the tsx exporter cannot express the timing curve timingCurve(0.2, 0, 0, 1, duration: 0.3)") == true)
        // The other formats take it.
        #expect(throws: Never.self) { try Exporter.swift.export(spec, ExportOptions()) }
        #expect(throws: Never.self) { try Exporter.timeline.export(spec, ExportOptions()) }
    }

    @Test func oneStateTransitionsAndOwnTiming() throws {
        let spec = try SwiftExportTests.variant(artwork: "animation: bouncy\n    anchor: topTrailing\n    properties: position")
        let text = try Exporter.tsx.export(spec, ExportOptions())
        #expect(text.contains("transition={Transition.scale(0, { x: 0.9128, y: 0.3934 })}"))
        #expect(text.contains("transition={Transition.move(\"bottom\").animation(Animation.bouncy().delay(0.2))}"))
        #expect(text.contains("animation={{ animation: Animation.bouncy(), value: phase.value }}"))
        #expect(text.contains("matchedGeometryEffect={{ id: \"artwork\", namespace, properties: \"position\", anchor: \"topTrailing\" }}"))
        #expect(text.contains("font=\"title2\"\n") && text.contains("fontWeight=\"bold\""))
    }

    @Test func navigationPushExportsTheInPlaceAlternative() throws {
        let text = try Exporter.tsx.export(try Repo.seed("photos.push-across-navigation"), ExportOptions())
        #expect(text.contains("matchedGeometryEffect does not survive a navigation push"))
        #expect(text.contains("matchedGeometryEffect={{ id: \"photo\", namespace }}"))
    }

    @Test func fontProps() throws {
        #expect(TSXExporter.fontProps(try FontExpression.parse("subheadline.weight(.medium)")) == ["font=\"subheadline\"", "fontWeight=\"medium\""])
        #expect(TSXExporter.fontProps(try FontExpression.parse("system(size: 17, weight: .semibold)")) == ["font={17}", "fontWeight=\"semibold\""])
        #expect(TSXExporter.fontProps(try FontExpression.parse("body.italic()")) == ["font=\"body\""])
    }
}

/// With the Python package `esprima` installed (`pip install esprima`), every TSX export
/// parses as a JSX module, holds no raw JSX text, and its string literals are exactly the
/// ids and the exporter's constants. Skipped where `esprima` is missing.
@Suite(.waitsOnProcesses) struct TSXSyntaxTests {
    static let esprimaAvailable: Bool = {
        guard let python = findExecutable("python3") else { return false }
        return (try? run(python, ["-c", "import esprima"]))?.status == 0
    }()

    static let script = """
        import esprima, json, sys
        source = sys.stdin.read()
        tree = esprima.parseModule(source, {"jsx": True})
        literals, problems = [], []
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
            for key, value in vars(node).items():
                if key != "type": walk(value)
        walk(tree)
        print(json.dumps({"literals": literals, "problems": problems}))
        """

    struct Result: Decodable {
        var literals: [String]
        var problems: [String]
    }

    @Test(.enabled(if: esprimaAvailable, "pip install esprima to parse the TSX exports"), arguments: Repo.specNames)
    func parsesAsAJSXModule(name: String) throws {
        let spec = try Repo.spec(named: name)
        let parsed = try ExternalTools.runPython(try #require(findExecutable("python3")), script: Self.script, overEach: Repo.specNames) {
            try Exporter.tsx.export(try Repo.spec(named: $0), ExportOptions())
        }.output(name, as: Result.self)
        #expect(parsed.problems == [])
        let ids = Set(spec.elements.map(\.id))
        for element in spec.elements where element.isMatched || element.kind == .text || element.kind == .control {
            #expect(parsed.literals.contains(element.id))
        }
        // Every literal that is not an id is one of the exporter's constants (no free text).
        for literal in parsed.literals where !ids.contains(literal) {
            #expect(literal.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-_".contains($0)) }, "\(literal.debugDescription)")
        }
    }
}
