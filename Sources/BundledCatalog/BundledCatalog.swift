import SpecModel

/// The example catalog shipped in the binary (the repository's `Seeds/`).
public enum BundledCatalog {
    /// Each seed file's name and text, in file-name order.
    public static var files: [(name: String, contents: String)] { EmbeddedSeeds.files }

    /// Every seed, parsed. A seed that does not parse is a build mistake the
    /// tests catch, so this throws rather than skipping it.
    public static func specs() throws(SpecError) -> [TransitionSpec] {
        var specs: [TransitionSpec] = []
        for file in files {
            specs.append(try TransitionSpec.parse(file.contents, file: "Seeds/\(file.name)"))
        }
        return specs
    }
}
