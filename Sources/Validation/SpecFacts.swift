import MotionCore
import SpecModel

/// Facts about a spec that several rules need.
extension TransitionSpec {
    /// The namespace an element's id lives in: its own, else the transition's.
    func effectiveNamespace(of element: ElementSpec) -> String {
        (element.namespace ?? namespace).rawValue
    }

    /// The matched elements (present in both states) with their indices.
    var matchedElements: [(index: Int, element: ElementSpec)] {
        elements(where: true)
    }

    /// The elements present in one state only, with their indices.
    var oneStateElements: [(index: Int, element: ElementSpec)] {
        elements(where: false)
    }

    /// Chosen by index, so that only the elements kept are copied (every rule asks, for every spec).
    private func elements(where matched: Bool) -> [(index: Int, element: ElementSpec)] {
        elements.indices.filter { elements[$0].isMatched == matched }.map { ($0, elements[$0]) }
    }

    /// The state's name (`collapsed`).
    func stateName(_ side: StateSide) -> String {
        (side == .from ? fromState : toState).rawValue
    }

    /// The animation an element runs on: its own, else the transition's.
    func animation(of element: ElementSpec) -> Animation? {
        element.animation ?? animation
    }
}

extension ElementSpec {
    /// The one state a one-state element exists in.
    var onlyState: StateSide? {
        switch (from, to) {
        case (.some, .none): return .from
        case (.none, .some): return .to
        default: return nil
        }
    }
}

/// `elements[2]`
func elementPath(_ index: Int) -> String { "elements[\(index)]" }

/// `a, b and c` style lists are avoided on purpose: ids are free text, so they are
/// joined with ", " as written.
package func list(_ items: [String]) -> String { items.joined(separator: ", ") }

