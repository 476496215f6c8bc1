import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Previews

@Suite struct EscapingTests {
    @Test func textEscapesMarkupQuotesAndLineBreaks() {
        #expect(XMLEscaping.text(#"a<b>&"c"'d'"#) == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(XMLEscaping.text("line\nbreak\r\ttab") == "line&#10;break&#13;&#9;tab")
        #expect(XMLEscaping.text("</script><!-- -->") == "&lt;/script&gt;&lt;!-- --&gt;")
        #expect(XMLEscaping.text("🎵 é \u{2028}") == "🎵 é \u{2028}")
    }

    @Test func textReplacesWhatXMLCannotHold() {
        #expect(XMLEscaping.text("a\u{0}b\u{1B}c\u{FFFE}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    }

    /// Escaped text reads back as itself, in element content and in attributes.
    @Test(arguments: [
        #"plain"#, #"<tag attr="x">&amp;</tag>"#, "quote ' and \" both", "line\nbreak\r\ntab\t",
        "</script><!--", "🎵 \u{2028}\u{2029}", "  spaces  around  ",
    ])
    func textRoundTripsThroughAnXMLParser(text: String) throws {
        let escaped = XMLEscaping.text(text)
        let document = "<root a=\"\(escaped)\" b='\(escaped)'>\(escaped)</root>"
        let reader = XMLReader(document)
        #expect(reader.error == nil)
        #expect(reader.attributes.first?["a"] == text)
        #expect(reader.attributes.first?["b"] == text)
        #expect(reader.text["root"] == text)
    }

    @Test func scriptJSONCannotCloseTheScriptElement() throws {
        let json = #"{"id": "</script><!-- x & y > z \#u{2028}\#u{2029}"}"#
        let safe = XMLEscaping.scriptJSON(json)
        #expect(!safe.contains("<"))
        #expect(!safe.contains(">"))
        #expect(!safe.contains("&"))
        #expect(!safe.unicodeScalars.contains("\u{2028}"))
        #expect(!safe.unicodeScalars.contains("\u{2029}"))
        // Same value as before.
        let before = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        let after = try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: String]
        #expect(before != nil)
        #expect(before == after)
    }
}

/// A small XMLParser wrapper: element names, attributes, text per element, first error.
final class XMLReader: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var attributes: [[String: String]] = []
    /// Text content by element name (concatenated, of the innermost open element).
    private(set) var text: [String: String] = [:]
    /// Text of every `<text>` element, in document order (its tspans included).
    private(set) var texts: [String] = []
    private(set) var error: Error?
    private var stack: [String] = []
    private var currentText: String?

    init(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        if !parser.parse() { error = error ?? parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(name)
        self.attributes.append(attributes)
        stack.append(name)
        if name == "text" { currentText = "" }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        if name == "text", let current = currentText {
            texts.append(current)
            currentText = nil
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let top = stack.last { text[top, default: ""] += string }
        if currentText != nil { currentText! += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = parseError }
    }
}
