import GRDB

/// SQLite's own checks (`PRAGMA quick_check`, `integrity_check`), read as lines.
enum SQLiteCheck {
    /// What the check reports, empty when it says "ok". On a damaged file SQLite may
    /// stop with an error after some lines: the lines so far, then the error's message.
    static func problems(_ db: Database, _ pragma: String) throws -> [String] {
        var lines: [String] = []
        do {
            let cursor = try String.fetchCursor(db, sql: "PRAGMA \(pragma)")
            // "*** in database main ***" heads the report; the problems follow it.
            while let line = try cursor.next() {
                if !line.hasPrefix("*** in database") { lines.append(line) }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            lines.append(error.message ?? "\(error.resultCode)")
        }
        return lines == ["ok"] ? [] : lines
    }
}
