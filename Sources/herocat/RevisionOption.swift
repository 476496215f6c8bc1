import ArgumentParser

/// The one rule for options that name a revision (`show --revision`, `add --expect-revision`):
/// revisions are numbered from 1.
enum RevisionOption {
    static func check(_ value: Int?, option: String) throws {
        if let value, value < 1 { throw ValidationError("\(option) takes a revision number, 1 or more, got \(value)") }
    }
}
