import Foundation

/// How the full-text search splits text into words, in every back end: runs of letters
/// and digits (punctuation separates words, so "mini" finds music.mini-player).
enum SearchWords {
    static func words(_ text: String) -> [Substring] {
        text.split { !$0.isLetter && !$0.isNumber }
    }

    /// Words folded as SQLite's unicode61 tokenizer folds them (case and diacritics), for
    /// back ends that index the words herocat gives them.
    static func folded(_ text: String) -> [String] {
        words(text).map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
    }
}
