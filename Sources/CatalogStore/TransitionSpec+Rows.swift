import GRDB
import MotionCore
import SpecModel

/// Rebuilds specs from their normalized rows. Stored text was checked when it
/// was written; anything unreadable now was edited outside herocat.
extension Catalog {
    static func decodeSpec(_ row: Row, _ db: Database) throws -> TransitionSpec {
        let name: String = row["name"]
        let field = FieldDecoder(specName: name)
        let transitionID: Int64 = row["id"]
        // A cursor's rows find columns through the statement's index; a fetched (copied) row
        // compares every column name, and an element row has some thirty.
        let elements = try Array(Row.fetchCursor(try db.cachedStatement(sql: "SELECT * FROM elements WHERE transition_id = ? ORDER BY position"), arguments: [transitionID])
            .map { try decodeElement($0, field) })
        var spec = TransitionSpec(
            name: try field.value("name", name, CatalogName.init),
            namespace: try field.value("namespace", row["namespace"], SwiftIdentifier.init),
            fromState: try field.value("from_state", row["from_state"], SwiftIdentifier.init),
            toState: try field.value("to_state", row["to_state"], SwiftIdentifier.init),
            elements: elements
        )
        spec.formatVersion = row["format_version"]
        spec.title = row["title"]
        spec.summary = row["summary"]
        spec.tags = try String.fetchAll(try db.cachedStatement(sql: "SELECT tag FROM tags WHERE transition_id = ? ORDER BY position"), arguments: [transitionID])
        spec.pattern = try field.value("pattern", row["pattern"], Pattern.init(rawValue:))
        spec.context = try field.value("context", row["context"], PresentationContext.init(rawValue:))
        spec.host = try field.value("host", row["host"], Host.init(rawValue:))
        spec.usage = try field.value("usage", row["usage"], Usage.init(rawValue:))
        if let width: Double = row["canvas_width"], let height: Double = row["canvas_height"] {
            spec.canvas = Canvas(width: width, height: height)
        }
        spec.animation = try field.optional("animation", row["animation"]) { try? Animation.parse($0) }
        spec.suppressions = try Row.fetchAll(try db.cachedStatement(sql: "SELECT rule, reason FROM suppressions WHERE transition_id = ? ORDER BY position"), arguments: [transitionID])
            .map { Suppression(rule: $0["rule"], reason: $0["reason"]) }
        return spec
    }

    private static func decodeElement(_ row: Row, _ field: FieldDecoder) throws -> ElementSpec {
        var element = ElementSpec(id: row["element_id"], from: try decodeFrame(row, "from", field), to: try decodeFrame(row, "to", field))
        element.role = try field.value("role", row["role"], Role.init(rawValue:))
        element.kind = try field.value("kind", row["kind"], ElementKind.init(rawValue:))
        element.properties = try field.value("properties", row["properties"], MatchedProperties.init(rawValue:))
        element.anchor = UnitPoint(x: row["anchor_x"], y: row["anchor_y"])
        element.source = try field.value("source", row["source"], StateSide.init(rawValue:))
        element.namespace = try field.optional("namespace", row["namespace"], SwiftIdentifier.init)
        element.transition = try field.optional("transition", row["transition"], OneStateTransition.init(source:)) ?? .opacity
        element.delay = row["delay"]
        element.animation = try field.optional("animation", row["animation"]) { try? Animation.parse($0) }
        return element
    }

    private static func decodeFrame(_ row: Row, _ side: String, _ field: FieldDecoder) throws -> StateFrame? {
        guard let x: Double = row["\(side)_x"] else { return nil }
        return StateFrame(
            x: x, y: row["\(side)_y"], width: row["\(side)_width"], height: row["\(side)_height"],
            cornerRadius: row["\(side)_corner_radius"] ?? 0, opacity: row["\(side)_opacity"] ?? 1,
            font: try field.optional("\(side)_font", row["\(side)_font"]) { try? FontExpression.parse($0) }
        )
    }
}

/// Turns stored text back into checked values, naming the column when it cannot.
private struct FieldDecoder {
    let specName: String

    func value<T>(_ column: String, _ text: String, _ make: (String) -> T?) throws -> T {
        guard let value = make(text) else { throw CatalogError.corrupt(name: specName, field: column, value: text) }
        return value
    }

    func optional<T>(_ column: String, _ text: String?, _ make: (String) -> T?) throws -> T? {
        guard let text else { return nil }
        return try value(column, text, make)
    }
}
