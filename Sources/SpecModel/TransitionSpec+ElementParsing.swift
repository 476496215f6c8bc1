import MotionCore
import Yams

extension TransitionSpec {
    static let elementKeys = [
        "id", "role", "kind", "properties", "anchor", "source", "namespace",
        "from", "to", "transition", "delay", "animation",
    ]
    static let frameKeys = ["x", "y", "width", "height", "cornerRadius", "opacity", "font"]

    static func decodeElements(_ node: Node?, _ reader: NodeReader) -> [ElementSpec]? {
        guard let items = reader.sequence(node, at: "elements") else { return nil }
        if items.isEmpty {
            reader.report("a transition needs at least one element", at: "elements", node)
            return nil
        }
        if items.count > InputCeilings.elements {
            reader.report("\(items.count) elements; a spec may have at most \(InputCeilings.elements)", at: "elements", node)
            return nil
        }
        let elements = items.enumerated().map { index, item in decodeElement(item, at: "elements[\(index)]", reader) }
        return elements.contains(nil) ? nil : elements.compactMap { $0 }
    }

    private static func decodeElement(_ node: Node, at path: String, _ reader: NodeReader) -> ElementSpec? {
        guard let fields = reader.fields(of: node, at: path, allowed: elementKeys, required: ["id"]) else { return nil }
        let id = reader.identifierText(fields["id"], at: "\(path).id")
        let from = decodeFrame(fields["from"], at: "\(path).from", reader)
        let to = decodeFrame(fields["to"], at: "\(path).to", reader)
        if reader.value(fields["from"]) == nil, reader.value(fields["to"]) == nil {
            reader.report("an element needs a frame in at least one state: give it 'from', 'to' or both", at: path, node)
        }
        var element = ElementSpec(id: id ?? "", from: from, to: to)
        element.role = reader.choice(fields["role"], at: "\(path).role", as: Role.self) ?? .content
        element.kind = reader.choice(fields["kind"], at: "\(path).kind", as: ElementKind.self) ?? .shape
        element.properties = reader.choice(fields["properties"], at: "\(path).properties", as: MatchedProperties.self) ?? .frame
        element.anchor = decodeAnchor(fields["anchor"], at: "\(path).anchor", reader) ?? .center
        element.source = reader.choice(fields["source"], at: "\(path).source", as: StateSide.self) ?? .from
        element.namespace = reader.identifier(fields["namespace"], at: "\(path).namespace")
        element.transition = decodeTransition(fields["transition"], at: "\(path).transition", reader) ?? .opacity
        element.delay = reader.number(fields["delay"], at: "\(path).delay", ValueRanges.delay) ?? 0
        element.animation = animation(fields["animation"], at: "\(path).animation", reader)
        return element
    }

    private static func decodeFrame(_ node: Node?, at path: String, _ reader: NodeReader) -> StateFrame? {
        guard let node = reader.value(node),
              let fields = reader.fields(of: node, at: path, allowed: frameKeys, required: ["x", "y", "width", "height"])
        else { return nil }
        let x = reader.number(fields["x"], at: "\(path).x", ValueRanges.coordinate)
        let y = reader.number(fields["y"], at: "\(path).y", ValueRanges.coordinate)
        let width = reader.number(fields["width"], at: "\(path).width", ValueRanges.width)
        let height = reader.number(fields["height"], at: "\(path).height", ValueRanges.height)
        let cornerRadius = reader.number(fields["cornerRadius"], at: "\(path).cornerRadius", ValueRanges.cornerRadius)
        let opacity = reader.number(fields["opacity"], at: "\(path).opacity", ValueRanges.opacity)
        let font = decodeFont(fields["font"], at: "\(path).font", reader)
        guard let x, let y, let width, let height else { return nil }
        return StateFrame(x: x, y: y, width: width, height: height, cornerRadius: cornerRadius ?? 0, opacity: opacity ?? 1, font: font)
    }

    private static func decodeFont(_ node: Node?, at path: String, _ reader: NodeReader) -> FontExpression? {
        reader.expression(node, at: path, kind: "font") { try FontExpression.parse($0) }
    }

    /// A keyword (`topLeading`) or a unit point `[x, y]`.
    private static func decodeAnchor(_ node: Node?, at path: String, _ reader: NodeReader) -> UnitPoint? {
        guard let node = reader.value(node) else { return nil }
        if case .sequence(let items) = node {
            guard items.count == 2 else {
                reader.report("expected a unit point [x, y], got a list of \(items.count)", at: path, node)
                return nil
            }
            guard let x = reader.number(items[0], at: "\(path)[0]", ValueRanges.unitPoint),
                  let y = reader.number(items[1], at: "\(path)[1]", ValueRanges.unitPoint)
            else { return nil }
            return UnitPoint(x: x, y: y)
        }
        guard let keyword = reader.string(node, at: path) else { return nil }
        guard let point = UnitPoint.keyword(named: keyword) else {
            reader.report("unknown anchor '\(keyword)'\(Suggestion.clause(for: keyword, among: UnitPoint.keywords.map(\.name))); expected [x, y] or one of \(UnitPoint.keywords.map(\.name).joined(separator: ", "))", at: path, node)
            return nil
        }
        return point
    }

    /// `opacity`, `scale`, `none` or `move(edge: bottom)`.
    private static func decodeTransition(_ node: Node?, at path: String, _ reader: NodeReader) -> OneStateTransition? {
        guard let text = reader.string(node, at: path) else { return nil }
        guard let transition = OneStateTransition(source: text) else {
            reader.report("unknown transition '\(text)'; expected opacity, scale, none or move(edge: top|bottom|leading|trailing)", at: path, node)
            return nil
        }
        return transition
    }
}
