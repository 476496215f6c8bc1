/// The design notes the rules come from (`shared/seeds/`), by number.
enum DesignNote {
    static let n000 = "seeds/000_d98da9469aa11235.txt"
    static let n001 = "seeds/001_17fdf15234541d5c.txt"
    static let n002 = "seeds/002_1265898f1290201c.txt"
    static let n003 = "seeds/003_9a9b3713da800bdb.txt"
    static let n004 = "seeds/004_e201c9ff6e3c7761.txt"
    /// For rules derived from the others rather than taken from one note.
    static let derived = "PRINCIPLES.md"
}
