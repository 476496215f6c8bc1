import Yams

extension InputCeilings {
    /// The issue for a file larger than `fileBytes`, or nil.
    static func sizeIssue(bytes: Int) -> SpecIssue? {
        guard bytes > fileBytes else { return nil }
        return SpecIssue(path: "", message: "the file is \(bytes) bytes; a spec file may hold at most \(fileBytes) bytes (16 MiB)")
    }

    /// The message for a nesting deeper than `nestingDepth`, shared with the YAML
    /// parser's own limit (which stops far deeper input before it is composed).
    static var nestingMessage: String {
        "values are nested more than \(nestingDepth) levels deep; a spec may nest at most \(nestingDepth) (it needs 5)"
    }

    /// The issue for an element id, namespace or state name longer than `idBytes`, or nil.
    static func idIssue(_ text: String, at path: String, _ node: Node?) -> SpecIssue? {
        guard text.utf8.count > idBytes else { return nil }
        return SpecIssue(
            path: path, line: node?.mark?.line, column: node?.mark?.column,
            message: "the id is \(text.utf8.count) bytes long; ids may be at most \(idBytes) bytes"
        )
    }

    /// The first ceiling the composed document breaks (depth, aliases, string length),
    /// found without expanding aliases: an alias is counted and its value measured once.
    /// `parser` must be the one that composed `root`, alive: it owns the anchors.
    static func firstIssue(in root: Node, composedBy parser: Parser) -> SpecIssue? {
        var walk = CeilingWalk()
        return withExtendedLifetime(parser) { walk.height(of: root, depth: 1) == nil ? walk.issue : nil }
    }
}

/// A depth-first walk that stops at the first ceiling broken; its recursion is bounded
/// by `nestingDepth`.
private struct CeilingWalk {
    var issue: SpecIssue?
    /// Heights of the anchored values seen, by anchor: a later node with the same
    /// anchor is an alias of it.
    var anchoredHeights: [ObjectIdentifier: Int] = [:]
    var aliasUses = 0

    /// The node's height (1 for a scalar), or nil once a ceiling is broken.
    mutating func height(of node: Node, depth: Int) -> Int? {
        let anchor = node.anchorObject.map(ObjectIdentifier.init)
        if let anchor, let height = anchoredHeights[anchor] {
            aliasUses += 1
            if aliasUses > InputCeilings.aliases {
                return fail("more than \(InputCeilings.aliases) aliases are used; a spec may use at most \(InputCeilings.aliases)", node)
            }
            return depth + height - 1 > InputCeilings.nestingDepth ? fail(InputCeilings.nestingMessage, node) : height
        }
        guard depth <= InputCeilings.nestingDepth else { return fail(InputCeilings.nestingMessage, node) }
        var height = 1
        switch node {
        case .scalar(let scalar):
            let length = scalar.string.utf8.count
            if length > InputCeilings.stringBytes {
                return fail("a string of \(length) bytes; strings may be at most \(InputCeilings.stringBytes) bytes", node)
            }
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard let keyHeight = self.height(of: key, depth: depth + 1),
                      let valueHeight = self.height(of: value, depth: depth + 1)
                else { return nil }
                height = max(height, 1 + keyHeight, 1 + valueHeight)
            }
        case .sequence(let sequence):
            for item in sequence {
                guard let itemHeight = self.height(of: item, depth: depth + 1) else { return nil }
                height = max(height, 1 + itemHeight)
            }
        case .alias:
            break
        }
        if let anchor { anchoredHeights[anchor] = height }
        return height
    }

    mutating func fail(_ message: String, _ node: Node) -> Int? {
        issue = SpecIssue(path: "", line: node.mark?.line, column: node.mark?.column, message: message)
        return nil
    }
}

extension Node {
    /// The anchor (`&name`) this value was defined with, or that an alias copied.
    var anchorObject: Anchor? {
        switch self {
        case .scalar(let scalar): return scalar.anchor
        case .mapping(let mapping): return mapping.anchor
        case .sequence(let sequence): return sequence.anchor
        case .alias: return nil
        }
    }
}
