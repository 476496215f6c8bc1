/// The most one spec file may hold. Each is far above any real spec (the bundled ones
/// are a few kilobytes, with at most a dozen elements nested five levels deep); they
/// exist so that no input, however large or hostile, makes a reader run out of time,
/// memory or stack. Every entry point that reads a spec (add, load, validate, export,
/// preview, scan --import) goes through `TransitionSpec.parse` and so inherits them.
public enum InputCeilings {
    /// Bytes in one spec file.
    public static let fileBytes = 16 * 1024 * 1024
    /// Elements in one spec.
    public static let elements = 50_000
    /// Levels of nested mappings and lists, the document itself being level 1
    /// (a spec needs 5: document, elements, element, frame, value).
    public static let nestingDepth = 32
    /// Uses of YAML aliases (`*name`) in one file.
    public static let aliases = 1_000
    /// UTF-8 bytes in any one string: a key, a title, a summary, an expression.
    public static let stringBytes = 16 * 1024
    /// UTF-8 bytes in an element id, a namespace, a state name or a rule identifier.
    public static let idBytes = 256

    /// Every ceiling with the words the README table and the error messages use.
    public static let all: [(name: String, limit: Int, unit: String)] = [
        ("file size", fileBytes, "bytes"),
        ("elements", elements, "elements"),
        ("nesting depth", nestingDepth, "levels"),
        ("aliases", aliases, "alias uses"),
        ("string length", stringBytes, "bytes"),
        ("id length", idBytes, "bytes"),
    ]
}
