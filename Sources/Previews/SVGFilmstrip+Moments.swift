import MotionCore

extension SVGFilmstrip {
    /// Less change than this (in panel points, summed over the elements) is not visible.
    static let visibleChange = 0.5

    /// The sample indices shown: up to `moments` samples spaced evenly by how far the
    /// elements have come (the sum over elements of how much each one's plotted progress
    /// has moved, so every element counts alike whatever its size), not by time: a
    /// spring's long settling tail, where nothing visibly moves, gets no panels of its own.
    /// The first is sample 0, the last the settled end; a moment that would look like the
    /// one before it or like the end (less than `visibleChange` of motion in between, at
    /// the panels' `scale`) is left out, so a transition with fewer visibly different
    /// states shows fewer panels (one where nothing moves).
    static func momentIndices(timeline: Timeline, progress: [[Double]], moments: Int, scale: Double) -> [Int] {
        let last = max(0, timeline.sampleCount - 1)
        var travelled = [0.0], visible = [0.0]
        travelled.reserveCapacity(last + 1)
        visible.reserveCapacity(last + 1)
        for i in stride(from: 1, through: last, by: 1) {
            var step = 0.0, seen = 0.0
            for j in timeline.ids.indices {
                if j < progress.count, i < progress[j].count { step += abs(progress[j][i] - progress[j][i - 1]) }
                seen += change(from: timeline.frame(sample: i - 1, element: j), to: timeline.frame(sample: i, element: j)) * scale
            }
            travelled.append(travelled[i - 1] + step)
            visible.append(visible[i - 1] + seen)
        }
        guard visible[last] >= visibleChange else { return [last] }
        var indices = [0]
        for k in 1..<max(1, moments - 1) {
            let target = travelled[last] * Double(k) / Double(moments - 1)
            let previous = visible[indices[indices.count - 1]]
            // The first sample at the target that differs visibly from the moment before
            // and from the end.
            guard let index = (indices[indices.count - 1] + 1...last).first(where: {
                travelled[$0] >= target && visible[$0] - previous >= visibleChange
            }), visible[last] - visible[index] >= visibleChange else { continue }
            indices.append(index)
        }
        indices.append(last)
        return indices
    }

    /// How much an element visibly changes between two frames, in points: how far its
    /// edges and corner radius move while it is visible, and for a fade its half perimeter
    /// times the change of opacity.
    static func change(from a: Frame, to b: Frame) -> Double {
        let left = abs(b.x - a.x), top = abs(b.y - a.y)
        let right = abs((b.x + b.width) - (a.x + a.width)), bottom = abs((b.y + b.height) - (a.y + a.height))
        let shown = max(a.opacity, b.opacity)
        let fade = abs(b.opacity - a.opacity) * (max(a.width, b.width) + max(a.height, b.height))
        return (left + top + right + bottom + abs(b.cornerRadius - a.cornerRadius)) * shown + fade
    }
}

extension PreviewModel {
    /// The filmstrip's moments for these options (`SVGFilmstrip.momentIndices`).
    var momentIndices: [Int] {
        SVGFilmstrip.momentIndices(timeline: timeline, progress: plot.series.map(\.values), moments: options.moments,
                                   scale: SVGFilmstrip.scale(canvas: canvas))
    }
}
