import Foundation

/// Which catalog file a command uses : `--db`, else `$HEROCAT_DB`, else the
/// nearest `herocat.sqlite` in the current directory or a parent (as git finds `.git`),
/// else `./herocat.sqlite`.
///
/// The upward search never climbs into a directory listed in `$HEROCAT_CEILING`
/// (absolute paths separated by `:`, like git's `GIT_CEILING_DIRECTORIES`): a catalog
/// there or above is not found. Test harnesses and scripts use it to seal a directory.
public enum CatalogLocation {
    public static let fileName = "herocat.sqlite"

    public static func resolve(explicit: String?, environment: [String: String], currentDirectory: String) -> String {
        if let explicit { return explicit }
        if let fromEnvironment = environment["HEROCAT_DB"], !fromEnvironment.isEmpty { return fromEnvironment }
        let ceilings = Set((environment["HEROCAT_CEILING"] ?? "").split(separator: ":").map { canonical(String($0)) })
        var directory = canonical(currentDirectory)
        while true {
            let candidate = (directory as NSString).appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = (directory as NSString).deletingLastPathComponent
            if parent == directory || parent.isEmpty || ceilings.contains(parent) { break }
            directory = parent
        }
        return fileName
    }

    /// Absolute, without symbolic links or a trailing `/`, so a ceiling matches however it is spelled.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
