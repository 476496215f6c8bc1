import GRDB
import MotionCore
import SpecModel

/// Rebuilds specs from their normalized rows. Stored text was checked when it
/// was written; anything unreadable now was edited outside herocat.
///
/// Columns are read by position from the select lists below: a row found by column
/// name compares names for every value, and a catalog has tens of thousands of rows.
extension Catalog {
    /// The `transitions` columns a spec is decoded from; `id` first, `created_at` last.
    static let specColumns = """
        id, name, format_version, title, summary, pattern, context, host, usage, namespace, \
        canvas_width, canvas_height, from_state, to_state, animation, created_at
        """
    /// The `elements` columns an element is decoded from, `transition_id` first.
    static let elementColumns = [
        "transition_id", "element_id", "role", "kind", "properties", "anchor_x", "anchor_y", "source", "namespace",
        "from_x", "from_y", "from_width", "from_height", "from_corner_radius", "from_opacity", "from_font",
        "to_x", "to_y", "to_width", "to_height", "to_corner_radius", "to_opacity", "to_font", "transition", "delay", "animation",
    ]

    /// One spec from its `specColumns` row, its child rows read with one query each.
    static func decodeSpec(_ row: Row, _ db: Database) throws -> TransitionSpec {
        let id: Int64 = row[0]
        var decoder = SpecRowDecoder()
        var elements: [ElementSpec] = []
        let elementRows = try Row.fetchCursor(
            try db.cachedStatement(sql: "SELECT \(elementColumns.joined(separator: ", ")) FROM elements WHERE transition_id = ? ORDER BY position"),
            arguments: [id]
        )
        while let element = try elementRows.next() { elements.append(try decoder.element(element, of: row[1])) }
        let tags = try String.fetchAll(try db.cachedStatement(sql: "SELECT tag FROM tags WHERE transition_id = ? ORDER BY position"), arguments: [id])
        let suppressions = try Row.fetchAll(try db.cachedStatement(sql: "SELECT rule, reason FROM suppressions WHERE transition_id = ? ORDER BY position"), arguments: [id])
            .map { Suppression(rule: $0[0], reason: $0[1]) }
        return try decoder.spec(row, elements: elements, tags: tags, suppressions: suppressions)
    }

    /// Every spec in name order, decoded in one pass: the child tables are read in the same
    /// order by a query each and merged in (not a query per spec), and repeated expressions
    /// are parsed once.
    static func forEachSpec(_ db: Database, _ body: (TransitionSpec) throws -> Void) throws {
        let specs = try Row.fetchCursor(db, sql: "SELECT \(specColumns) FROM transitions ORDER BY name")
        var elements = try ChildRows(db, sql: """
            SELECT \(elementColumns.map { "e.\($0)" }.joined(separator: ", "))
            FROM transitions t JOIN elements e ON e.transition_id = t.id ORDER BY t.name, e.position
            """)
        var tags = try ChildRows(db, sql: "SELECT g.transition_id, g.tag FROM transitions t JOIN tags g ON g.transition_id = t.id ORDER BY t.name, g.position")
        var suppressions = try ChildRows(db, sql: """
            SELECT s.transition_id, s.rule, s.reason FROM transitions t JOIN suppressions s ON s.transition_id = t.id
            ORDER BY t.name, s.position
            """)
        var decoder = SpecRowDecoder()
        while let row = try specs.next() {
            let id: Int64 = row[0]
            let name: String = row[1]
            let specElements = try elements.collect(of: id) { try decoder.element($0, of: name) }
            let specTags = try tags.collect(of: id) { $0[1] as String }
            let specSuppressions = try suppressions.collect(of: id) { Suppression(rule: $0[1], reason: $0[2]) }
            try body(try decoder.spec(row, elements: specElements, tags: specTags, suppressions: specSuppressions))
        }
    }
}

/// The rows of a child table in their parents' order, `transition_id` first: each parent
/// takes the run of rows that is its own.
private struct ChildRows {
    private let rows: RowCursor
    private var pending: Row?

