import Testing
@testable import Previews

@Suite struct LabelLayoutTests {
    /// Each label takes its first free candidate inside the bounds; one with none is left out.
    @Test func firstFreeCandidateOrNone() {
        var layout = LabelLayout(bounds: Box(x: 0, y: 0, width: 100, height: 50))
        let a = Box(x: 0, y: 0, width: 40, height: 10)
        #expect(layout.place([a]) == a)
        let b = Box(x: 30, y: 5, width: 40, height: 10), c = Box(x: 40, y: 0, width: 40, height: 10)
        #expect(layout.place([b, c]) == c, "b overlaps a; c only touches it")
        #expect(layout.place([Box(x: 90, y: 0, width: 20, height: 10)]) == nil, "outside the bounds")
        #expect(layout.place([Box(x: 10, y: 2, width: 5, height: 5)]) == nil, "inside a")
        #expect(layout.place([Box(x: 0, y: 20, width: 10, height: 10)]) { $0.x > 5 } == nil, "refused by accept")
        #expect(layout.placed == [a, c])
    }

    /// The grid of cells finds exactly the overlaps a check of every placed box finds,
    /// for boxes of every size, some reaching beyond the bounds.
    @Test func gridAgreesWithCheckingEveryBox() {
        var random = CoincidenceGroupsTests.Generator(state: 7)
        let bounds = Box(x: 5, y: 10, width: 300, height: 200)
        var layout = LabelLayout(bounds: bounds, reserved: [Box(x: -20, y: 0, width: 60, height: 30), Box(x: 280, y: 190, width: 100, height: 100)])
        var everyBox = layout.placed
        for _ in 0..<2_000 {
            let box = Box(x: Double.random(in: -10...310, using: &random), y: Double.random(in: 0...215, using: &random),
                          width: Double.random(in: 1...90, using: &random), height: Double.random(in: 1...40, using: &random))
            let expected = bounds.contains(box) && !everyBox.contains { $0.intersects(box) }
            #expect(layout.fits(box) == expected, "\(box)")
            if layout.place([box]) != nil { everyBox.append(box) }
        }
        #expect(layout.placed == everyBox && everyBox.count > 20)
    }

    @Test func boxesAndText() {
        let box = Box(x: 10, y: 10, width: 20, height: 10)
        #expect(box.intersects(Box(x: 29, y: 19, width: 5, height: 5)))
        #expect(!box.intersects(Box(x: 30, y: 10, width: 5, height: 5)))
        #expect(box.shifted(into: Box(x: 0, y: 0, width: 25, height: 100)).x == 5)
        #expect(box.shifted(into: Box(x: 12, y: 0, width: 10, height: 100)).x == 12)
        // Wider text is estimated wider; a wide letter wider than a narrow one; the box holds
        // the text between its ascent and descent.
        #expect(TextMetrics.width("mmmm", fontSize: 10) > TextMetrics.width("iiii", fontSize: 10))
        #expect(TextMetrics.width("playPause", fontSize: 8) > TextMetrics.width("title", fontSize: 8))
        let text = TextMetrics.box("title", x: 5, baseline: 20, fontSize: 10)
        #expect(text.y < 20 - 7 && text.maxY > 20 + 2)
        #expect(abs(TextMetrics.baseline(of: text, fontSize: 10) - 20) < 1e-12)
    }
}

@Suite struct LineCrossingTests {
    /// A steep segment passing through a box with neither end nor middle inside it still meets it.
    @Test func segmentsMeetBoxes() {
        let box = Box(x: 10, y: 10, width: 10, height: 4)
        #expect(ProgressPlot.segment((x: 0, y: 40), (x: 30, y: -20), meets: box))
        #expect(ProgressPlot.crosses([(x: 0, y: 40), (x: 30, y: -20)], box))
        #expect(!ProgressPlot.segment((x: 0, y: 0), (x: 30, y: 5), meets: box))
        #expect(ProgressPlot.segment((x: 12, y: 11), (x: 13, y: 12), meets: box), "wholly inside")
        #expect(!ProgressPlot.segment((x: 25, y: 0), (x: 25, y: 30), meets: box), "vertical, beside it")
        #expect(ProgressPlot.segment((x: 15, y: 0), (x: 15, y: 30), meets: box), "vertical, through it")
    }
}
