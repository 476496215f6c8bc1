// Samples a large deterministic batch of transitions and reports throughput.
//
//   swift run -c release MotionBenchmark [--transitions 1000] [--elements 6] [--fps 60] [--rounds 5]
//
// It runs twice: the forward transitions, then the same transitions interrupted halfway
// through and going back to `from` (`--interrupt-at`), whose timelines are longer and
// whose second legs retarget or add.
// Each transition has `elements` elements with mixed animations (springs in every
// regime, with velocity and modifiers, and timing curves), mixed matched properties and
// one-state transitions. One round samples every transition's timeline once; the
// figure reported is element-samples (one element's frame at one sample time) per second.
import MotionCore

struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

func option(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let v = Int(arguments[i + 1]), v > 0 else { return value }
    return v
}

let transitionCount = option("--transitions", default: 1000)
let elementsPerTransition = option("--elements", default: 6)
let fps = option("--fps", default: 60)
let rounds = option("--rounds", default: 5)

func fmt(_ x: Double, _ places: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let r = (x * scale).rounded() / scale
    return formatNumber(r)
}

// MARK: Build the batch

func buildBatch() throws -> [[ElementMotion]] {
var rng = SplitMix64(state: 0x5EED)

func randomAnimationText() -> String {
    let d = fmt(rng.double(0.25, 0.8), 2)
    let b = fmt(rng.double(-0.4, 0.6), 2)
    let forms = [
        "spring(duration: \(d), bounce: \(b))",
        "spring(response: \(d), dampingFraction: \(fmt(rng.double(0.4, 1.6), 2)))",
        "interpolatingSpring(stiffness: \(fmt(rng.double(80, 400), 0)), damping: \(fmt(rng.double(8, 45), 1)), initialVelocity: \(fmt(rng.double(-3, 3), 1)))",
        "smooth", "snappy(duration: \(d))", "bouncy(extraBounce: 0.1)", "default", "interactiveSpring",
        "easeInOut(duration: \(d))", "easeOut", "linear(duration: \(d))",
        "timingCurve(0.2, 0.9, 0.3, 1.1, duration: \(d))",
        "spring(duration: \(d), bounce: \(b)).delay(0.05)",
        "easeIn(duration: \(d)).speed(1.5).delay(0.1)",
    ]
    return forms[rng.int(forms.count)]
}

func randomFrame() -> Frame {
    Frame(x: rng.double(0, 350), y: rng.double(0, 800), width: rng.double(10, 300), height: rng.double(10, 300),
          cornerRadius: rng.double(0, 24), opacity: rng.double(0.5, 1))
}

var batch: [[ElementMotion]] = []
batch.reserveCapacity(transitionCount)
for _ in 0..<transitionCount {
    let shared = try Animation.parse(randomAnimationText())
    var elements: [ElementMotion] = []
    for j in 0..<elementsPerTransition {
        let own = rng.int(3) == 0 ? try Animation.parse(randomAnimationText()) : shared
        let kind = rng.int(10)
        let properties: [MatchedProperties] = [.frame, .frame, .position, .size]
        let transitions: [OneStateTransition] = [.opacity, .scale, .move(.bottom), .none]
        let from: Frame? = kind == 8 ? nil : randomFrame()
        let to: Frame? = kind == 9 ? nil : randomFrame()
        elements.append(ElementMotion(
            id: "e\(j)", from: from, to: to, properties: properties[rng.int(4)],
            anchor: UnitPoint.keywords[rng.int(9)].point, transition: transitions[rng.int(4)],
            delay: rng.int(4) == 0 ? rng.double(0, 0.2) : 0, animation: own))
    }
    batch.append(elements)
}
return batch
}

// MARK: Run

/// Samples every transition of the batch once per round and prints the rate. `interrupted`:
/// each transition is interrupted halfway through its forward run (docs/motion.md §7) instead.
func run(_ batch: [[ElementMotion]], interrupted: Bool = false) throws {

let interruptions = interrupted ? batch.map { Timeline.sample(elements: $0, fps: fps).duration / 2 } : []
print(interrupted
    ? "MotionBenchmark, interrupted halfway back to from: \(transitionCount) transitions x \(elementsPerTransition) elements at \(fps) fps, \(rounds) rounds"
    : "MotionBenchmark: \(transitionCount) transitions x \(elementsPerTransition) elements at \(fps) fps, \(rounds) rounds")
let clock = ContinuousClock()
var checksum = 0.0
var bestRate = 0.0
var totalSamples = 0
var totalSeconds = 0.0
func timeline(_ index: Int) throws -> Timeline {
    interrupted
        ? try Timeline.sample(elements: batch[index], interruptAt: interruptions[index], fps: fps)
        : Timeline.sample(elements: batch[index], fps: fps)
}
for round in 1...rounds {
    var samples = 0
    let elapsed = try clock.measure {
        for (index, elements) in batch.enumerated() {
            let timeline = try timeline(index)
            samples += timeline.times.count * elements.count
            if !elements.isEmpty {
                checksum += timeline.frame(sample: timeline.sampleCount - 1, element: 0).x
                checksum += timeline.frame(sample: timeline.sampleCount / 2, element: 0).width
            }
        }
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = Double(samples) / seconds
    bestRate = max(bestRate, rate)
    totalSamples += samples
    totalSeconds += seconds
    print("round \(round): \(samples) element-samples in \(fmt(seconds * 1000, 2)) ms = \(fmt(rate / 1e6, 2)) M element-samples/s, \(fmt(seconds * 1e9 / Double(samples), 1)) ns/sample")
}
let meanRate = Double(totalSamples) / totalSeconds
print("total: \(totalSamples) element-samples in \(fmt(totalSeconds * 1000, 1)) ms")
print("mean: \(fmt(meanRate / 1e6, 2)) M element-samples/s (\(fmt(1e9 / meanRate, 1)) ns/sample); best round: \(fmt(bestRate / 1e6, 2)) M/s (\(fmt(1e9 / bestRate, 1)) ns/sample)")
print("checksum: \(fmt(checksum, 3))")

// Every sampled value once more, untimed, summed in sample order: the C reference
// (MotionReference/motion_reference.c) prints the same sum for the forward run.
var values = 0.0
for index in batch.indices {
    let timeline = try timeline(index)
    for (i, time) in timeline.times.enumerated() {
        values += time
        for j in timeline.ids.indices {
            let f = timeline.frame(sample: i, element: j)
            values += f.x; values += f.y; values += f.width; values += f.height
            values += f.cornerRadius; values += f.opacity
        }
    }
}
let bits = String(values.bitPattern, radix: 16)
print("values checksum: \(fmt(values, 6)) (bits \(String(repeating: "0", count: 16 - bits.count) + bits))")
}

let batch = try buildBatch()
try run(batch)
print()
try run(batch, interrupted: true)
