import Foundation

/// Colour for people, plain bytes for pipes: ANSI colour only when the stream is a
/// terminal and NO_COLOR (https://no-color.org) is unset.
public enum Terminal {
    public static func wantsColor(fileDescriptor: Int32) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(fileDescriptor) == 1
    }

    /// Text-format findings with their severity coloured (`: error: ` red, warning yellow, info blue).
    public static func colorSeverities(_ text: String) -> String {
        let colors = [(": error: ", "31"), (": warning: ", "33"), (": info: ", "34")]
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            for (marker, code) in colors where line.contains(marker) {
                let word = marker.dropFirst(2).dropLast(2)
                line = line.replacingOccurrences(of: marker, with: ": \u{1B}[1;\(code)m\(word)\u{1B}[0m: ")
                break
            }
            return line
        }.joined(separator: "\n")
    }
}
