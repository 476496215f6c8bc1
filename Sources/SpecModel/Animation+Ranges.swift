import MotionCore

extension Animation {
    /// Every argument outside its `ValueRanges` entry, as `name: expected ..., got ...`.
    /// MotionCore's parser checks what the math needs (a duration > 0); these are the
    /// finite bounds a stored spec keeps to.
    var rangeProblems: [String] {
        var checks: [(String, Double?, ValueRange)] = []
        switch base {
        case .bezier(let curve):
            checks.append(("duration", curve.writtenDuration, ValueRanges.duration))
            if case let .custom(c0x, c0y, c1x, c1y, _) = curve {
                checks += [
                    ("c0x", c0x, ValueRanges.controlPointX), ("c0y", c0y, ValueRanges.controlPointY),
                    ("c1x", c1x, ValueRanges.controlPointX), ("c1y", c1y, ValueRanges.controlPointY),
                ]
            }
        case .spring(let spring):
            switch spring {
            case let .spring(duration, bounce, blend):
                checks += [("duration", duration, ValueRanges.duration), ("bounce", bounce, ValueRanges.bounce), ("blendDuration", blend, ValueRanges.blendDuration)]
            case let .springResponse(response, fraction, blend), let .interactiveSpring(response, fraction, blend):
                checks += [("response", response, ValueRanges.duration), ("dampingFraction", fraction, ValueRanges.dampingFraction), ("blendDuration", blend, ValueRanges.blendDuration)]
            case let .interpolatingSpring(mass, stiffness, damping, velocity):
                checks += [
                    ("mass", mass, ValueRanges.mass), ("stiffness", stiffness, ValueRanges.stiffness),
                    ("damping", damping, ValueRanges.damping), ("initialVelocity", velocity, ValueRanges.initialVelocity),
                ]
            case let .interpolatingSpringDuration(duration, bounce, velocity):
                checks += [("duration", duration, ValueRanges.duration), ("bounce", bounce, ValueRanges.bounce), ("initialVelocity", velocity, ValueRanges.initialVelocity)]
            case let .interactiveSpringDuration(duration, extraBounce, blend):
                checks += [("duration", duration, ValueRanges.duration), ("extraBounce", extraBounce, ValueRanges.extraBounce), ("blendDuration", blend, ValueRanges.blendDuration)]
            case let .preset(_, duration, extraBounce):
                checks += [("duration", duration, ValueRanges.duration), ("extraBounce", extraBounce, ValueRanges.extraBounce)]
            case .default:
                break
            }
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let seconds): checks.append(("delay", seconds, ValueRanges.animationDelay))
            case .speed(let factor): checks.append(("speed", factor, ValueRanges.speed))
            }
        }
        return checks.compactMap { name, value, range in
            value.flatMap(range.problem).map { "\(name): \($0)" }
        }
    }
}

extension TransitionSpec {
    /// Each element must settle (its delay plus its animation's settling duration) within
    /// `ValueRanges.settleTime`, or its timeline would be cut short; a spring that never
    /// settles (no damping) is refused here too.
    static func checkSettleTimes(_ spec: TransitionSpec, _ reader: NodeReader) {
        guard reader.issues.isEmpty else { return }
        for (index, element) in spec.elements.enumerated() {
            let animation = element.animation ?? spec.animation ?? .default
            let settle = element.delay + AnimationEvaluator(animation).settlingDuration
            guard let problem = ValueRanges.settleTime.problem(settle) else { continue }
            let path = element.animation != nil ? "elements[\(index)].animation"
                : element.delay > 0 ? "elements[\(index)].delay"
                : spec.animation != nil ? "animation" : "elements[\(index)]"
            reader.report("element '\(element.id)' (delay \(formatNumber(element.delay)) s, animation \(animation.source)): \(problem)", atRecorded: path)
        }
    }
}
