import MotionCore
import Yams

extension TransitionSpec {
    static let topLevelKeys = [
        "herocat", "name", "title", "summary", "tags", "pattern", "context", "host", "usage",
        "namespace", "canvas", "from", "to", "animation", "elements", "disable",
    ]

    /// Parses a spec file's bytes: YAML, or JSON (which YAML reads too, so a field
    /// means the same in each). Throws every problem found, with positions.
    public static func parse(bytes: [UInt8], file: String) throws(SpecError) -> TransitionSpec {
        try parseLocated(bytes: bytes, file: file).spec
    }

    public static func parse(_ text: String, file: String) throws(SpecError) -> TransitionSpec {
        try parseLocated(text, file: file).spec
    }

    /// Parses and also returns where each field stands in the file, so findings
    /// about a file can point at a line.
    public static func parseLocated(bytes: [UInt8], file: String) throws(SpecError) -> (spec: TransitionSpec, sourceMap: SourceMap) {
        try parseLocated(try text(of: bytes, file: file), file: file)
    }

    /// The bytes as text: within the size ceiling, not binary, UTF-8.
    static func text(of bytes: [UInt8], file: String) throws(SpecError) -> String {
        if let tooLarge = InputCeilings.sizeIssue(bytes: bytes.count) {
            throw SpecError(file: file, issues: [tooLarge])
        }
        if bytes.contains(0) {
            throw SpecError(file: file, issues: [SpecIssue(path: "", message: "this is a binary file, not a YAML or JSON spec")])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SpecError(file: file, issues: [SpecIssue(path: "", message: "the file is not UTF-8 text")])
        }
        return text
    }

    public static func parseLocated(_ text: String, file: String) throws(SpecError) -> (spec: TransitionSpec, sourceMap: SourceMap) {
        if let tooLarge = InputCeilings.sizeIssue(bytes: text.utf8.count) {
            throw SpecError(file: file, issues: [tooLarge])
        }
        if text.allSatisfy(\.isWhitespace) {
            throw SpecError(file: file, issues: [SpecIssue(path: "", message: "the file is empty; a spec needs at least name, namespace, from, to and elements")])
        }
        if let marker = mergeConflictMarker(in: text) {
            throw SpecError(file: file, issues: [marker])
        }
        return try located(try root(of: text, file: file), file: file)
    }

