import MotionCore
import Yams

/// Reads typed fields out of a composed YAML/JSON node tree, recording an issue
/// for every field that is missing, unknown or of the wrong shape, and carrying on,
/// so one pass reports everything wrong with a file.
final class NodeReader {
    private(set) var issues: [SpecIssue] = []
    /// Where each mapping and field read so far starts, by field path.
    private(set) var locations: [String: SourceLocation] = [:]

    func report(_ message: String, at path: String, _ node: Node?) {
        issues.append(SpecIssue(path: path, line: node?.mark?.line, column: node?.mark?.column, message: message))
    }

    /// The mapping's entries by key, reporting unknown keys and, with `required`, missing ones.
    func fields(of node: Node, at path: String, allowed: [String], required: [String] = []) -> [String: Node]? {
        guard case .mapping(let mapping) = node else {
            report("expected a mapping with keys such as \(allowed.prefix(4).joined(separator: ", ")), got \(describe(node))", at: path, node)
            return nil
        }
        var fields: [String: Node] = [:]
        fields.reserveCapacity(mapping.count)
        record(path, node)
        for (key, value) in mapping {
            let name = key.string ?? ""
            record(join(path, name), key)
            guard allowed.contains(name) else {
                report("unknown key '\(name)'\(Suggestion.clause(for: name, among: allowed)); expected one of \(allowed.joined(separator: ", "))", at: join(path, name), key)
                continue
            }
            fields[name] = value
        }
        for name in required where fields[name].map(isNull) ?? true {
            report("missing required field '\(name)'", at: join(path, name), fields[name] ?? node)
        }
        // A key with no value (`title:`, `animation: null`) is left out: the spec schema says
        // so by allowing null for every optional field. Only a list's items are never null.
        for (name, value) in fields where isNull(value) { fields[name] = nil }
        return fields
    }

    /// Reports at the recorded position of `path`, or of its nearest parent that has one
    /// (for checks that span fields, made after they were read).
    func report(_ message: String, atRecorded path: String) {
        let location = SourceMap(file: "", locations: locations).location(of: path)
        issues.append(SpecIssue(path: path, line: location?.line, column: location?.column, message: message))
    }

    private func record(_ path: String, _ node: Node) {
        if let mark = node.mark { locations[path] = SourceLocation(line: mark.line, column: mark.column) }
    }

    /// A present, non-null value (`fields(of:)` leaves out null ones).
    func value(_ node: Node?) -> Node? {
        guard let node, !isNull(node) else { return nil }
        return node
    }

    /// A string written as a string: a number, a boolean or nothing is refused, not read as
    /// its text (`id: false` and `id: "false"` would be one id written two ways). With
    /// `quotable`, where any text is fine, the message says to quote the value.
    func string(_ node: Node?, at path: String, quotable: Bool = false) -> String? {
        guard let node else { return nil }
        guard case .scalar(let scalar) = node, node.kind == .string else {
            let hint = quotable && node.kind.map { $0 != .null && $0 != .string } == true ? "; \(Self.quoting(scalar: node, at: path))" : ""
            report("expected a string, got \(describe(node))\(hint)", at: path, node)
            return nil
        }
        return storable(scalar.string, at: path, node)
    }

    /// Free text: a string, whatever it says (a title of "2048" is fine, quoted).
    func text(_ node: Node?, at path: String) -> String? {
        string(node, at: path, quotable: true)
    }

    /// How to write `node`'s scalar as text in YAML: `quote it in YAML: id: "false"`.
    private static func quoting(scalar node: Node, at path: String) -> String {
        let text = jsonString(node.scalar?.string ?? "")
        let key = path.split(separator: ".").last.map(String.init) ?? path
        return key.hasSuffix("]") ? "quote it in YAML: - \(text)" : "quote it in YAML: \(key): \(text)"
    }

    /// Text a catalog can keep: no NUL character (U+0000), which a stored value would end at.
    private func storable(_ text: String, at path: String, _ node: Node) -> String? {
        guard text.utf8.contains(0) else { return text }
        report("contains a NUL character (U+0000), which a catalog cannot store", at: path, node)
        return nil
    }

    /// A finite number within `range`. `expected` is only spelled out for a message.
    func number(_ node: Node?, at path: String, in range: ClosedRange<Double> = -.greatestFiniteMagnitude ... .greatestFiniteMagnitude, expected: @autoclosure () -> String = "a number") -> Double? {
        // Classified once: classifying a plain scalar parses it as a number.
        guard let node else { return nil }
        guard case .number(let number) = node.kind else {
            report("expected \(expected()), got \(describe(node))", at: path, node)
            return nil
        }
        guard number.isFinite else {
            report("expected \(expected()), got \(number.isNaN ? "NaN" : "an infinite number"); numbers must be finite", at: path, node)
            return nil
        }
        guard range.contains(number) else {
            report("expected \(expected()), got \(formatNumber(number))", at: path, node)
            return nil
        }
        return number
    }

