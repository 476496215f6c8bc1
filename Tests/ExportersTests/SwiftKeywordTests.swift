import Foundation
import SpecModel
import SwiftSyntax
import Testing
@testable import Exporters
import TestThreads

/// `SwiftIdentifier`'s list of reserved words against Swift itself: for every keyword
/// swift-syntax knows (contextual ones such as `open`, `get`, `some`, `actor` included) and
/// every word on the list, `enum P { case WORD }; struct V { @Namespace var WORD }` and the
/// SwiftUI exported for a spec with WORD as a state and as the namespace must parse, under
/// swift-syntax and `swiftc -parse`, exactly when the list accepts WORD.
@Suite(.waitsOnProcesses) struct SwiftKeywordTests {
    /// Every keyword of swift-syntax's `Keyword` enum, by its spelling.
    static let keywords: [String] = (0...UInt8.max).compactMap { Keyword(rawValue: $0) }.map { TokenSyntax.keyword($0).text }

    /// The words checked: identifier-shaped keywords, and the list's own words.
    static let words: [String] = Set(keywords + SwiftIdentifier.reservedWords)
        .filter { $0.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil }
        .sorted()

    static func declarations(_ word: String) -> String {
        "enum P { case \(word) }\nstruct V { @Namespace var \(word) }\n"
    }

    /// A spec whose namespace and one state are `word` (`from` or `to`, as `side` says).
    static func spec(_ word: String, side: String) throws -> TransitionSpec {
        let other = word == "otherState" ? "anotherState" : "otherState"
        return try specFromYAML("""
            name: test.keyword
            namespace: \(word)
            from: \(side == "from" ? word : other)
            to: \(side == "to" ? word : other)
            animation: smooth
            elements:
              - id: box
                from: { x: 0, y: 0, width: 10, height: 10 }
                to: { x: 10, y: 20, width: 100, height: 100 }
            """)
    }

    /// The sources to parse for `word`: its declarations, and for a word the list accepts,
    /// the SwiftUI exported with it as the `from` state, as the `to` state and as the namespace.
    static func sources(_ word: String) throws -> [String] {
        guard SwiftIdentifier(word) != nil else { return [declarations(word)] }
        return [declarations(word)] + (try ["from", "to"].map { try Exporter.swift.export(try spec(word, side: $0), ExportOptions()) })
    }

    @Test func keywordListIsSwiftSyntaxs() {
        // The contextual keywords a state is likely to be named after, at least.
        for word in ["open", "get", "set", "some", "any", "willSet", "didSet", "mutating", "lazy", "weak", "override",
                     "required", "convenience", "indirect", "final", "dynamic", "optional", "package", "consuming",
                     "borrowing", "actor", "macro", "class", "case", "self", "Type"] {
            #expect(Self.words.contains(word), "\(word)")
        }
        #expect(Self.keywords.count >= 150, "swift-syntax lists \(Self.keywords.count) keywords")
    }

    /// For swiftc, which also checks names past the parser (`case Type` parses, then is
    /// refused): `word` declared as above and used as the export uses it, as a case pattern,
    /// an implicit member and a bare argument. `Namespace` is a stand-in property wrapper.
    static func usage(_ word: String, _ index: Int) -> String {
        """
        enum P\(index) { case \(word), other }
        struct V\(index) {
            @Namespace var \(word)
            var phase: P\(index) = .\(word)
            func effect(id: String, in namespace: Int) {}
            mutating func toggle() -> Bool {
                effect(id: "box", in: \(word))
                phase = phase == .\(word) ? .other : .\(word)
                switch phase {
                case .\(word): return true
                case .other: return false
                }
            }
        }

        """
    }
    static let namespaceStandIn = "@propertyWrapper struct Namespace { var wrappedValue = 0 }\n"