    /// A file git left half-merged: the first line of its conflict (`<<<<<<< HEAD`), which
    /// would otherwise be a YAML syntax error that does not say why.
    public static func mergeConflictMarker(in text: String) -> SpecIssue? {
        let opening = Array("<<<<<<<".utf8)
        var lineNumber = 0
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.starts(with: opening), line.count == 7 || line.dropFirst(7).first == UInt8(ascii: " ") else { continue }
            let shown = String(decoding: line.prefix(60).filter { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
            return SpecIssue(path: "", line: lineNumber, column: 1, message: "unresolved git merge conflict markers ('\(shown)'); resolve the conflict, then read the file again")
        }
        return nil
    }

    /// The document's one root node, within the input ceilings; a syntax error is an issue with its position.
    static func root(of text: String, file: String) throws(SpecError) -> Node {
        let root: Node
        do {
            // The rule-free resolver: scalars are classified once, by ScalarKind, not by regexes.
            // UTF-8 named: Yams' default reads the environment on every parser it makes.
            let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
            guard let node = try parser.singleRoot() else {
                throw SpecError(file: file, issues: [SpecIssue(path: "", message: "the file holds no document")])
            }
            if let ceiling = InputCeilings.firstIssue(in: node, composedBy: parser) {
                throw SpecError(file: file, issues: [ceiling])
            }
            root = node
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError(file: file, issues: [syntaxIssue(error, text: text)])
        }
        return root
    }

    /// The spec a node holds, with where each field stands; positions are the node's own in its file.
    static func located(_ root: Node, file: String) throws(SpecError) -> (spec: TransitionSpec, sourceMap: SourceMap) {
        let reader = NodeReader()
        let spec = decode(root, reader)
        guard let spec, reader.issues.isEmpty else {
            throw SpecError(file: file, issues: reader.issues.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) })
        }
        return (spec, SourceMap(file: file, locations: reader.locations))
    }

    private static func decode(_ root: Node, _ reader: NodeReader) -> TransitionSpec? {
        guard let fields = reader.fields(of: root, at: "", allowed: topLevelKeys, required: ["name", "namespace", "from", "to", "elements"]) else {
            return nil
        }
        if let version = reader.integer(fields["herocat"], at: "herocat"), version != 1 {
            reader.report("unsupported format version \(version); this build reads version 1", at: "herocat", fields["herocat"])
        }
        let name = catalogName(fields["name"], reader)
        let namespace = reader.identifier(fields["namespace"], at: "namespace")
        let fromState = reader.identifier(fields["from"], at: "from")
        let toState = reader.identifier(fields["to"], at: "to")
        let elements = decodeElements(fields["elements"], reader)
        if let fromState, fromState == toState {
            reader.report("the two states must have different names, both are '\(fromState)'", at: "to", fields["to"])
        }
        let title = reader.text(fields["title"], at: "title")
        let summary = reader.text(fields["summary"], at: "summary")
        let tags = decodeTags(fields["tags"], reader)
        let pattern = reader.choice(fields["pattern"], at: "pattern", as: Pattern.self)
        let context = reader.choice(fields["context"], at: "context", as: PresentationContext.self)
        let host = reader.choice(fields["host"], at: "host", as: Host.self)
        let usage = reader.choice(fields["usage"], at: "usage", as: Usage.self)
        let canvas = decodeCanvas(fields["canvas"], reader)
        let animation = animation(fields["animation"], at: "animation", reader)
        let suppressions = decodeSuppressions(fields["disable"], reader)
        guard let name, let namespace, let fromState, let toState, let elements else { return nil }

        var spec = TransitionSpec(name: name, namespace: namespace, fromState: fromState, toState: toState, elements: elements)
        spec.title = title
        spec.summary = summary
        spec.tags = tags
        spec.pattern = pattern ?? .custom
        spec.context = context ?? .inPlace
        spec.host = host ?? .app
        spec.usage = usage ?? .single
        spec.canvas = canvas
        spec.animation = animation
        spec.suppressions = suppressions
        checkSettleTimes(spec, reader)
        return spec
    }

    private static func catalogName(_ node: Node?, _ reader: NodeReader) -> CatalogName? {
        guard let text = reader.string(node, at: "name", quotable: true) else { return nil }
        if let problem = CatalogName.problem(with: text) {
            reader.report("'\(text)' is not a catalog name: \(problem)", at: "name", node)
        }
        return CatalogName(text)
    }

    private static func decodeTags(_ node: Node?, _ reader: NodeReader) -> [String] {
        var tags: [String] = []
        var seen: Set<String> = []
        for (index, item) in (reader.sequence(node, at: "tags") ?? []).enumerated() {
            guard let tag = reader.text(item, at: "tags[\(index)]") else { continue }
            if seen.insert(tag).inserted {
                tags.append(tag)
            } else {
                reader.report("duplicate tag '\(tag)'", at: "tags[\(index)]", item)
            }
        }
        return tags
    }

    private static func decodeSuppressions(_ node: Node?, _ reader: NodeReader) -> [Suppression] {
        (reader.sequence(node, at: "disable") ?? []).enumerated().compactMap { index, item in
            let path = "disable[\(index)]"
            guard let fields = reader.fields(of: item, at: path, allowed: ["rule", "reason"], required: ["rule"]),
                  let rule = reader.identifierText(fields["rule"], at: "\(path).rule")
            else { return nil }
            guard rule.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }), rule.first?.isLetter == true else {
                reader.report("'\(rule)' is not a rule identifier (snake_case, as 'herocat rules' lists them)", at: "\(path).rule", fields["rule"])
                return nil
            }
            let reason = reader.text(fields["reason"], at: "\(path).reason")
            return Suppression(rule: rule, reason: reason?.isEmpty == true ? nil : reason)
        }
    }

    private static func decodeCanvas(_ node: Node?, _ reader: NodeReader) -> Canvas? {
        guard let node = reader.value(node),
              let fields = reader.fields(of: node, at: "canvas", allowed: ["width", "height"], required: ["width", "height"])
        else { return nil }
        guard let width = reader.number(fields["width"], at: "canvas.width", ValueRanges.canvasSide),
              let height = reader.number(fields["height"], at: "canvas.height", ValueRanges.canvasSide)
        else { return nil }
        return Canvas(width: width, height: height)
    }

    /// An animation expression, parsed by the interpolation core's grammar.
    static func animation(_ node: Node?, at path: String, _ reader: NodeReader) -> Animation? {
        guard let animation = reader.expression(node, at: path, kind: "animation", { try Animation.parse($0) }) else { return nil }
        let problems = animation.rangeProblems
        for problem in problems { reader.report("'\(animation.source)': \(problem)", at: path, node) }
        return problems.isEmpty ? animation : nil
    }

    /// The commonest YAML trap in a spec, as a sentence with the fix: an expression
    /// (`system(size: 17, weight: .semibold)`) left unquoted, whose `: ` or `,` YAML reads
    /// as structure, in a block value or inside a flow mapping `{ ... }`.
    static func unquotedExpression(in line: Substring, problem: String) -> String? {
        let structural = problem.contains("mapping values are not allowed")
            || problem.contains("did not find expected ',' or '}'")
            || problem.contains("did not find expected ',' or ']'")
        guard structural, let open = line.firstIndex(of: "(") else { return nil }
        let before = line[..<open]
        let key = before.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," }).last { $0.hasSuffix(":") }
            .map { String($0.dropLast()) }
        let start = before.lastIndex(of: ":").map { line.index(after: $0) } ?? before.startIndex
        var depth = 0
        var end = open
        for index in line[open...].indices {
            if line[index] == "(" { depth += 1 }
            if line[index] == ")" { depth -= 1; if depth == 0 { end = index; break } }
        }
        let expression = line[start...end].trimmingCharacters(in: .whitespaces)
        let field = key ?? "the value"
        return "the \(field) expression \(expression) holds ': ' or ',', which YAML reads as structure; quote it: \(field): \"\(expression)\""
    }

    /// A YAML or JSON syntax error as one issue, with a hint for the common trap of
    /// an unquoted expression holding ': '.
    private static func syntaxIssue(_ error: any Error, text: String) -> SpecIssue {
        guard let yamlError = error as? YamlError else {
            return SpecIssue(path: "", message: "cannot read the file: \(error)")
        }
        switch yamlError {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            if problem.hasPrefix("Maximum nesting level reached") {
                return SpecIssue(path: "", line: mark.line, column: mark.column, message: InputCeilings.nestingMessage)
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = mark.line >= 1 && mark.line <= lines.count ? lines[mark.line - 1] : ""
            if let sentence = unquotedExpression(in: line, problem: problem) {
                return SpecIssue(path: "", line: mark.line, column: mark.column, message: sentence)
            }
            let message = "syntax error: \(context.map { "\($0.text) " } ?? "")\(problem)"
            return SpecIssue(path: "", line: mark.line, column: mark.column, message: message)
        case let .duplicatedKeysInMapping(duplicates, context):
            return SpecIssue(path: "", line: context.mark.line, column: context.mark.column, message: "duplicate key \(duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")) in one mapping")
        case let .reader(problem, _, _, _):
            return SpecIssue(path: "", message: "cannot read the file: \(problem)")
        default:
            return SpecIssue(path: "", message: "cannot read the file: \(yamlError)")
        }
    }
}
