import SpecModel

/// A Swift file `herocat scan` could not check: unreadable, not UTF-8 text, with syntax
/// errors, past the size or nesting ceilings, or not finished within its time budget.
/// Not a principle: it says that the principles were not checked there.
public struct UnscannableFileRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "unscannable_file",
        name: "Unscannable file",
        severity: .warning,
        principle: "A file herocat cannot read, parse or finish in time is not checked; its transitions may break any principle unseen.",
        hint: "Fix what the message names (syntax errors, encoding), or split a file past herocat scan's size or nesting limits (see `herocat scan --help`).",
        sources: [],
        triggeringExamples: [],
        nonTriggeringExamples: []
    )

}
