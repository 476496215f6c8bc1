/// The part of the module every platform compiles.
public enum Cards {
    public static let count = 2
}
