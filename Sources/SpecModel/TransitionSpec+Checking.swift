extension TransitionSpec {
    /// A spec built in code (`scan --import`, later doors) checked exactly as a spec file
    /// is: its canonical document is parsed again, so every limit of `ValueRanges` and
    /// every rule of the spec format (docs/spec-format.md) applies at every door. Problems name `origin` and the
    /// field path (positions in the generated text would mean nothing to the user).
    public func checked(origin: String) throws(SpecError) -> TransitionSpec {
        do {
            return try Self.parse(document.yaml, file: origin)
        } catch {
            throw SpecError(file: origin, issues: error.issues.map { SpecIssue(path: $0.path, message: $0.message) })
        }
    }
}
