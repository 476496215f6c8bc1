/// Why a request may not proceed: no (or a bad) token, or a role that may not.
struct AccessError: Error {
    enum Kind: String {
        case unauthorized, forbidden
    }

    var kind: Kind
    var message: String

    static let missingToken = AccessError(kind: .unauthorized, message: "this catalog needs a token: send 'Authorization: Bearer <token>' (see 'herocat token create')")
    static let badToken = AccessError(kind: .unauthorized, message: "the token is unknown or revoked")
}
