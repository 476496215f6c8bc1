/// A transition sampled at a fixed frame rate (docs/timeline.md).
///
/// Sample `i` is at `t = i / fps`; the last sample is the first at or after
/// `duration` (within `timeTolerance`) — when the last element settles, its delay
/// included — and there every element holds its end value exactly. Each element also
/// holds its end value exactly from its own settle time on (as SwiftUI ends a settled
/// animation), so a settled element does not jitter within epsilon of its target while
/// others still move.
///
/// Values are not rounded here; `Frame.rounded(places:)` does the JSON timeline's
/// 4-decimal rounding.
public struct Timeline: Equatable, Sendable {
    /// The canvas the spec format (docs/spec-format.md) uses when a spec gives none: 390 x 844 points.
    public static let defaultCanvas: (width: Double, height: Double) = (390, 844)
    /// Frame rates `sample` accepts.
    public static let fpsRange: ClosedRange<Int> = 1...240
    /// The longest timeline `sample` produces by default: an undamped spring (damping 0,
    /// e.g. bounce 1) never settles, and a nearly undamped one takes very long, so the
    /// duration is capped (the last sample still snaps every element to its end value).
    public static let defaultMaxDuration = 60.0

    public let fps: Int
    /// Seconds until the last element settles (capped at `maxDuration`).
    public let duration: Double
    /// `times[i] == Double(i) / Double(fps)`.
    public let times: [Double]
    /// Every sample's frames in one buffer, sample after sample: element `j` at `times[i]` is
    /// `sampledFrames[i * ids.count + j]`. One allocation per timeline, not one per sample.
    public let sampledFrames: [Frame]
    /// Element ids, in input order.
    public let ids: [String]
    /// When the transition was interrupted to go back to `from` (docs/motion.md §7), or nil
    /// for a plain forward run. An interrupted timeline ends on the start frames.
    public let interruptAt: Double?

    /// `frames[i][j]` is element `j` at `times[i]`; every row has `ids.count` frames.
    public init(fps: Int, duration: Double, times: [Double], frames: [[Frame]], ids: [String], interruptAt: Double? = nil) {
        precondition(frames.count == times.count && frames.allSatisfy { $0.count == ids.count },
                     "a timeline has one row of frames per sample, one frame per element")
        self.init(fps: fps, duration: duration, times: times, sampledFrames: Array(frames.joined()), ids: ids, interruptAt: interruptAt)
    }

    init(fps: Int, duration: Double, times: [Double], sampledFrames: [Frame], ids: [String], interruptAt: Double?) {
        self.fps = fps
        self.duration = duration
        self.times = times
        self.sampledFrames = sampledFrames
        self.ids = ids
        self.interruptAt = interruptAt
    }

    /// Element `j` (input order) at `times[i]`.
    public func frame(sample i: Int, element j: Int) -> Frame {
        precondition(j >= 0 && j < ids.count, "element \(j) out of 0..<\(ids.count)")
        return sampledFrames[i * ids.count + j]
    }

    /// Element `j`'s track: its frame at each of `times`.
    public func track(ofElement j: Int) -> [Frame] {
        times.indices.map { frame(sample: $0, element: j) }
    }

    /// Every element (input order) at `times[i]`.
    public func frames(atSample i: Int) -> ArraySlice<Frame> {
        sampledFrames[i * ids.count ..< (i + 1) * ids.count]
    }

    /// `frames[i][j]`: element `j` (input order) at `times[i]`. Built from `sampledFrames` on
    /// every use (one array per sample): a loop over samples reads `frame(sample:element:)`.
    public var frames: [[Frame]] {
        let count = ids.count
        return times.indices.map { i in Array(sampledFrames[i * count ..< (i + 1) * count]) }
    }

    /// Samples `elements` at `fps` frames per second (`fps` must be in `fpsRange`).
    public static func sample(
        elements: [ElementMotion], fps: Int = 60,
        canvas: (width: Double, height: Double) = defaultCanvas,
        maxDuration: Double = defaultMaxDuration
    ) -> Timeline {
        precondition(fpsRange.contains(fps), "fps must be in \(fpsRange), got \(fps)")
        let samplers = compile(elements, canvas: canvas)
        return render(samplers, ids: elements.map(\.id), fps: fps, maxDuration: maxDuration, interruptAt: nil)
    }

    /// The transition interrupted at `interruptAt` seconds and going back to `from`
    /// (docs/motion.md §7): the forward run until then, each element's way back after, until
    /// every element has settled at its start values; the last sample holds the start
    /// frames exactly. `interruptAt` must lie within the forward timeline,
    /// `0...forwardDuration`, else `InterruptionError`.
    public static func sample(
        elements: [ElementMotion], interruptAt: Double, fps: Int = 60,
        canvas: (width: Double, height: Double) = defaultCanvas,
        maxDuration: Double = defaultMaxDuration
    ) throws(InterruptionError) -> Timeline {
        precondition(fpsRange.contains(fps), "fps must be in \(fpsRange), got \(fps)")
        let samplers = compile(elements, canvas: canvas)
        let forwardDuration = Self.duration(of: samplers, maxDuration: maxDuration)
        guard interruptAt >= 0, interruptAt <= forwardDuration else {
            throw InterruptionError(interruptAt: interruptAt, forwardDuration: forwardDuration)
        }
        let interrupted = zip(samplers, elements).map { InterruptedSampler($0, element: $1, interruptAt: interruptAt) }
        return render(interrupted, ids: elements.map(\.id), fps: fps, maxDuration: maxDuration, interruptAt: interruptAt)
    }

