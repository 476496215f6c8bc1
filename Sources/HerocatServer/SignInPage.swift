#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import HerocatKit
import Hummingbird
import Previews

/// The sign-in form (a token, and the page to go on to), or, when signed in, who you are
/// and a sign-out form carrying the session's CSRF token. Plain forms: no script needed.
struct SignInPage {
    var next: String
    var message: String?
    var signedIn: (identity: Identity, csrf: String)?
    /// A sign-in link's one-time code, posted by a button: opening the link uses nothing up.
    var code: String?

    static let usedLink = "this sign-in link is unknown, used or expired; ask the catalog's admin for a new one"

    init(next: String, message: String? = nil, signedIn: (identity: Identity, csrf: String)? = nil) {
        self.next = next
        self.message = message
        self.signedIn = signedIn
    }

    func response() -> Response {
        HTMLPage.document(title: "Sign in · herocat", body: html)
    }

    var html: String {
        if let signedIn {
            return """
            <h1>Signed in</h1>
            <p>As <strong>\(XMLEscaping.text(signedIn.identity.name))</strong>, \(XMLEscaping.text(signedIn.identity.role.withArticle)).</p>
            <form method="post" action="/sign-out"><input type="hidden" name="csrf" value="\(signedIn.csrf)"><button type="submit">Sign out</button></form>
            <p><a href="\(XMLEscaping.text(next))">Go on to the catalog</a></p>
            """
        }
        if let code {
            return """
            <h1>Sign in to the catalog</h1>
            <form method="post" action="/sign-in">
            <input type="hidden" name="next" value="\(XMLEscaping.text(next))">
            <input type="hidden" name="code" value="\(XMLEscaping.text(code))">
            <p><button type="submit">Sign in with this link</button></p>
            </form>
            <p>The link works once and for \(SignInLink.lifetime / 60) minutes.</p>
            """
        }
        let alert = message.map { "<p class=\"error\" role=\"alert\">\(XMLEscaping.text($0))</p>\n" } ?? ""
        return """
        <h1>Sign in to the catalog</h1>
        \(alert)<form method="post" action="/sign-in">
        <input type="hidden" name="next" value="\(XMLEscaping.text(next))">
        <p><label for="token">Access token</label><br>
        <input id="token" name="token" type="password" autocomplete="current-password" required size="70"></p>
        <p><button type="submit">Sign in</button></p>
        </form>
        <p>Ask the catalog's admin for a token ('herocat token create').</p>
        """
    }
}
#endif
