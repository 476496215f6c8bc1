/// The version `--version` prints, the same for every herocat executable.
public enum HerocatVersion {
    public static let current = "0.1.0"
}