    /// The duration of a forward run: when its last element settles, capped.
    static func duration(of samplers: [ElementSampler], maxDuration: Double) -> Double {
        var duration = 0.0
        for sampler in samplers { duration = max(duration, sampler.settleTime) }
        return duration <= maxDuration ? duration : max(0, maxDuration)
    }

    /// Samples compiled elements from t = 0 until the last settles (at least until
    /// `interruptAt`); the last sample is every element's `final` frame.
    static func render<Sampler: TimelineSampler>(
        _ samplers: [Sampler], ids: [String], fps: Int, maxDuration: Double, interruptAt: Double?
    ) -> Timeline {
        var duration = interruptAt ?? 0
        for sampler in samplers { duration = max(duration, sampler.settleTime) }
        if !(duration <= maxDuration) { duration = max(0, maxDuration) }

        let rate = Double(fps)
        let last = lastSampleIndex(duration: duration, fps: fps)
        let times = (0...last).map { Double($0) / rate }
        let count = samplers.count
        let frames = [Frame](unsafeUninitializedCapacity: (last + 1) * count) { frames, initialized in
            // Element by element, through a local copy of each compiled element: read out of
            // the array at every sample, its constants (the Bezier's, for the solver's call)
            // were copied at every sample.
            for (j, sampler) in samplers.enumerated() {
                for i in 0..<last {
                    frames.initializeElement(at: i * count + j, to: sampler.frame(at: Double(i) / rate))
                }
                frames.initializeElement(at: last * count + j, to: sampler.final)
            }
            initialized = (last + 1) * count
        }
        return Timeline(fps: fps, duration: duration, times: times, sampledFrames: frames, ids: ids, interruptAt: interruptAt)
    }

    /// How far apart two times may be and still count as one moment: sums of delays and
    /// durations carry rounding errors (0.45 + 0.4 is 0.8500000000000001), which must not
    /// add a sample or keep an element from its end value on a sample it settles at.
    public static let timeTolerance = 1e-9

    /// The index of the first sample at or after `duration`, a sample within
    /// `timeTolerance` of it counting as at it.
    public static func lastSampleIndex(duration: Double, fps: Int) -> Int {
        let rate = Double(fps)
        guard duration > timeTolerance else { return 0 }
        let reach = duration - timeTolerance
        var index = Int((reach * rate).rounded(.up))
        while index > 0, Double(index - 1) / rate >= reach { index -= 1 }
        while Double(index) / rate < reach { index += 1 }
        return index
    }

    /// Compiles elements, computing each distinct animation's settling duration once.
    static func compile(_ elements: [ElementMotion], canvas: (width: Double, height: Double)) -> [ElementSampler] {
        var cache: [(base: AnimationBase, settling: Double)] = []
        cache.reserveCapacity(min(elements.count, 32))
        var samplers: [ElementSampler] = []
        samplers.reserveCapacity(elements.count)
        for element in elements {
            let base = element.animation.base
            let known = cache.first(where: { $0.base == base })?.settling
            let sampler = ElementSampler(element, canvas: canvas, baseSettlingDuration: known)
            if known == nil, cache.count < 32 { cache.append((base, sampler.baseSettling)) }
            samplers.append(sampler)
        }
        return samplers
    }

    /// Number of samples.
    public var sampleCount: Int { times.count }
}

/// A compiled element the sampling loop reads.
protocol TimelineSampler {
    /// Wall time from which the element holds `final` exactly.
    var settleTime: Double { get }
    /// The frame the timeline ends on.
    var final: Frame { get }
    func frame(at t: Double) -> Frame
}

extension ElementSampler: TimelineSampler {
    var final: Frame { end }
}

extension InterruptedSampler: TimelineSampler {
    var final: Frame { forward.start }
}

/// `--interrupt-at` outside the forward timeline.
public struct InterruptionError: Error, Equatable, Sendable, CustomStringConvertible {
    public var interruptAt: Double
    /// The forward run's duration: the valid interruption times are `0...forwardDuration`.
    public var forwardDuration: Double

    public init(interruptAt: Double, forwardDuration: Double) {
        self.interruptAt = interruptAt
        self.forwardDuration = forwardDuration
    }

    public var description: String {
        "the interruption time must lie within the forward timeline, 0...\(formatNumber(Frame.round(forwardDuration, places: 4))) s, got \(formatNumber(interruptAt))"
    }
}
