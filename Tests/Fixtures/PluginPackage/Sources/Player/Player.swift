/// The part of the module every platform compiles.
public enum Player {
    public static let name = "player"
}
