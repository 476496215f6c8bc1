import Foundation
import SpecTimeline
import SwiftParser
import SwiftSyntax
import Testing
@testable import Exporters
import TestThreads

@Suite(.waitsOnProcesses) struct EscapingTests {
    static let hostileStrings: [String] = [
        "", "plain", "quote\"inside", "back\\slash", "\\(evil)", "\"#raw#\"", "#\"", "*/ /* //",
        "line\nbreak", "cr\rlf\r\n", "tab\there", "nul\0byte", "bell\u{7}", "del\u{7F}", "nel\u{85}",
        "ls\u{2028}ps\u{2029}", "bidi\u{202E}evil\u{202C}", "isolate\u{2066}x\u{2069}", "bom\u{FEFF}",
        "emoji 🎵👩‍👩‍👧", "e\u{301} combining", "</script><!--", "${x} %@ %d", "\u{10FFFF}", "'single'",
    ]

    /// Each literal parses as one string literal whose value is exactly the input.
    @Test(arguments: hostileStrings)
    func swiftLiteralRoundTrips(text: String) throws {
        let literal = Escaping.swiftStringLiteral(text)
        let source = "let x = \(literal)\n"
        #expect(syntaxDiagnostics(source) == [])
        let tree = Parser.parse(source: source)
        let literals = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .stringQuote }
        #expect(literals.count == 2)
        #expect(stringLiteralValues(in: source) == [text])
        #expect(!literal.contains("\n") && !literal.contains("\r"))
        #expect(!literal.unicodeScalars.contains { Escaping.needsEscape($0) })
    }

    @Test(arguments: hostileStrings)
    func jsLiteralRoundTrips(text: String) throws {
        let literal = Escaping.jsStringLiteral(text)
        #expect(try TSXLexer.value(of: literal) == text)
        #expect(TSXLexer.pieces(literal) == [.string(literal)])
        #expect(!literal.contains("</") && !literal.contains("\n"))
        #expect(!literal.unicodeScalars.contains { Escaping.needsEscape($0) })
    }

    /// Comment lines never let text out: the file is the comment plus `let x = 1`, and
    /// parsing finds exactly those tokens.
    @Test(arguments: hostileStrings)
    func swiftCommentsHoldEverything(text: String) throws {
        let comment = Escaping.swiftLineComments(text, indent: "    ")
        let source = comment + "\nlet x = 1\n"
        #expect(syntaxDiagnostics(source) == [])
        let tokens = Parser.parse(source: source).tokens(viewMode: .sourceAccurate).map(\.text)
        #expect(tokens == ["let", "x", "=", "1", ""])
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.hasPrefix("    //"))
        }
    }

    @Test(arguments: hostileStrings)
    func jsCommentsHoldEverything(text: String) throws {
        let comment = Escaping.jsLineComments(text)
        for piece in TSXLexer.pieces(comment + "\nrun()\n") {
            if case .code(let code) = piece { #expect(code.trimmingCharacters(in: .whitespacesAndNewlines) == "run()" || code.allSatisfy(\.isNewline)) }
        }
        #expect(!comment.contains("\u{2028}") && !comment.contains("\u{2029}") && !comment.contains("\r"))
    }

    @Test func commentsWrapAtSpacesAndKeepLineBreaks() {
        let long = String(repeating: "word ", count: 40) + "end"
        let lines = Escaping.swiftLineComments("first\n\n" + long, indent: "  ").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "  // first")
        #expect(lines[1] == "  //")
        #expect(lines.dropFirst(2).allSatisfy { $0.count <= Escaping.commentWidth && $0.hasPrefix("  // word") || $0.hasSuffix("end") })
        #expect(lines.count > 3)
        #expect(Escaping.swiftLineComments("a\u{202E}b\tc") == "// a\\u{202E}b\\u{9}c")
        #expect(Escaping.jsLineComments("a\u{2028}b") == "// a\n// b")
        #expect(Escaping.trimmingTrailingLineBreaks("text\n\r\n") == "text")
    }

    @Test func swiftLiteralSpelling() {
        #expect(Escaping.swiftStringLiteral("a\"b\\c\n\u{1}\u{202E}🎵") == #""a\"b\\c\n\u{1}\u{202E}🎵""#)
        #expect(Escaping.jsStringLiteral("a\"b\\c\n\u{1}\u{2028}</x>🎵") == #""a\"b\\c\n\u0001\u2028<\/x>🎵""#)
    }
}

@Suite(.waitsOnProcesses) struct KotlinEscapingTests {
    /// `$` is escaped, so no string template can run; invisible scalars are `\uXXXX`.
    @Test func kotlinStringLiteral() {
        #expect(Escaping.kotlinStringLiteral("a\"b\\c\n\u{1}\u{2028}$x ${y}🎵") == #""a\"b\\c\n\u0001\u2028\$x \${y}🎵""#)
        #expect(Escaping.kotlinStringLiteral("</script>") == "\"</script>\"")
    }
}

@Suite(.waitsOnProcesses) struct ExporterRegistryTests {
    @Test func registry() throws {
        #expect(Exporter.all.map(\.format) == ["swift", "timeline", "tsx", "compose", "css", "motion", "lottie", "tokens"])
        #expect(Exporter.all.map(\.fileExtension) == ["swift", "timeline.json", "tsx", "kt", "html", "jsx", "lottie.json", "tokens.json"])
        #expect(Exporter.named("timeline")?.format == "timeline")
        #expect(Exporter.named("json") == nil)
        #expect(ExportOptions().fps == 60)
    }

    /// Every format's output ends with exactly one newline and is the same on every call.
    @Test(arguments: Repo.seedNames)
    func outputsEndWithANewlineAndAreStable(name: String) throws {
        let spec = try Repo.seed(name)
        for exporter in Exporter.all {
            let output = try exporter.export(spec, ExportOptions())
            #expect(output.hasSuffix("\n") && !output.hasSuffix("\n\n"), "\(exporter.format)")
            #expect(try exporter.export(spec, ExportOptions()) == output, "\(exporter.format)")
        }
    }

    /// A custom exporter plugs in like the built-in ones.
    @Test func customExporter() throws {
        let ids = Exporter(format: "ids", fileExtension: "txt", summary: "The element ids, one a line.") { spec, _ in
            spec.elements.map { Escaping.jsStringLiteral($0.id) }.joined(separator: "\n") + "\n"
        }
        #expect(try ids.export(try Repo.seed("tabs.indicator"), ExportOptions()) == "\"indicator\"\n\"selection\"\n")
    }

    @Test func errorsAreOneLine() {
        let errors: [ExportError] = [
            .duplicateElementID(id: "a\nb", first: 0, second: 1), .fpsOutOfRange(0),
            .unusableIdentifier("Text", reason: "why"), .unsupported(format: "tsx", feature: "x", hint: "y"),
            .nonFiniteNumber(path: "$.x"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n") && !error.description.isEmpty)
        }
    }
}
