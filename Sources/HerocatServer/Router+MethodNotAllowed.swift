#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird

extension Router<ServerContext> {
    /// The methods a path may be asked with: those the API describes, plus TRACE and QUERY.
    static let knownMethods: [HTTPRequest.Method] = [.get, .head, .post, .put, .delete, .patch, .options, .trace, HTTPRequest.Method("QUERY")!]

    /// A path that is served answers a method it does not serve with 405 and `Allow`
    /// (RFC 9110), not Hummingbird's 404, which stays for paths nothing serves.
    /// Call once every route is added; HEAD is served wherever GET is.
    func refusingUnservedMethods() {
        for routes in Dictionary(grouping: routes, by: \.path.description).values {
            var served = Set(routes.map(\.method))
            if served.contains(.get) { served.insert(.head) }
            let allow = Self.knownMethods.filter(served.contains).map(\.rawValue).joined(separator: ", ")
            for method in Self.knownMethods where !served.contains(method) {
                on(routes[0].path, method: method) { _, _ -> Response in throw ServiceError(.methodNotAllowed(allow: allow)) }
            }
        }
    }
}
#endif
