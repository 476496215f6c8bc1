import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import Testing

/// Parse diagnostics of `source` under swift-syntax, as text (empty when it parses cleanly).
func syntaxDiagnostics(_ source: String) -> [String] {
    let tree = Parser.parse(source: source)
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map { "\($0.location(converter: SourceLocationConverter(fileName: "export.swift", tree: tree))): \($0.message)" }
}

/// `swiftc -parse` on `source`: nil when it exits 0 with nothing on stderr, else why not.
func swiftcParseProblem(_ source: String, fileName: String) throws -> String? {
    guard let swiftc = findExecutable("swiftc") else { return "swiftc not found on PATH" }
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(fileName)
    try Data(source.utf8).write(to: file)
    let result = try run(swiftc, ["-parse", file.path])
    if result.status == 0, result.stderr.isEmpty, result.stdout.isEmpty { return nil }
    return "swiftc -parse exited \(result.status): \(result.stderr)\(result.stdout)"
}

/// A call `.name(...)` found in a file, with its arguments by label.
struct MemberCall {
    var name: String
    var call: FunctionCallExprSyntax
    var arguments: [(label: String?, expression: ExprSyntax)] {
        call.arguments.map { ($0.label?.text, $0.expression) }
    }
    func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label == label }?.expression
    }
}

/// Every `<base>.name(...)` call in the tree, in source order.
func memberCalls(named names: Set<String>, in source: String) -> [MemberCall] {
    final class Collector: SyntaxVisitor {
        let names: Set<String>
        var calls: [MemberCall] = []
        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text) {
                calls.append(MemberCall(name: member.declName.baseName.text, call: node))
            }
            return .visitChildren
        }
    }
    let collector = Collector(names: names)
    collector.walk(Parser.parse(source: source))
    return collector.calls
}

/// The value of a plain string literal expression (escapes decoded), or nil.
func stringValue(_ expression: ExprSyntax?) -> String? {
    expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
}

/// Every string literal's value in the file.
func stringLiteralValues(in source: String) -> [String] {
    final class Collector: SyntaxVisitor {
        var values: [String] = []
        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.representedLiteralValue { values.append(value) }
            return .skipChildren
        }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: source))
    return collector.values
}
