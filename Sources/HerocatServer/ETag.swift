#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit

/// A spec's revision as an entity tag: `"3"` is revision 3.
enum ETag {
    static func make(_ revision: Int) -> String { "\"\(revision)\"" }

    /// The revision an `If-Match`/`If-None-Match` value names, if it names one.
    static func revision(_ header: String) -> Int? {
        var text = header.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("W/") { text.removeFirst(2) }
        return Int(text.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
    }

    /// `If-Match` as the revision a write expects; anything else is a bad request.
    static func expected(_ header: String) throws -> Int {
        guard let revision = revision(header), revision >= 1 else {
            throw ServiceError(.badParameter("If-Match must be an ETag from this server (a quoted revision number), got '\(header)'"))
        }
        return revision
    }
}
#endif
