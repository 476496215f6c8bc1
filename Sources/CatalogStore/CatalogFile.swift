import Foundation
import SpecModel

/// What a file on disk is, from its first 16 bytes: enough to refuse a file that is
/// not SQLite before SQLite opens it.
enum CatalogFile {
    case absent
    case empty
    case notSQLite
    case sqlite

    static func inspect(_ path: String) throws -> CatalogFile {
        guard FileManager.default.fileExists(atPath: path) else { return .absent }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CatalogError.unreadable(path: path, reason: "permission denied")
        }
        let header = (try? handle.read(upToCount: 16)) ?? Data()
        try? handle.close()
        if header.isEmpty { return .empty }
        return header == Data("SQLite format 3\0".utf8) ? .sqlite : .notSQLite
    }
}
