#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Foundation
import Hummingbird

/// Whether a request says it came from another site: `Sec-Fetch-Site` other than
/// same-origin or none (typed by the user), or an `Origin` whose host is not the one
/// asked. Browsers send at least one of them with every form post; a request with
/// neither is not a browser's cross-site post.
enum CrossSite {
    static let fetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!
    static let origin = HTTPFields.Element.Name("Origin")!

    static let forwardedHost = HTTPFields.Element.Name("X-Forwarded-Host")!

    /// The host asked is the request's authority (HTTP/1.1: `Host`); behind a proxy
    /// (`trustProxy`) it may be in `X-Forwarded-Host` instead.
    static func isCrossSite(_ request: Request, trustProxy: Bool) -> Bool {
        if let site = request.headers[fetchSite]?.lowercased(), site != "same-origin", site != "none" { return true }
        guard let origin = request.headers[origin] else { return false }
        guard let url = URL(string: origin), let host = url.host else { return true }
        let port = url.port.map { ":\($0)" } ?? ""
        var asked = [request.head.authority]
        if trustProxy { asked.append(request.headers[forwardedHost]) }
        return !asked.compactMap { $0?.lowercased() }.contains((host + port).lowercased())
    }

    /// Compares in time independent of where two strings first differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
#endif
