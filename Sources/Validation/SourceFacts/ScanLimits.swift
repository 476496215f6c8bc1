/// The ceilings one file must stay under to be checked. A file past one is reported as
/// `unscannable_file` with the ceiling it passed, and the scan goes on. README
/// ("Limits of herocat scan") documents the same numbers.
public enum ScanLimits {
    /// Largest Swift file read, in bytes (generated code past this is not hand-written SwiftUI).
    public static let maximumFileBytes = 4 * 1024 * 1024
    /// Deepest nesting of brackets of any kind (`(`, `[`, `{`): swift-syntax recurses once
    /// per level, and a tree deeper than this would overflow the stack.
    public static let maximumNesting = 100
    /// Deepest nesting of square brackets: swift-syntax tells collection literals from
    /// types by looking ahead, and the time that takes doubles with each nested `[`.
    public static let maximumSquareNesting = 12
    /// Seconds one file may take to parse and read before it is given up.
    public static let fileTimeBudget: Double = 10
}
