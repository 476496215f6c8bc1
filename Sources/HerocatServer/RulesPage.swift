#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Previews
import Validation

/// `/rules`: every rule with its principle and hint, each at an anchor named by its
/// identifier, so a finding links to `/rules#IDENTIFIER` (the web form of its `reference`).
enum RulesPage {
    static let html: String = {
        var html = "<h1>Rules</h1>\n<p class=\"lead\">What the validator checks in every spec, and what to do instead.</p>\n"
        for rule in RuleRegistry.withSourceOnly.map(\.ruleDescription) {
            html += """
            <section class="panel" id="\(XMLEscaping.text(rule.identifier))">
            <h2>\(XMLEscaping.text(rule.name)) <code>\(XMLEscaping.text(rule.identifier))</code></h2>
            <p><span class="badge sev-\(rule.severity.rawValue)">\(rule.severity.rawValue)</span></p>
            <p>\(XMLEscaping.text(rule.principle))</p>
            <p>Instead: \(XMLEscaping.text(rule.hint))</p>
            </section>

            """
        }
        return html
    }()

    /// A finding's rule on this server: the fragment of its documentation reference.
    static func link(toReference reference: String) -> String {
        "/rules" + (reference.firstIndex(of: "#").map { String(reference[$0...]) } ?? "")
    }
}
#endif
