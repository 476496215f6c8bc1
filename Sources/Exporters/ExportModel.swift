import MotionCore
import SpecModel
import SpecTimeline

/// What every exporter derives from a spec the same way, on top of the timeline's model:
/// the namespaces in use, the generated type name, each element's own timing.
typealias ExportModel = TimelineModel

extension TimelineModel {
    /// The animation an element runs on when it differs from the transition's: its own
    /// animation, with its `delay` appended as `.delay(d)` (appended last, the delay wraps
    /// everything, as docs/motion.md §4 says an element's delay does); nil when the element
    /// just follows the transition. A matched element gets it through its own
    /// `.animation(_:value:)` group, a one-state element through `transition.animation(_:)`.
    func ownTiming(of element: ElementSpec) -> Animation? {
        let own = animation(of: element)
        guard own != transitionAnimation || element.delay != 0 else { return nil }
        return element.delay != 0 ? own.delay(element.delay) : own
    }

    /// The namespace an element's matched views use.
    func namespace(of element: ElementSpec) -> SwiftIdentifier {
        element.namespace ?? spec.namespace
    }

    /// The spec's namespace, then every other namespace a matched element uses, in
    /// element order, without repeats.
    var namespaces: [SwiftIdentifier] {
        var result = [spec.namespace]
        var seen: Set = [spec.namespace.rawValue]
        for element in spec.elements where element.isMatched {
            let namespace = namespace(of: element)
            if seen.insert(namespace.rawValue).inserted { result.append(namespace) }
        }
        return result
    }

    /// The first element present in both states: the zoom source of a navigation push.
    var primaryMatchedElement: ElementSpec? {
        spec.elements.first { $0.isMatched }
    }

    /// The generated type's name, UpperCamelCase from the catalog name plus
    /// `Transition` (`music.mini-player` → `MusicMiniPlayerTransition`); built only from
    /// the checked catalog name, so it holds only ASCII letters and digits. A name that
    /// would start with a digit gets the prefix `Hero`.
    var typeName: String {
        Self.typeName(for: spec.name)
    }

    static func typeName(for name: CatalogName) -> String {
        var result = ""
        for part in name.rawValue.split(whereSeparator: { $0 == "." || $0 == "-" || $0 == "_" }) {
            result += part.prefix(1).uppercased() + part.dropFirst()
        }
        if result.first?.isNumber ?? true { result = "Hero" + result }
        return result + "Transition"
    }

    /// UpperCamelCase of a checked identifier (`detail` → `Detail`, `_x` → `_x`).
    static func upperFirst(_ identifier: SwiftIdentifier) -> String {
        identifier.rawValue.prefix(1).uppercased() + identifier.rawValue.dropFirst()
    }

    /// A warning for hosts that do not fully support matched geometry (rule unsupported_host).
    var hostCaveat: String? {
        switch spec.host {
        case .app: return nil
        case .widget, .liveActivity:
            return "Note: widgets and Live Activities do not fully support matched geometry animations (rule unsupported_host, docs/rules.md#unsupported_host); expect a plain change there."
        }
    }

    /// The element's place in the draw order (docs/spec-format.md): its position in the
    /// spec, 0 for the first; a higher one is drawn on top.
    func drawIndex(of element: ElementSpec) -> Int {
        spec.elements.firstIndex { $0.id == element.id } ?? 0
    }

    /// The states an element exists in.
    func presence(of element: ElementSpec) -> String {
        switch (element.from, element.to) {
        case (.some, .some): return "matched"
        case (.some, nil): return "only in \(spec.fromState)"
        default: return "only in \(spec.toState)"
        }
    }
}

/// Numbers written into generated code: spec values exactly, in their shortest form
/// (`16`, `0.15`); values the exporter derives (centers, unit anchors) rounded to 4
/// decimals first, as the timeline rounds.
enum CodeNumber {
    static func exact(_ value: Double) -> String {
        formatNumber(value)
    }

    static func derived(_ value: Double) -> String {
        formatNumber(Frame.round(value, places: 4))
    }
}
