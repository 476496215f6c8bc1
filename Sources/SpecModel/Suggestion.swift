/// "Did you mean ...?" for every name a user can mistype: commands, options, spec names,
/// field names and values. One place, so every suggestion is chosen the same way.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance (case-insensitive), if it is close
    /// enough to be a typo: at most one edit for short words, a third of the word for long ones.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        // Unicode scalars rather than Characters: the names are plain text, and comparing
        // scalars is many times cheaper (a server suggests over every spec name on a 404).
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            // The distance is at least the difference in length: most candidates end here.
            guard abs(candidate.unicodeScalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean 'list'?`, or "" when nothing is close.
    public static func clause(for word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, with a transposition counted as one edit. Past `limit` it
    /// stops early and answers `limit + 1`.
    static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        let past = limit == .max ? Int.max : limit + 1
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), past) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            // Three rows, reused: the oldest one's storage is the next row to fill.
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
            // Every later row builds on these two: once both pass the limit, so does the distance.
            if limit < .max, previous.min()! > limit, previousPrevious.min()! > limit { return past }
        }
        return min(previous[b.count], past)
    }
}
