import Testing
@testable import SpecModel

@Suite("Suggestions")
struct SuggestionTests {
    @Test("The closest name within a typo's reach, case-insensitive; nothing when none is close")
    func closest() {
        let names = ["tabs.indicator", "music.mini-player", "list", "lists.expandable-row"]
        #expect(Suggestion.closest(to: "tabs.indicatr", among: names) == "tabs.indicator")
        #expect(Suggestion.closest(to: "lsit", among: names) == "list") // a transposition is one edit
        #expect(Suggestion.closest(to: "Music.Mini-Player", among: names) == "music.mini-player")
        #expect(Suggestion.closest(to: "tabs", among: names) == nil)
        #expect(Suggestion.closest(to: "list", among: names) == nil) // the word itself is no suggestion
    }

    @Test("A bounded distance is the distance, or limit + 1 once it passes the limit")
    func boundedDistanceAgreesWithTheFullOne() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc.-")
        func word() -> [Character] { (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! } }
        for _ in 0..<2000 {
            let a = word(), b = word(), limit = Int.random(in: 0...4, using: &generator)
            let full = Suggestion.editDistance(a, b)
            #expect(Suggestion.editDistance(a, b, limit: limit) == min(full, limit + 1), "\(String(a)) ~ \(String(b)), limit \(limit)")
        }
    }
}
