#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import HerocatKit
import Hummingbird

/// The browser's form posts (sign-in, sign-out, the editor's save and preview): their
/// `application/x-www-form-urlencoded` fields, and the CSRF check each makes itself.
enum WebForm {
    /// Posts that carry their CSRF token as a `csrf` field, which their route checks
    /// (`AccessMiddleware` lets a session's post through without `X-CSRF-Token` only here).
    static func checksOwnToken(_ path: String) -> Bool {
        if SignInController.formPaths.contains(path) || EditController.formPaths.contains(path) { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[1] == "specs" && parts[3] == "edit"
    }

    /// The fields of a form body of at most `limit` bytes.
    static func fields(_ request: Request, upTo limit: Int) async throws -> [String: String] {
        let body = try await request.body.collect(upTo: limit)
        var fields: [String: String] = [:]
        for pair in String(buffer: body).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ text: Substring) -> String { text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
            fields[decoded(parts[0])] = parts.count > 1 ? decoded(parts[1]) : ""
        }
        return fields
    }

    /// A post signed in by cookie must come from this site with the session's token in its
    /// `csrf` field (403 otherwise); one with a bearer token, or none, carries no cookie to abuse.
    static func checkCSRF(_ fields: [String: String], _ request: Request, _ context: ServerContext, trustProxy: Bool) throws(ServiceError) {
        guard !CrossSite.isCrossSite(request, trustProxy: trustProxy) else { throw ServiceError(.crossSiteRequest) }
        guard let session = context.session else { return }
        guard let sent = fields["csrf"], CrossSite.same(sent, session.csrf) else { throw ServiceError(.crossSiteRequest) }
    }
}
#endif