    /// A finite number within one of `ValueRanges`.
    func number(_ node: Node?, at path: String, _ range: ValueRange) -> Double? {
        number(node, at: path, expected: range.expected).flatMap { value in
            if let problem = range.problem(value) {
                report(problem, at: path, node)
                return nil
            }
            return value
        }
    }

    func integer(_ node: Node?, at path: String) -> Int? {
        guard let node else { return nil }
        guard case .number(let value) = node.kind, value == value.rounded(), abs(value) < 1e9 else {
            report("expected an integer, got \(describe(node))", at: path, node)
            return nil
        }
        return Int(value)
    }

    /// One of an enumeration's spellings.
    func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node?, at path: String, as _: Choice.Type) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, at: path) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            report("unknown value '\(text)'\(Suggestion.clause(for: text, among: Choice.allCases.map(\.rawValue))); expected one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))", at: path, node)
            return nil
        }
        return choice
    }

    /// An id: a string within `InputCeilings.idBytes`, not blank.
    func identifierText(_ node: Node?, at path: String) -> String? {
        guard let text = text(node, at: path) else { return nil }
        if text.allSatisfy(\.isWhitespace) {
            report("must not be empty", at: path, node)
            return nil
        }
        if let tooLong = InputCeilings.idIssue(text, at: path, node) {
            issues.append(tooLong)
            return nil
        }
        return text
    }

    func identifier(_ node: Node?, at path: String) -> SwiftIdentifier? {
        guard let text = identifierText(node, at: path) else { return nil }
        if let problem = SwiftIdentifier.problem(with: text) {
            report("'\(text)' is not a Swift identifier: \(problem)", at: path, node)
        }
        return SwiftIdentifier(text)
    }

    func sequence(_ node: Node?, at path: String) -> [Node]? {
        guard let node else { return nil }
        guard case .sequence(let sequence) = node else {
            report("expected a list, got \(describe(node))", at: path, node)
            return nil
        }
        return Array(sequence)
    }

    /// An expression parsed by `parse`; a syntax error is reported at its column in the file.
    func expression<T>(_ node: Node?, at path: String, kind: String, _ parse: (String) throws -> T) -> T? {
        guard let node, let text = string(node, at: path) else { return nil }
        do {
            return try parse(text)
        } catch let error as any ExpressionSyntaxError {
            issues.append(SpecIssue(
                path: path, line: node.mark?.line, column: column(inside: node, offset: error.column),
                message: invalidExpressionMessage(kind: kind, text: text, reason: error.message)
            ))
        } catch {
            report("invalid \(kind) '\(text)': \(error)", at: path, node)
        }
        return nil
    }

    /// The file column of a 1-based column inside a scalar's text (quotes shift it by one).
    private func column(inside node: Node, offset: Int) -> Int? {
        guard case .scalar(let scalar) = node, let mark = node.mark else { return nil }
        let quote = scalar.style == .singleQuoted || scalar.style == .doubleQuoted ? 1 : 0
        return mark.column + quote + offset - 1
    }

    private func isNull(_ node: Node) -> Bool {
        node.isNull
    }

    private func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            switch node.kind {
            case .number(let value): return value == value.rounded() && !scalar.string.contains(".") ? "the integer \(scalar.string)" : "the number \(scalar.string)"
            case .bool: return "the boolean \(scalar.string)"
            case .null: return "nothing"
            default: return "the string \"\(scalar.string)\""
            }
        }
    }

    private func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}

extension Node {
    /// `kind == .null`, without classifying other scalars (which parses numbers).
    var isNull: Bool {
        guard case .scalar(let scalar) = self else { return false }
        switch scalar.tag.rawValue {
        case Tag.Name.null.rawValue: return true
        case Tag.Name.str.rawValue, Tag.Name.bool.rawValue: return false
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return ScalarKind.isNull(plain: scalar.string)
        default: return scalar.style == .plain && ScalarKind.isNull(plain: scalar.string)
        }
    }

    /// What a scalar means: quoted and block scalars are strings, plain ones are
    /// classified by `ScalarKind`, explicit tags (`!!str 5`) are honoured;
    /// nil for mappings and lists.
    var kind: ScalarKind? {
        guard case .scalar(let scalar) = self else { return nil }
        switch scalar.tag.rawValue {
        case Tag.Name.str.rawValue: return .string
        case Tag.Name.null.rawValue: return .null
        case Tag.Name.bool.rawValue: return .bool
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue: return ScalarKind(plain: scalar.string)
        default: return scalar.style == .plain ? ScalarKind(plain: scalar.string) : .string
        }
    }
}

/// How herocat refuses an embedded expression, in a spec file and on the command line
/// alike: `invalid animation 'spring(bounce: 2)': bounce must be ...`.
public func invalidExpressionMessage(kind: String, text: String, reason: String) -> String {
    "invalid \(kind) '\(text)': \(reason)"
}

/// A parse error of an embedded expression (animation, font), with its 1-based column.
protocol ExpressionSyntaxError: Error {
    var column: Int { get }
    var message: String { get }
}

extension AnimationSyntaxError: ExpressionSyntaxError {}
extension FontSyntaxError: ExpressionSyntaxError {}
