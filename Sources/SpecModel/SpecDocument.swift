import MotionCore

/// An ordered document tree: the one place that decides which fields a printed
/// spec holds and in which order, and the one JSON value every output is printed
/// from (findings, SARIF, timelines, schemas, listings). The YAML and JSON printers only
/// render it; numbers print with MotionCore's `formatNumber`.
///
/// Not `indirect`: the arrays already hold the nesting, and boxing every string and number
/// would cost an allocation each (a listing builds five values a row).
public enum SpecDocument: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// `inline` objects and lists print on one line (frames, tags, anchors).
    case object(Fields, inline: Bool)
    case list([SpecDocument], inline: Bool)

    /// An object's members, in printing order.
    public typealias Fields = [(key: String, value: SpecDocument)]
}

extension TransitionSpec {
    /// The spec as a document in the key order of docs/spec-format.md, defaults of elements omitted.
    public var document: SpecDocument {
        var fields: SpecDocument.Fields = [("herocat", .number(Double(formatVersion))), ("name", .string(name.rawValue))]
        if let title { fields.append(("title", .string(title))) }
        if let summary { fields.append(("summary", .string(summary))) }
        if !tags.isEmpty { fields.append(("tags", .list(tags.map(SpecDocument.string), inline: true))) }
        fields += [
            ("pattern", .string(pattern.rawValue)), ("context", .string(context.rawValue)),
            ("host", .string(host.rawValue)), ("usage", .string(usage.rawValue)),
            ("namespace", .string(namespace.rawValue)),
        ]
        if let canvas {
            fields.append(("canvas", .object([("width", .number(canvas.width)), ("height", .number(canvas.height))], inline: true)))
        }
        fields += [("from", .string(fromState.rawValue)), ("to", .string(toState.rawValue))]
        if let animation { fields.append(("animation", .string(animation.source))) }
        fields.append(("elements", .list(elements.map(\.document), inline: false)))
        if !suppressions.isEmpty {
            fields.append(("disable", .list(suppressions.map { suppression in
                var entry: SpecDocument.Fields = [("rule", .string(suppression.rule))]
                if let reason = suppression.reason { entry.append(("reason", .string(reason))) }
                return .object(entry, inline: true)
            }, inline: false)))
        }
        return .object(fields, inline: false)
    }
}

extension ElementSpec {
    var document: SpecDocument {
        var fields: SpecDocument.Fields = [
            ("id", .string(id)), ("role", .string(role.rawValue)), ("kind", .string(kind.rawValue)),
        ]
        if properties != .frame { fields.append(("properties", .string(properties.rawValue))) }
        if anchor != .center {
            let anchorValue: SpecDocument = anchor.keyword.map(SpecDocument.string)
                ?? .list([.number(anchor.x), .number(anchor.y)], inline: true)
            fields.append(("anchor", anchorValue))
        }
        if source != .from { fields.append(("source", .string(source.rawValue))) }
        if let namespace { fields.append(("namespace", .string(namespace.rawValue))) }
        if let from { fields.append(("from", from.document)) }
        if let to { fields.append(("to", to.document)) }
        if !isMatched || transition != .opacity { fields.append(("transition", .string(transition.source))) }
        if delay != 0 { fields.append(("delay", .number(delay))) }
        if let animation { fields.append(("animation", .string(animation.source))) }
        return .object(fields, inline: false)
    }
}

extension StateFrame {
    var document: SpecDocument {
        var fields: SpecDocument.Fields = [
            ("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height)),
        ]
        if cornerRadius != 0 { fields.append(("cornerRadius", .number(cornerRadius))) }
        if opacity != 1 { fields.append(("opacity", .number(opacity))) }
        if let font { fields.append(("font", .string(font.description))) }
        return .object(fields, inline: true)
    }
}
