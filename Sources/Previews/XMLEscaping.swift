/// The only doors through which free text (titles, summaries, ids, finding messages)
/// reaches HTML or SVG: the previews and the server's pages write it through exactly one
/// of these two functions; nothing else pastes a spec string into markup.
public enum XMLEscaping {
    /// `text` as character data for HTML and XML alike, in element content and in
    /// double- or single-quoted attribute values: `&`, `<`, `>`, `"` and `'` become
    /// entities; tab, line feed and carriage return become character references (so an
    /// attribute keeps them instead of normalising them to spaces); characters XML 1.0
    /// cannot hold at all (the other C0 controls, U+FFFE, U+FFFF) become U+FFFD.
    /// The result reads back as exactly `text` wherever XML can represent it.
    public static func text(_ text: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output.unicodeScalars.append("\u{FFFD}")
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// JSON text made safe to stand between `<script type="application/json">` and
    /// `</script>`: every `<`, `>` and `&` is written `\u003c`, `\u003e`, `\u0026`, and
    /// U+2028 / U+2029 as `\u2028` / `\u2029`, so the data can never close the element
    /// (`</script>`), open an HTML comment (`<!--`) or break a JavaScript line.
    ///
    /// `json` must be a JSON document: there those characters can only stand inside
    /// string literals, where the escapes mean the same characters, so `JSON.parse` of
    /// the result gives exactly the values of `json`.
    static func scriptJSON(_ json: String) -> String {
        var output = ""
        output.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": output += "\\u003c"
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
