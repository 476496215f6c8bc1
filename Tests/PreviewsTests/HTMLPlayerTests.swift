import Foundation
import MotionCore
import SpecModel
import Testing
import Validation
@testable import Previews

/// The timeline the interpolation core samples for `spec`, built here from MotionCore
/// alone (the oracle the previews' data is checked against).
func coreTimeline(_ spec: TransitionSpec, fps: Int = 60) -> Timeline {
    let motions = spec.elements.map { element in
        ElementMotion(
            id: element.id, from: element.from?.motionFrame, to: element.to?.motionFrame,
            properties: element.properties, anchor: element.anchor, transition: element.transition,
            delay: element.delay, animation: element.animation ?? spec.animation ?? .default
        )
    }
    let canvas = spec.canvas.map { ($0.width, $0.height) } ?? Timeline.defaultCanvas
    return Timeline.sample(elements: motions, fps: fps, canvas: canvas)
}

/// The text of the page's `<script type="application/json" id="herocat-timeline">`.
func embeddedTimeline(in page: String) throws -> String {
    let open = #"<script type="application/json" id="herocat-timeline">"#
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    return String(page[start.upperBound..<end.lowerBound])
}

@Suite struct HTMLPlayerTests {
    /// No network: no URL but the SVG namespace, nothing that loads a resource, and a
    /// Content-Security-Policy that forbids any request.
    @Test(arguments: Repo.seedNames)
    func isSelfContained(seed: String) throws {
        let page = try html(try Repo.seed(seed))
        let withoutNamespace = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for forbidden in ["http:", "https:", "//www", "src=", "href=", "<link", "@import", "@font-face", "url(", "<iframe", "<img", "fetch(", "XMLHttpRequest", "import("] {
            #expect(!withoutNamespace.contains(forbidden), "\(seed): the page contains \(forbidden)")
        }
        #expect(page.contains(#"content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'""#))
        #expect(page.hasPrefix("<!DOCTYPE html>\n"))
        #expect(page.hasSuffix("</html>\n"))
        // Exactly three scripts: the timeline, the interrupted legs and the player.
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        #expect(page.components(separatedBy: "</script>").count - 1 == 3)
    }

    @Test(arguments: Repo.seedNames)
    func isDeterministic(seed: String) throws {
        let spec = try Repo.seed(seed)
        #expect(try html(spec) == html(spec))
        #expect(try html(spec, PreviewOptions(fps: 30)) == html(spec, PreviewOptions(fps: 30)))
    }

    /// The player's data is the core's timeline: every sample's time and every element's
    /// frame, rounded to 4 decimals, for the fps asked for.
    @Test(arguments: Repo.seedNames, [60, 24])
    func embeddedFramesEqualTheCoreTimeline(seed: String, fps: Int) throws {
        let spec = try Repo.seed(seed)
        let page = try html(spec, PreviewOptions(fps: fps))
        let json = try embeddedTimeline(in: page)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let timeline = coreTimeline(spec, fps: fps)

        #expect(document["fps"] as? Int == fps)
        #expect((document["duration"] as? NSNumber)?.doubleValue == Frame.round(timeline.duration, places: 4))
        let elements = try #require(document["elements"] as? [[String: Any]])
        #expect(elements.map { $0["id"] as? String } == spec.elements.map(\.id))
        #expect(elements.map { $0["role"] as? String } == spec.elements.map(\.role.rawValue))
        let frames = try #require(document["frames"] as? [[String: Any]])
        try #require(frames.count == timeline.sampleCount)
        for (i, frame) in frames.enumerated() {
            #expect((frame["t"] as? NSNumber)?.doubleValue == Frame.round(timeline.times[i], places: 4))
            let byID = try #require(frame["elements"] as? [String: [String: NSNumber]])
            for (j, id) in timeline.ids.enumerated() {
                let expected = timeline.frames[i][j].rounded(places: 4)
                let values = try #require(byID[id], "sample \(i) lacks \(id)")
                let actual = Frame(
                    x: values["x"]?.doubleValue ?? .nan, y: values["y"]?.doubleValue ?? .nan,
                    width: values["width"]?.doubleValue ?? .nan, height: values["height"]?.doubleValue ?? .nan,
                    cornerRadius: values["cornerRadius"]?.doubleValue ?? .nan, opacity: values["opacity"]?.doubleValue ?? .nan
                )
                #expect(actual == expected, "\(seed) sample \(i) element \(id)")
            }
        }
        // The scrubber spans exactly those samples.
        #expect(page.contains(#"<input type="range" id="scrub" min="0" max="\#(timeline.sampleCount - 1)" step="1" value="0""#))
    }

