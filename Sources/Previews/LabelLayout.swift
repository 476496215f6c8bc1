import MotionCore

/// A rectangle in SVG user units (origin top-left).
struct Box: Equatable, Sendable {
    var x, y, width, height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    /// Whether the two overlap by more than a touching edge.
    func intersects(_ other: Box) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    func contains(_ other: Box) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px <= maxX && py >= y && py <= maxY
    }

    /// The same box moved by at most what it takes to lie within `bounds` horizontally
    /// (a box wider than `bounds` keeps its left edge on the bounds' left edge).
    func shifted(into bounds: Box) -> Box {
        var box = self
        if box.maxX > bounds.maxX { box.x = bounds.maxX - box.width }
        if box.x < bounds.x { box.x = bounds.x }
        return box
    }
}

/// A label where a layout put it: its text (drawn from the box's left edge), the box it
/// occupies, its font size, and what it names (an element, a marker or a bundle's first curve).
struct PlacedLabel: Equatable {
    let text: String
    let box: Box
    let fontSize: Double
    let owner: Int
}

/// Labels laid out without overlap: each takes the first of its candidate boxes that lies
/// inside `bounds` and meets no box placed (or reserved) before it, and (when asked) that
/// `accept` takes; a label none of whose candidates fits is left out rather than drawn over
/// another. Greedy and deterministic: the same labels in the same order always land in the
/// same places. Placed boxes are filed in a grid of cells, so a check looks only at the boxes
/// near it and laying out many labels stays about linear.
struct LabelLayout {
    let bounds: Box
    private(set) var placed: [Box] = []
    /// Per cell (row by row), the indices of the placed boxes that reach into it.
    private var cells: [[Int]]
    private let columns, rows: Int
    private static let cellSize = 32.0

    init(bounds: Box, reserved: [Box] = []) {
        self.bounds = bounds
        columns = min(256, max(1, Int((bounds.width / Self.cellSize).rounded(.up))))
        rows = min(256, max(1, Int((bounds.height / Self.cellSize).rounded(.up))))
        cells = Array(repeating: [], count: columns * rows)
        for box in reserved { reserve(box) }
    }

    /// Whether `box` could be placed: inside the bounds, clear of every placed box.
    func fits(_ box: Box) -> Bool {
        guard bounds.contains(box) else { return false }
        let (xs, ys) = cellRange(of: box)
        for row in ys {
            for column in xs where cells[row * columns + column].contains(where: { placed[$0].intersects(box) }) {
                return false
            }
        }
        return true
    }

    /// Places the first candidate that fits and `accept`s, and returns it; nil if none does.
    mutating func place(_ candidates: [Box], accept: (Box) -> Bool = { _ in true }) -> Box? {
        guard let box = candidates.first(where: { fits($0) && accept($0) }) else { return nil }
        reserve(box)
        return box
    }

    /// Reserves `box` (something drawn that labels must avoid) without checking it.
    mutating func reserve(_ box: Box) {
        let (xs, ys) = cellRange(of: box)
        for row in ys {
            for column in xs { cells[row * columns + column].append(placed.count) }
        }
        placed.append(box)
    }

    /// The cells `box` reaches into (a box beyond the bounds counts in the cells at their edge).
    private func cellRange(of box: Box) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func cell(_ value: Double, _ count: Int) -> Int {
            let index = (value / Self.cellSize).rounded(.down)
            if !(index >= 0) { return 0 }
            return index >= Double(count - 1) ? count - 1 : Int(index)
        }
        let first = (cell(box.x - bounds.x, columns), cell(box.y - bounds.y, rows))
        let last = (cell(box.maxX - bounds.x, columns), cell(box.maxY - bounds.y, rows))
        return (first.0...last.0, first.1...last.1)
    }
}

/// Text extents without font files: a generous estimate of how wide a line of text is in
/// the sans-serif fonts a viewer falls back to for `system-ui` (DejaVu Sans is among the
/// widest), so a box sized by it holds the drawn text.
enum TextMetrics {
    /// The advance of `text` at `fontSize`, in the same units.
    static func width(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for character in text {
            ems += advance(of: character)
        }
        return ems * fontSize
    }

    /// The box of one line of text whose baseline starts at `x, y` (ascent 0.95 em, descent 0.3 em).
    static func box(_ text: String, x: Double, baseline y: Double, fontSize: Double) -> Box {
        Box(x: x, y: y - 0.95 * fontSize, width: width(text, fontSize: fontSize), height: 1.25 * fontSize)
    }

    /// Where a line of text of `fontSize` whose box is `box` has its baseline.
    static func baseline(of box: Box, fontSize: Double) -> Double {
        box.y + 0.95 * fontSize
    }

    private static func advance(of character: Character) -> Double {
        guard character.isASCII, let ascii = character.asciiValue else { return 1.2 }
        switch ascii {
        case UInt8(ascii: "m"), UInt8(ascii: "w"), UInt8(ascii: "M"), UInt8(ascii: "W"), UInt8(ascii: "@"):
            return 1.0
        case UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "j"), UInt8(ascii: "I"), UInt8(ascii: "."),
             UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "|"), UInt8(ascii: "!"):
            return 0.32
        case UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: " "), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "-"), UInt8(ascii: "["), UInt8(ascii: "]"):
            return 0.45
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return 0.78
        default:
            return 0.66
        }
    }
}

/// Where an element's label may go, best first, as one table that the filmstrip (in
/// Swift) and the player's script (which reads it from the page) both use: inside the
/// box's top-left corner, just above, below, right or left of the box, inside its bottom
/// edge. Each place puts the label's top-left corner at
/// `x = box.x + ax * box.width + bx * label.width + cx` (and likewise `y` with the heights).
enum LabelPlaces {
    struct Place: Sendable {
        let ax, bx, cx, ay, by, cy: Double
    }

    static let all: [Place] = [
        Place(ax: 0, bx: 0, cx: 1.5, ay: 0, by: 0, cy: 1),
        Place(ax: 0, bx: 0, cx: 0, ay: 0, by: -1, cy: -1),
        Place(ax: 0, bx: 0, cx: 0, ay: 1, by: 0, cy: 1),
        Place(ax: 1, bx: 0, cx: 2, ay: 0, by: 0, cy: 0),
        Place(ax: 0, bx: -1, cx: -2, ay: 0, by: 0, cy: 0),
        Place(ax: 0, bx: 0, cx: 1.5, ay: 1, by: -1, cy: -1),
    ]

    /// The candidate boxes of a `width` x `height` label for an element at `box`, each
    /// moved horizontally into `bounds` where it sticks out.
    static func candidates(for box: Box, width: Double, height: Double, within bounds: Box) -> [Box] {
        all.map { p in
            Box(x: box.x + p.ax * box.width + p.bx * width + p.cx, y: box.y + p.ay * box.height + p.by * height + p.cy,
                width: width, height: height).shifted(into: bounds)
        }
    }

    /// The table as JSON for the player's script: `[[ax, bx, cx, ay, by, cy], ...]`.
    static var json: String {
        "[" + all.map { p in "[" + [p.ax, p.bx, p.cx, p.ay, p.by, p.cy].map { formatNumber($0) }.joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    }
}
