#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird
import Previews

/// The frame of every web page: a bar with the catalog's name and its sections, one
/// stylesheet (`HTMLPage.style`), the catalog script (copy buttons, local times, the
/// player's fit) and, on a page with a player, the player's script; no favicon request.
/// Spec text reaches a page only through `XMLEscaping.text`, the escaper the previews use too.
enum HTMLPage {
    /// The sections of the bar; `current` marks the one a page belongs to.
    enum Section: String { case specs, rules, account }

    static func document(title: String, body: String) -> Response {
        JSONResponse.text(html(title: title, body: "<main id=\"content\">\n\(body)\n</main>"), contentType: contentType)
    }

    static let contentType = "text/html; charset=utf-8"

    /// A whole page: `body` is what goes inside the bar and before the scripts.
    static func html(title: String, body: String, section: Section? = nil, player: Bool = false) -> String {
        func link(_ href: String, _ label: String, _ of: Section) -> String {
            "<a href=\"\(href)\"\(section == of ? " aria-current=\"page\"" : "")>\(label)</a>"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(XMLEscaping.text(title))</title>
        <link rel="icon" href="data:,">
        <style>\(style)\(player ? HTMLPlayer.componentStyle : "")</style>
        <script src="/assets/catalog.js" defer></script>\(player ? "\n<script src=\"/assets/player.js\" defer></script>" : "")
        <script src="/assets/live.js" defer></script>
        </head>
        <body>
        <a class="skip" href="#content">Skip to content</a>
        <header class="bar"><a class="brand" href="/">herocat</a>
        <nav aria-label="Catalog">\(link("/", "Specs", .specs))\(link("/rules", "Rules", .rules))\(link("/sign-in", "Account", .account))</nav></header>
        \(body)
        </body>
        </html>

        """
    }
}
#endif