    /// Without scripts the page shows the first sample: every box is at its t = 0 frame.
    @Test func staticPageShowsTheFirstSample() throws {
        let spec = try Repo.seed("music.mini-player")
        let page = try html(spec)
        let boxes = DOM.tags(named: "div", in: page).filter { $0.attributes["data-index"] != nil }
        let first = coreTimeline(spec).frames[0]
        try #require(boxes.count == spec.elements.count)
        for (j, box) in boxes.enumerated() {
            let frame = first[j].rounded(places: 4)
            #expect(box.attributes["data-id"] == spec.elements[j].id)
            #expect(box.number("data-x") == frame.x)
            #expect(box.number("data-o") == frame.opacity)
            #expect(box.style["left"] == "\(formatNumber(frame.x))px")
            #expect(box.style["height"] == "\(formatNumber(frame.height))px")
        }
    }

    /// Every finding of the validator is listed with its severity, rule and message.
    @Test(arguments: Repo.seedNames)
    func listsTheValidatorsFindings(seed: String) throws {
        let spec = try Repo.seed(seed)
        let page = try html(spec)
        let model = try PreviewModel(spec: spec, options: validated(spec, PreviewOptions()))
        for finding in model.report.findings {
            #expect(page.contains("<li class=\"finding sev-\(finding.severity.rawValue)\"><span class=\"sev\">\(finding.severity.rawValue)</span> <code class=\"rule\">\(finding.rule)</code>"))
            #expect(page.contains(XMLEscaping.text(finding.message)))
        }
        if model.report.findings.isEmpty { #expect(page.contains("No findings")) }
    }

    /// A preview lists the report it is given and never validates on its own.
    @Test func listsOnlyTheReportItIsGiven() throws {
        let spec = try Repo.seed("photos.push-across-navigation")
        #expect(!Validator().validate(spec).findings.isEmpty)
        #expect(try PreviewFormat.html.render(spec, PreviewOptions()).contains("No findings"))
    }

    /// The anti-pattern seeds carry their error and say so on the page.
    @Test func showsAnErrorFinding() throws {
        let page = try html(try Repo.seed("photos.push-across-navigation"))
        #expect(page.contains("sev-error"))
        #expect(page.contains("navigation_push"))
    }

    /// Free text reaches the page only escaped: no markup from the hostile fixture, and
    /// its title, summary and ids read back exactly.
    @Test func hostileTextStaysText() throws {
        let spec = try Repo.hostile()
        let page = try html(spec)
        // Outside the JSON data, no raw `<` from the spec: every tag is one the page writes.
        let json = try embeddedTimeline(in: page)
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(page.components(separatedBy: "<script").count - 1 == 3)
        #expect(page.components(separatedBy: "</script>").count - 1 == 3)
        #expect(!page.contains("<!--"))
        let tagNames = Set(DOM.tagNames(in: page))
        let allowed: Set<String> = [
            "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "div", "span", "header", "h1", "h2", "p", "code",
            "button", "label", "input", "output", "kbd", "figure", "svg", "g", "rect", "line", "text", "tspan", "polyline",
            "figcaption", "section", "ul", "li", "script",
        ]
        #expect(tagNames.subtracting(allowed).isEmpty, "unexpected tags: \(tagNames.subtracting(allowed).sorted())")

        let boxes = DOM.tags(named: "div", in: page).filter { $0.attributes["data-index"] != nil }
        #expect(boxes.compactMap { $0.attributes["data-id"] } == spec.elements.map(\.id))
        #expect(DOM.texts(of: "h1", in: page) == [spec.title])
        #expect(DOM.texts(of: "p class=\"summary\"", in: page).map { $0 } == [spec.summary])
        #expect(DOM.texts(of: "span class=\"label\"", in: page) == spec.elements.map(\.id))
        // The embedded data reads back as the same ids.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let ids = (document["elements"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == spec.elements.map(\.id))
    }

    /// Formats are found by name; bad options and duplicate ids are refused with a reason.
    @Test func formatsAndErrors() throws {
        #expect(PreviewFormat.named("html")?.fileExtension == "html")
        #expect(PreviewFormat.named("svg")?.fileExtension == "svg")
        #expect(PreviewFormat.named("png") == nil)
        #expect(PreviewFormat.all.map(\.name) == ["html", "svg"])
        let spec = try Repo.seed("music.mini-player")
        #expect(throws: PreviewError.timeline(.fpsOutOfRange(0))) { try html(spec, PreviewOptions(fps: 0)) }
        #expect(throws: PreviewError.momentsOutOfRange(1)) { try svg(spec, PreviewOptions(moments: 1)) }
        var duplicate = spec
        duplicate.elements[1].id = duplicate.elements[0].id
        #expect(throws: PreviewError.timeline(.duplicateElementID(id: "artwork", first: 0, second: 1))) { try html(duplicate) }
        #expect(PreviewError.momentsOutOfRange(1).description == "the filmstrip shows 2...24 moments, got 1")
    }

    /// A report passed in replaces the validator's.
    @Test func usesTheGivenReport() throws {
        let spec = try Repo.seed("music.mini-player")
        let model = try PreviewModel(spec: spec, options: PreviewOptions())
        var report = model.report
        report.findings = []
        let page = try html(spec, PreviewOptions(report: report))
        #expect(page.contains("No findings"))
        #expect(!page.contains("font_not_interpolated"))
    }
}

/// Just enough of an HTML tokenizer for the tests: start tags with their attributes
/// (quoted values may hold `>`), entity decoding, text of simple elements.
enum DOM {
    struct Tag {
        var name: String
        var attributes: [String: String]

