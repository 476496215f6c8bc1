/// The starting spec `herocat new NAME --pattern P` writes: valid, free of findings, and
/// commented so a new user sees every field they will want to change.
public enum SpecTemplate {
    public static func yaml(name: CatalogName, pattern: Pattern) -> String {
        let (namespace, from, to, animation, elements) = body(for: pattern)
        return """
            # yaml-language-server: $schema=spec.schema.json
            # A herocat transition spec. Check it with: herocat validate --file <this file>
            # Every field: docs/reference/spec-fields.md (or herocat schema spec).
            herocat: 1
            name: \(name)                 # catalog key: [a-z0-9][a-z0-9._-]*
            title: \(title(for: pattern))
            summary: Describe what moves, in one or two sentences.
            tags: [\(pattern.rawValue)]
            pattern: \(pattern.rawValue)
            context: in-place                 # in-place | overlay | navigation-push | sheet
            host: app                         # app | widget | live-activity
            usage: single                     # single | list | large-grid | high-frequency-list | realtime-chart
            namespace: \(namespace)              # the @Namespace property, a Swift identifier
            canvas: { width: 390, height: 844 }
            from: \(from)                     # the two states, Swift identifiers
            to: \(to)
            animation: "\(animation)"          # quote expressions that hold ': '
            elements:
            \(elements)
            """ + "\n"
    }

    private static func title(for pattern: Pattern) -> String {
        switch pattern {
        case .expand: return "Mini bar to full player"
        case .cardToDetail: return "Card to detail"
        case .gridToFullscreen: return "Grid item to full screen"
        case .tabIndicator: return "Tab indicator"
        case .zoom: return "Thumbnail zoom"
        case .swap: return "Chip swap"
        case .custom: return "A hero transition"
        }
    }

    // Each pattern: 2 to 4 matched elements, and detail-only content that fades in
    // after the morph (delay 0.15), as the rules ask.
    private static func body(for pattern: Pattern) -> (String, String, String, String, String) {
        switch pattern {
        case .expand:
            return ("playerNamespace", "collapsed", "expanded", "smooth(duration: 0.4)", """
                  - id: artwork                   # in both states: matched, it morphs
                    role: artwork
                    kind: image
                    from: { x: 16, y: 790, width: 44, height: 44, cornerRadius: 6 }
                    to: { x: 55, y: 140, width: 280, height: 280, cornerRadius: 12 }
                  - id: title
                    role: title
                    kind: text
                    from: { x: 72, y: 802, width: 180, height: 20, font: "subheadline.weight(.medium)" }
                    to: { x: 55, y: 440, width: 280, height: 28, font: "subheadline.weight(.medium)" }
                  - id: artist                    # in one state only: it fades in after the morph
                    role: meta
                    kind: text
                    to: { x: 55, y: 472, width: 280, height: 22, font: body }
                    transition: opacity           # opacity | scale | "move(edge: bottom)" | none
                    delay: 0.15
                """)
        case .cardToDetail, .gridToFullscreen, .custom:
            return ("heroNamespace", "grid", "detail", "spring(duration: 0.5, bounce: 0.2)", """
                  - id: image
                    role: artwork
                    kind: image
                    from: { x: 16, y: 120, width: 170, height: 170, cornerRadius: 12 }
                    to: { x: 0, y: 0, width: 390, height: 390 }
                  - id: title
                    role: title
                    kind: text
                    from: { x: 16, y: 298, width: 170, height: 20, font: headline }
                    to: { x: 20, y: 410, width: 350, height: 20, font: headline }
                  - id: body                      # detail only: fades in after the morph
                    role: content
                    kind: text
                    to: { x: 20, y: 450, width: 350, height: 200, font: body }
                    delay: 0.15
                """)
        case .tabIndicator:
            return ("tabsNamespace", "first", "second", "snappy", """
                  - id: indicator                 # slides between tabs: match position only
                    role: indicator
                    kind: shape
                    properties: position
                    from: { x: 16, y: 90, width: 100, height: 3 }
                    to: { x: 145, y: 90, width: 100, height: 3 }
                  - id: highlight
                    role: background
                    kind: shape
                    properties: position
                    from: { x: 16, y: 60, width: 100, height: 30, cornerRadius: 15 }
                    to: { x: 145, y: 60, width: 100, height: 30, cornerRadius: 15 }
                """)
        case .zoom:
            return ("zoomNamespace", "thumbnail", "zoomed", "smooth(duration: 0.35)", """
                  - id: photo                     # grows in place: match size
                    role: artwork
                    kind: image
                    properties: size
                    from: { x: 145, y: 372, width: 100, height: 100, cornerRadius: 8 }
                    to: { x: 0, y: 227, width: 390, height: 390 }
                  - id: caption
                    role: title
                    kind: text
                    from: { x: 145, y: 480, width: 100, height: 16, font: caption }
                    to: { x: 20, y: 630, width: 350, height: 16, font: caption }
                """)
        case .swap:
            return ("chipsNamespace", "unselected", "selected", "bouncy", """
                  - id: chip
                    role: control
                    kind: shape
                    from: { x: 16, y: 200, width: 80, height: 32, cornerRadius: 16 }
                    to: { x: 200, y: 100, width: 80, height: 32, cornerRadius: 16 }
                  - id: label
                    role: title
                    kind: text
                    from: { x: 28, y: 206, width: 56, height: 20, font: subheadline }
                    to: { x: 212, y: 106, width: 56, height: 20, font: subheadline }
                """)
        }
    }
}
