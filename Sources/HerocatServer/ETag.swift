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

    /// Whether an `If-None-Match` value names `tag`: any tag of its list, weak or strong
    /// (RFC 9110 §13.1.2 compares weakly), or `*`.
    static func ifNoneMatch(_ header: String, names tag: String) -> Bool {
        header.split(separator: ",").contains { listed in
            let text = listed.trimmingCharacters(in: .whitespaces)
            return text == "*" || text == tag || text == "W/" + tag
        }
    }

    /// An `If-Match` value: the revision it names, and whether it was a weak tag.
    struct IfMatch {
        let revision: Int
        let weak: Bool

        /// The revision a write expects. If-Match compares strongly (RFC 9110 §13.1.1): a
        /// weak tag never matches, so the write is refused (412). Asked once the request
        /// is otherwise valid, so a malformed request is still a 400.
        func expectedRevision() throws -> Int {
            if weak { throw ServiceError(.weakETag("W/\(ETag.make(revision))")) }
            return revision
        }
    }

    /// `If-Match` as written; anything but an ETag of this server is a bad request.
    static func ifMatch(_ header: String) throws -> IfMatch {
        guard let revision = revision(header), revision >= 1 else {
            throw ServiceError(.badParameter("If-Match must be an ETag from this server (a quoted revision number), got '\(header)'"))
        }
        return IfMatch(revision: revision, weak: header.trimmingCharacters(in: .whitespaces).hasPrefix("W/"))
    }
}
#endif