        func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

        /// The inline style as property → value.
        var style: [String: String] {
            var result: [String: String] = [:]
            for declaration in (attributes["style"] ?? "").split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                result[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
            }
            return result
        }

        /// A `px` length of the inline style.
        func pixels(_ property: String) -> Double? {
            guard let value = style[property], value.hasSuffix("px") else { return nil }
            return Double(value.dropLast(2))
        }
    }

    /// Start tags, in order, outside `<script>` and `<style>` contents.
    static func allTags(in html: String) -> [Tag] {
        let scalars = Array(html.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\n" || s == "\t" || s == "\r" || s == "\u{0C}" }
        while i < scalars.count {
            guard scalars[i] == "<", i + 1 < scalars.count, scalars[i + 1] != "/" else { i += 1; continue }
            i += 1
            var name = ""
            while i < scalars.count, !isSpace(scalars[i]), scalars[i] != ">", scalars[i] != "/" { name.unicodeScalars.append(scalars[i]); i += 1 }
            var attributes: [String: String] = [:]
            while i < scalars.count, scalars[i] != ">" {
                if isSpace(scalars[i]) || scalars[i] == "/" { i += 1; continue }
                var key = ""
                while i < scalars.count, !isSpace(scalars[i]), scalars[i] != "=", scalars[i] != ">" { key.unicodeScalars.append(scalars[i]); i += 1 }
                var value = ""
                if i < scalars.count, scalars[i] == "=" {
                    i += 1
                    if i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" {
                        let quote = scalars[i]
                        i += 1
                        while i < scalars.count, scalars[i] != quote { value.unicodeScalars.append(scalars[i]); i += 1 }
                        i += 1
                    } else {
                        while i < scalars.count, !isSpace(scalars[i]), scalars[i] != ">" { value.unicodeScalars.append(scalars[i]); i += 1 }
                    }
                }
                attributes[key] = decode(value)
            }
            i += 1
            tags.append(Tag(name: name, attributes: attributes))
            // Skip raw text elements.
            for raw in ["script", "style"] where name.lowercased() == raw {
                let close = "</\(raw)"
                var j = i
                while j < scalars.count {
                    if scalars[j] == "<", String(String.UnicodeScalarView(scalars[j..<min(scalars.count, j + close.unicodeScalars.count)])).lowercased() == close { break }
                    j += 1
                }
                i = j
            }
        }
        return tags
    }

    static func tags(named name: String, in html: String) -> [Tag] {
        allTags(in: html).filter { $0.name == name }
    }

    static func tagNames(in html: String) -> [String] {
        allTags(in: html).map(\.name)
    }

    /// Decoded text between `<opening>` (a tag name with optional attributes, written
    /// as the page writes it) and the next `<`, for each occurrence.
    static func texts(of opening: String, in html: String) -> [String] {
        html.components(separatedBy: "<\(opening)>").dropFirst().map { part in
            decode(String(part.prefix { $0 != "<" }))
        }
    }

    /// HTML character references: the named ones serializers write, and numeric ones.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest[amp...]
            guard let semicolon = after.firstIndex(of: ";"), after.distance(from: amp, to: semicolon) < 12 else {
                output += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = String(after[after.index(after: amp)..<semicolon])
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]
            if let value = named[entity] {
                output += value
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                output.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                output.unicodeScalars.append(scalar)
            } else {
                output += "&" + entity + ";"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}
