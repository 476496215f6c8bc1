import MotionCore
import SpecModel

/// The two expression grammars embedded in specs. Whatever parses must print and
/// parse back to the same value.
enum ExpressionEntries {
    static func animation(_ bytes: [UInt8]) -> FuzzOutcome {
        guard let text = utf8Text(bytes) else { return .refused("not UTF-8") }
        let animation: Animation
        do {
            animation = try Animation.parse(text)
        } catch {
            return .refusing(error)
        }
        precondition((try? Animation.parse(animation.source)) == animation, "'\(animation.source)' does not read back")
        // The curve is finite everywhere a timeline samples it.
        let end = min(animation.settlingDuration, 3600)
        for step in 0...8 {
            precondition(animation.progress(at: end * Double(step) / 8).isFinite, "progress of '\(text)' is not finite")
        }
        return .accepted
    }

    static func font(_ bytes: [UInt8]) -> FuzzOutcome {
        guard let text = utf8Text(bytes) else { return .refused("not UTF-8") }
        let font: FontExpression
        do {
            font = try FontExpression.parse(text)
        } catch {
            return .refusing(error)
        }
        precondition((try? FontExpression.parse(font.description)) == font, "'\(font.description)' does not read back")
        return .accepted
    }
}
