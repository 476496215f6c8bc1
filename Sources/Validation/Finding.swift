/// One broken principle in one transition, ready for a reporter.
public struct Finding: Equatable, Sendable {
    /// The rule identifier (`too_many_matches`).
    public var rule: String
    public var severity: Severity
    /// The transition's catalog name.
    public var transition: String
    /// The element concerned, or nil for the whole transition.
    public var element: String?
    public var message: String
    /// What to do instead (the rule's hint).
    public var hint: String
    /// Where the rule is documented (`docs/rules.md#too_many_matches`).
    public var reference: String
    /// The field path it concerns (`elements[2]`, `context`, `""` for the whole spec).
    public var path: String
    /// The spec file, when a file was checked.
    public var file: String?
    /// 1-based line and column in `file`.
    public var line: Int?
    public var column: Int?

    public init(
        rule: String, severity: Severity, transition: String, element: String? = nil,
        message: String, hint: String, reference: String, path: String = "",
        file: String? = nil, line: Int? = nil, column: Int? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.transition = transition
        self.element = element
        self.message = message
        self.hint = hint
        self.reference = reference
        self.path = path
        self.file = file
        self.line = line
        self.column = column
    }
}

extension Finding {
    /// Where the finding is, as the text format prints it: `file:line:column`
    /// where a file was checked, else `transition (element)`.
    public var place: String { TextFormat.place(of: self) }
}
