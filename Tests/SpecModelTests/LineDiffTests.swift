import SpecModel
import Testing

@Suite("LineDiff: unified line diffs")
struct LineDiffTests {
    /// `count` numbered lines, each ending in a newline.
    static func numbered(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }
    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    @Test("Identical texts, and two empty ones, have no hunks and print nothing")
    func identical() {
        let text = Self.text(Self.numbered(5))
        #expect(LineDiff(from: text, to: text).isEmpty)
        #expect(LineDiff(from: text, to: text).unified(from: "a", to: "b") == "")
        #expect(LineDiff(from: "", to: "").hunks == [])
    }

    @Test("A changed line is a removal then an addition, with three lines of context each side")
    func changedLine() {
        var new = Self.numbered(10)
        new[4] = "line five"
        let diff = LineDiff(from: Self.text(Self.numbered(10)), to: Self.text(new))
        #expect(diff.unified(from: "s@1", to: "s@2") == """
        --- s@1
        +++ s@2
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
        #expect(diff.counts == (added: 1, removed: 1))
    }

    @Test("Added and removed lines at the edges; a one-line side leaves its count out")
    func addedAndRemoved() {
        let old = Self.text(["a", "b", "c"])
        #expect(LineDiff(from: old, to: Self.text(["a", "b", "c", "d"])).unified(from: "o", to: "n") == "--- o\n+++ n\n@@ -1,3 +1,4 @@\n a\n b\n c\n+d\n")
        #expect(LineDiff(from: old, to: Self.text(["b", "c"])).unified(from: "o", to: "n") == "--- o\n+++ n\n@@ -1,3 +1,2 @@\n-a\n b\n c\n")
        #expect(LineDiff(from: Self.text(["x"]), to: Self.text(["y"])).hunks.map(\.header) == ["@@ -1 +1 @@"])
    }

    @Test("From and to empty text: every line added at 0,0 or removed to 0,0")
    func emptySides() {
        let text = Self.text(["a", "b"])
        let added = LineDiff(from: "", to: text)
        #expect(added.unified(from: "s@0", to: "s@1") == "--- s@0\n+++ s@1\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        let removed = LineDiff(from: text, to: "")
        #expect(removed.unified(from: "s@1", to: "s@2") == "--- s@1\n+++ s@2\n@@ -1,2 +0,0 @@\n-a\n-b\n")
        #expect(removed.counts == (added: 0, removed: 2))
    }

    @Test("Changes far apart make separate hunks; changes within twice the context share one")
    func hunkGrouping() {
        let old = Self.numbered(20)
        var far = old
        far[1] = "changed 2"
        far[17] = "changed 18"
        let separate = LineDiff(from: Self.text(old), to: Self.text(far))
        #expect(separate.hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -15,6 +15,6 @@"])
        var near = old
        near[1] = "changed 2"
        near[8] = "changed 9"  // six unchanged lines between: one hunk
        #expect(LineDiff(from: Self.text(old), to: Self.text(near)).hunks.map(\.header) == ["@@ -1,12 +1,12 @@"])
        near[8] = "line 9"
        near[9] = "changed 10"  // seven between: two hunks
        #expect(LineDiff(from: Self.text(old), to: Self.text(near)).hunks.count == 2)
    }

    @Test("A missing final newline does not count as a change")
    func finalNewline() {
        #expect(LineDiff(from: "a\nb", to: "a\nb\n").isEmpty)
    }

    /// Applying the hunks to the old text gives the new one, and each hunk's counts
    /// and starts agree with its lines: for texts made of a few repeated lines, where
    /// many alignments are possible.
    @Test("Hunks rebuild the new text from the old, for many random edits", arguments: 0..<40)
    func rebuilds(seed: UInt64) {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = ["a", "b", "c", "", "  - id: x"]
        let old = (0..<next(15)).map { _ in alphabet[next(alphabet.count)] }
        var new = old
        for _ in 0..<next(6) {
            switch next(3) {
            case 0 where !new.isEmpty: new.remove(at: next(new.count))
            case 1: new.insert(alphabet[next(alphabet.count)], at: next(new.count + 1))
            default: if !new.isEmpty { new[next(new.count)] = alphabet[next(alphabet.count)] }
            }
        }
        let diff = LineDiff(from: Self.text(old), to: Self.text(new), context: next(4))
        var rebuilt: [String] = []
        var oldIndex = 0
        for hunk in diff.hunks {
            let oldLines = hunk.lines.filter { $0.kind != .added }.map(\.text)
            let newLines = hunk.lines.filter { $0.kind != .removed }.map(\.text)
            #expect(hunk.oldCount == oldLines.count && hunk.newCount == newLines.count)
            let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
            #expect(start >= oldIndex && Array(old[start..<start + oldLines.count]) == oldLines, "\(old) → \(new)")
            rebuilt += old[oldIndex..<start]
            #expect((hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1) == rebuilt.count)
            rebuilt += newLines
            oldIndex = start + oldLines.count
        }
        rebuilt += old[oldIndex...]
        #expect(rebuilt == new, "\(old) → \(new)")
        #expect(diff.isEmpty == (old == new))
    }
}