    init(_ db: Database, sql: String) throws {
        rows = try Row.fetchCursor(db, sql: sql)
        pending = try rows.next()
    }

    /// The parent's rows, each made into a value before the cursor moves on (a cursor's row
    /// is only valid until then).
    mutating func collect<T>(of parent: Int64, _ make: (Row) throws -> T) throws -> [T] {
        var values: [T] = []
        while let row = pending, row[0] as Int64 == parent {
            values.append(try make(row))
            pending = try rows.next()
        }
        return values
    }
}

/// Decodes `specColumns` and `elementColumns` rows, parsing each distinct stored
/// expression once: a catalog repeats a handful of animations and fonts.
private struct SpecRowDecoder {
    private var animations: [String: Animation?] = [:]
    private var fonts: [String: FontExpression?] = [:]

    mutating func spec(_ row: Row, elements: [ElementSpec], tags: [String], suppressions: [Suppression]) throws -> TransitionSpec {
        let name: String = row[1]
        let field = FieldDecoder(specName: name)
        var spec = TransitionSpec(
            name: try field.value("name", name, CatalogName.init),
            namespace: try field.value("namespace", row[9], SwiftIdentifier.init),
            fromState: try field.value("from_state", row[12], SwiftIdentifier.init),
            toState: try field.value("to_state", row[13], SwiftIdentifier.init),
            elements: elements
        )
        spec.formatVersion = row[2]
        spec.title = row[3]
        spec.summary = row[4]
        spec.tags = tags
        spec.pattern = try field.value("pattern", row[5], Pattern.init(rawValue:))
        spec.context = try field.value("context", row[6], PresentationContext.init(rawValue:))
        spec.host = try field.value("host", row[7], Host.init(rawValue:))
        spec.usage = try field.value("usage", row[8], Usage.init(rawValue:))
        if let width: Double = row[10], let height: Double = row[11] {
            spec.canvas = Canvas(width: width, height: height)
        }
        spec.animation = try field.optional("animation", row[14]) { animation($0) }
        spec.suppressions = suppressions
        return spec
    }

    /// An element from an `elementColumns` row.
    mutating func element(_ row: Row, of specName: String) throws -> ElementSpec {
        let field = FieldDecoder(specName: specName)
        var element = ElementSpec(id: row[1], from: try frame(row, at: 9, "from", field), to: try frame(row, at: 16, "to", field))
        element.role = try field.value("role", row[2], Role.init(rawValue:))
        element.kind = try field.value("kind", row[3], ElementKind.init(rawValue:))
        element.properties = try field.value("properties", row[4], MatchedProperties.init(rawValue:))
        element.anchor = UnitPoint(x: row[5], y: row[6])
        element.source = try field.value("source", row[7], StateSide.init(rawValue:))
        element.namespace = try field.optional("namespace", row[8], SwiftIdentifier.init)
        element.transition = try field.optional("transition", row[23], OneStateTransition.init(source:)) ?? .opacity
        element.delay = row[24]
        element.animation = try field.optional("animation", row[25]) { animation($0) }
        return element
    }

    /// A state's frame from the seven columns from `start` on (x, y, width, height, corner
    /// radius, opacity, font), nil when the element has no frame in that state.
    private mutating func frame(_ row: Row, at start: Int, _ side: String, _ field: FieldDecoder) throws -> StateFrame? {
        guard let x: Double = row[start] else { return nil }
        return StateFrame(
            x: x, y: row[start + 1], width: row[start + 2], height: row[start + 3],
            cornerRadius: row[start + 4] ?? 0, opacity: row[start + 5] ?? 1,
            font: try field.optional("\(side)_font", row[start + 6]) { font($0) }
        )
    }

    private mutating func animation(_ text: String) -> Animation? {
        if let known = animations[text] { return known }
        let parsed = try? Animation.parse(text)
        animations[text] = parsed
        return parsed
    }

    private mutating func font(_ text: String) -> FontExpression? {
        if let known = fonts[text] { return known }
        let parsed = try? FontExpression.parse(text)
        fonts[text] = parsed
        return parsed
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