    @Test func reservedWordsAreExactlyTheOnesSwiftRefuses() throws {
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is missing: it comes with the Swift toolchain (put its bin/ on PATH)")

        // swift-syntax, source by source; then swiftc on what swift-syntax accepted.
        var refusedBySwiftSyntax: Set<String> = []
        var usages: [(word: String, source: String)] = [], exports: [(word: String, source: String)] = []
        var parsed = 0
        for (index, word) in Self.words.enumerated() {
            let sources = try Self.sources(word)
            parsed += sources.count
            if sources.contains(where: { !syntaxDiagnostics($0).isEmpty }) {
                refusedBySwiftSyntax.insert(word)
                continue
            }
            usages.append((word, Self.usage(word, index)))
            exports += sources.dropFirst().map { (word, $0) }
        }
        let refusedBySwiftc = try swiftcRefusals(swiftc, ["-typecheck"], Self.namespaceStandIn, usages)
            .union(try swiftcRefusals(swiftc, ["-parse"], "", exports))

        let refusedBySwift = refusedBySwiftSyntax.union(refusedBySwiftc)
        let refusedByList = Set(Self.words.filter { SwiftIdentifier(word: $0) == nil })
        #expect(refusedByList.subtracting(refusedBySwift).sorted() == [], "refused by the list, but Swift accepts them")
        #expect(refusedBySwift.subtracting(refusedByList).sorted() == [], "accepted by the list, but Swift refuses them")
        // Every word was checked: its declarations, and for an accepted word its two exports.
        #expect(Self.words.count >= 150)
        #expect(parsed == Self.words.count + 2 * (Self.words.count - refusedByList.count))
        #expect(usages.count == Self.words.count - refusedBySwiftSyntax.count)
        print("Swift refuses \(refusedBySwift.count) of \(Self.words.count) words (swift-syntax \(refusedBySwiftSyntax.count), then swiftc \(refusedBySwiftc.count)): \(refusedBySwift.sorted().joined(separator: " "))")
    }

    /// The words whose sources swiftc refuses. One file holds them all (one swiftc run is
    /// quick, one a word is not), and each error's line says whose source it is in.
    func swiftcRefusals(_ swiftc: URL, _ arguments: [String], _ prelude: String, _ blocks: [(word: String, source: String)]) throws -> Set<String> {
        var text = prelude, owners: [String] = Array(repeating: "", count: prelude.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        for block in blocks {
            let source = block.source.hasSuffix("\n") ? block.source : block.source + "\n"
            text += source
            owners += Array(repeating: block.word, count: source.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Words.swift")
        try Data(text.utf8).write(to: file)
        let result = try run(swiftc, arguments + [file.path])
        let lines = result.stderr.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix(file.path + ":"), line.contains(": error: ") else { return nil }
            return Int(line.dropFirst(file.path.count + 1).prefix { $0.isNumber })
        }
        try #require(result.status == 0 || !lines.isEmpty, "swiftc \(arguments.joined(separator: " ")) failed without naming a line: \(result.stderr.prefix(2000))")
        let refused = Set(lines.map { owners[$0 - 1] })
        try #require(!refused.contains(""), "swiftc refused the prelude: \(result.stderr.prefix(2000))")
        return refused
    }

    @Test func refusalSaysTheWordIsReserved() {
        #expect(SwiftIdentifier.problem(with: "class") == "'class' is reserved in Swift")
        #expect(SwiftIdentifier.problem(with: "open") == nil)
    }

    /// The sheet of issue 20: `from: closed`, `to: open`.
    @Test func closedToOpenExportsCleanly() throws {
        let spec = try specFromYAML("""
            name: sheet.closed-to-open
            namespace: sheet
            from: closed
            to: open
            animation: smooth
            elements:
              - id: card
                from: { x: 16, y: 700, width: 358, height: 80, cornerRadius: 12 }
                to: { x: 0, y: 100, width: 390, height: 744, cornerRadius: 24 }
            """)
        let source = try Exporter.swift.export(spec, ExportOptions())
        #expect(syntaxDiagnostics(source) == [])
        #expect(try swiftcParseProblem(source, fileName: "ClosedToOpen.swift") == nil)
        #expect(source.contains("case closed\n") && source.contains("case open\n"))
        #expect(source.contains("= .closed") && source.contains("case .open:"))
    }
}

private extension SwiftIdentifier {
    /// Nil when the list refuses `word` as reserved (other problems are not this test's).
    init?(word: String) {
        guard let problem = SwiftIdentifier.problem(with: word) else { self.init(word); return }
        precondition(problem.contains("reserved"), "\(word): \(problem)")
        return nil
    }
}
