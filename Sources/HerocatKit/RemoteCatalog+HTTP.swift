import CatalogStore
import Foundation
import SpecModel

extension RemoteCatalog {
    /// One request; a refusal comes back as the `ServiceError` the local catalog would
    /// throw for the same reason (a missing spec, a taken name, a stale revision), and
    /// anything else (no server, a bad token) as a catalog that cannot be used. `rebuilding`:
    /// a load's or dump's refusal of the files is rebuilt problem by problem (`served`).
    func send(
        _ method: String, _ path: String, query: [URLQueryItem] = [], body: [UInt8]? = nil, headers: [String: String] = [:],
        name: CatalogName? = nil, expected: Int? = nil, rebuilding: Bool = false
    ) async throws(ServiceError) -> HTTPTransport.Reply {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty { components.queryItems = query }
        var fields = headers
        if let token { fields["Authorization"] = "Bearer \(token)" }
        let reply: HTTPTransport.Reply
        switch await HTTPTransport.perform(method, components.url!, headers: fields, body: body) {
        case .success(let received): reply = received
        case .failure(let failure): throw unusable("cannot reach the server: \(failure.reason)")
        }
        guard (200..<300).contains(reply.status) else {
            if rebuilding, let document = (try? JSONSerialization.jsonObject(with: reply.body)) as? [String: Any], let served = Self.served(document) { throw served }
            throw refusal(reply, name: name, expected: expected)
        }
        return reply
    }

    func json(_ reply: HTTPTransport.Reply) async throws(ServiceError) -> Any {
        guard let object = try? JSONSerialization.jsonObject(with: reply.body) else { throw unusable("the server sent a body that is not JSON") }
        return object
    }

    /// The server's error document as the refusal it stands for.
    func refusal(_ reply: HTTPTransport.Reply, name: CatalogName?, expected: Int?) -> ServiceError {
        let document = (try? JSONSerialization.jsonObject(with: reply.body)) as? [String: Any] ?? [:]
        let code = document["code"] as? String ?? ""
        let message = document["message"] as? String ?? "HTTP \(reply.status)"
        // A batch's refusal names its specs itself.
        let taken = (document["names"] as? [String])?.compactMap(CatalogName.init) ?? []
        if let name = name ?? (document["name"] as? String).flatMap(CatalogName.init) ?? taken.first {
            switch code {
            case ServiceError.Kind.notFound.rawValue where reply.status == 404:
                if let revision = document["revision"] as? Int {
                    return ServiceError(.catalog(document["removal"] as? Bool == true ? .revisionIsRemoval(name, revision) : .noRevision(name, revision)))
                }
                return ServiceError(.catalog(.notFound(name)), nearest: document["nearest"] as? String)
            case ServiceError.Kind.exists.rawValue:
                return ServiceError(.catalog(taken.count > 1 ? .allExist(taken) : .exists(taken.first ?? name)))
            case ServiceError.Kind.conflict.rawValue:
                return ServiceError(.catalog(.revisionConflict(name, expected: expected ?? 0, current: document["currentRevision"] as? Int)))
            default: break
            }
        }
        if let kind = ServiceError.Kind(rawValue: code), kind == .busy {
            return ServiceError(.catalog(.locked(path: base.absoluteString, waited: 0)))
        }
        return unusable(message)
    }

    func unusable(_ reason: String) -> ServiceError {
        ServiceError(.catalog(.unreadable(path: base.absoluteString, reason: reason)))
    }
}
