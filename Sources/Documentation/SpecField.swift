import MotionCore
import SpecModel

/// One field of the spec format, described once: the spec schema (`herocat schema spec`)
/// and the field reference page (`docs/reference/spec-fields.md`) are both written
/// from these, and the allowed values come from the model's own enums.
struct SpecField {
    enum Kind {
        case text
        /// Text with at least one character that is not whitespace.
        case nonBlankText
        /// A rule identifier: snake_case, starting with a letter.
        case ruleIdentifier
        case catalogName
        case identifier
        case version
        /// A number within one of the parser's ranges (`ValueRanges`), so the schema and the
        /// reference say exactly what `add` accepts.
        case number(ValueRange)
        case choice([String])
        case textList
        case group(SpecFieldGroup)
        case groupList(SpecFieldGroup)
        case animation
        case font
        case anchor
        case transition
    }

    let name: String
    let kind: Kind
    let required: Bool
    /// The value used when the field is left out, as written in a spec.
    let defaultValue: String?
    let summary: String
    /// Values the schema offers as examples (editors suggest them; API test generators start
    /// from them), where the kind alone gives none.
    let examples: [String]

    init(_ name: String, _ kind: Kind, required: Bool = false, default defaultValue: String? = nil, examples: [String] = [], _ summary: String) {
        self.name = name
        self.kind = kind
        self.required = required
        self.defaultValue = defaultValue
        self.examples = examples
        self.summary = summary
    }
}

/// The nested mappings of a spec, each a `$defs` entry of the schema and a table of the page.
enum SpecFieldGroup: String, CaseIterable {
    case transition, canvas, element, frame, suppression

    var title: String {
        switch self {
        case .transition: return "Top level"
        case .canvas: return "canvas"
        case .element: return "elements[]"
        case .frame: return "elements[].from and elements[].to (a frame)"
        case .suppression: return "disable[]"
        }
    }

    var summary: String {
        switch self {
        case .transition: return "A transition: two named states of one view and the elements that morph or fade between them."
        case .canvas: return "The coordinate space of the frames, in points (previews draw in it)."
        case .element: return "One element: matched (it morphs) when it has both `from` and `to`, else it fades in or out with `transition`."
        case .frame: return "An element's geometry in one state, in canvas points."
        case .suppression: return "A rule this spec switches off, with the reason."
        }
    }

    var fields: [SpecField] {
        switch self {
        case .transition: return [
            SpecField("herocat", .version, default: "1", "The spec format version; only 1 exists."),
            SpecField("name", .catalogName, required: true, "The catalog key: lowercase letters and digits first, then also `.`, `_`, `-`; at most \(CatalogName.maxLength) characters."),
            SpecField("title", .text, "A short human title."),
            SpecField("summary", .text, "One or two sentences on what moves."),
            SpecField("tags", .textList, default: "[]", "Free-text tags, each once (`herocat list --tag`)."),
            SpecField("pattern", .choice(Pattern.allCases.map(\.rawValue)), default: Pattern.custom.rawValue, "The kind of hero transition; some rules use it (`properties_fit`)."),
            SpecField("context", .choice(PresentationContext.allCases.map(\.rawValue)), default: PresentationContext.inPlace.rawValue, "How the second state is presented."),
            SpecField("host", .choice(Host.allCases.map(\.rawValue)), default: Host.app.rawValue, "Where the view runs."),
            SpecField("usage", .choice(Usage.allCases.map(\.rawValue)), default: Usage.single.rawValue, "How many instances animate at once."),
            SpecField("namespace", .identifier, required: true, "The `@Namespace` property name, a Swift identifier."),
            SpecField("canvas", .group(.canvas), default: "{ width: 390, height: 844 }", "The coordinate space of the frames."),
            SpecField("from", .identifier, required: true, examples: ["collapsed"], "The first state's name, a Swift identifier."),
            SpecField("to", .identifier, required: true, examples: ["expanded"], "The second state's name, a Swift identifier, different from `from`."),
            SpecField("animation", .animation, "The state change's animation, a SwiftUI animation expression; without one the change is a hard cut (`missing_animation`)."),
            SpecField("elements", .groupList(.element), required: true, "At least one element, in draw order: each is drawn on top of the ones listed before it."),
            SpecField("disable", .groupList(.suppression), default: "[]", "Rules this spec switches off, each with a reason."),
        ]
        case .canvas: return [
            SpecField("width", .number(ValueRanges.canvasSide), required: true, "Points, > 0."),
            SpecField("height", .number(ValueRanges.canvasSide), required: true, "Points, > 0."),
        ]
        case .element: return [
            SpecField("id", .nonBlankText, required: true, "The `matchedGeometryEffect` id; free text, unique within the spec."),
            SpecField("role", .choice(Role.allCases.map(\.rawValue)), default: Role.content.rawValue, "What the element is in the design."),
            SpecField("kind", .choice(ElementKind.allCases.map(\.rawValue)), default: ElementKind.shape.rawValue, "What view draws it."),
            SpecField("properties", .choice(MatchedProperties.allCases.map(\.rawValue)), default: MatchedProperties.frame.rawValue, "Which geometry is matched: `frame` (position and size), `position`, or `size`."),
            SpecField("anchor", .anchor, default: "center", "The matched anchor: a keyword or a unit point `[x, y]`."),
            SpecField("source", .choice(StateSide.allCases.map(\.rawValue)), default: StateSide.from.rawValue, "Which state's view is `isSource: true`."),
            SpecField("namespace", .identifier, "Overrides the transition's namespace for this element."),
            SpecField("from", .group(.frame), "The frame in the first state; leave out for an element only in the second."),
            SpecField("to", .group(.frame), "The frame in the second state; leave out for an element only in the first."),
            SpecField("transition", .transition, default: "opacity", "How a one-state element enters or leaves."),
            SpecField("delay", .number(ValueRanges.delay), default: "0", "Seconds after the state change before this element starts."),
            SpecField("animation", .animation, "This element's own animation, overriding the transition's."),
        ]
        case .frame: return [
            SpecField("x", .number(ValueRanges.coordinate), required: true, "Left edge, points."),
            SpecField("y", .number(ValueRanges.coordinate), required: true, "Top edge, points."),
            SpecField("width", .number(ValueRanges.width), required: true, "Points, >= 0."),
            SpecField("height", .number(ValueRanges.height), required: true, "Points, >= 0."),
            SpecField("cornerRadius", .number(ValueRanges.cornerRadius), default: "0", "Points, >= 0."),
            SpecField("opacity", .number(ValueRanges.opacity), default: "1", "0 to 1."),
            SpecField("font", .font, "The text font in this state (text elements): a SwiftUI font expression."),
        ]
        case .suppression: return [
            SpecField("rule", .ruleIdentifier, required: true, "A rule identifier, as `herocat rules` lists them."),
            SpecField("reason", .text, "Why the rule does not apply; a suppression without one is itself a finding."),
        ]
        }
    }
}
