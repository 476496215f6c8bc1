/// A malformed or out-of-range animation expression.
public struct AnimationSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based column of the offending token in the expression text (counted in
    /// Unicode scalars; for ASCII text, characters). One past the end for a premature end.
    public var column: Int
    /// What is wrong, e.g. "expected ')' after argument list".
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    public var description: String { "column \(column): \(message)" }
}
