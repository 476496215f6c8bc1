/// The only doors through which free text (titles, summaries, tags, element ids)
/// reaches generated source, one file per language. Every exporter writes free text
/// through exactly one of these functions; nothing else pastes a spec string into code.
///
/// - `swiftStringLiteral` / `jsStringLiteral`: a complete `"..."` literal whose value is
///   exactly the input.
/// - `kotlinStringLiteral`: the same for Kotlin (`$` escaped, so no string template).
/// - `swiftLineComments` / `jsLineComments`: `//` comment lines that no input can end
///   early (line breaks start a new `//` line, control characters are shown escaped).
///   Kotlin uses `jsLineComments` too (Kotlin's line terminators
///   are a subset of JavaScript's).
/// - `cssIdentifier`: a CSS name (`view-transition-name`) for an id.
///
/// JSON goes through the spec model's `jsonString`, HTML and SVG through the previews'
/// `XMLEscaping`.
enum Escaping {
    /// Scalars that are written escaped everywhere: C0 and C1 controls and DEL, the line
    /// and paragraph separators, bidirectional formatting characters (the "Trojan Source"
    /// set) and the byte-order mark. Tab, LF and CR have short escapes of their own.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}
