import SpecModel
import Validation

/// The transition-level fields of an imported spec: context, usage, pattern, suppressions, name.
extension SpecImporter {
    func presentationContext(from: Side, to: Side) -> PresentationContext {
        for side in [from, to] {
            switch side.step {
            case .destination?:
                let matchedHere = model.views.contains { $0.stateKey == side.state && $0.isGeometry }
                return matchedHere ? .navigationPush : .overlay
            case .presentation?:
                return .sheet
            default:
                continue
            }
        }
        return from.step == nil || to.step == nil ? .overlay : .inPlace
    }

    func usage() -> Usage {
        let heavy = HeavyContextRule().check(model, input)
        if !heavy.isEmpty { return .largeGrid }
        return model.views.contains { $0.innermostLoop != nil } ? .list : .single
    }

    func pattern(fromName: String, toName: String, elements: [ElementSpec]) -> Pattern {
        let words = elements.reduce(into: Set<String>()) { $0.formUnion(PropertiesFitRule.words(of: $1.id)) }
        if !words.isDisjoint(with: PropertiesFitRule.indicator.idWords) || elements.contains(where: { $0.properties == .position || $0.role == .indicator }) {
            return .tabIndicator
        }
        if !words.isDisjoint(with: PropertiesFitRule.zoom.idWords) || elements.contains(where: { $0.properties == .size }) { return .zoom }
        if Set([fromName, toName]) == ["collapsed", "expanded"] { return .expand }
        if model.views.contains(where: { $0.innermostLoop != nil }) { return .cardToDetail }
        return .custom
    }

    /// The spec rules the transition's file disables for the whole file.
    func suppressedRules() -> [Suppression] {
        guard let file = context.files.first(where: { $0.path == transition.file }) else { return [] }
        let known = Set(RuleRegistry.identifiers)
        var result: [Suppression] = []
        for entry in InlineSuppressions(file.suppressions).fileWide where known.contains(entry.rule) {
            if !result.contains(where: { $0.rule == entry.rule }) { result.append(entry) }
        }
        return result
    }

    static func catalogName(file: String, type: String, namespace: String?) -> CatalogName {
        var base = file.split(separator: "/").last.map(String.init) ?? file
        if base.hasSuffix(".swift") { base.removeLast(6) }
        let raw = [base, type, namespace].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".").lowercased()
        var slug = ""
        for scalar in raw.unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_" || scalar == "-"
            let character: Character = keep ? Character(scalar) : "-"
            if character == "-", slug.hasSuffix("-") { continue }
            slug.append(character)
        }
        while let first = slug.unicodeScalars.first, !(("a"..."z").contains(first) || ("0"..."9").contains(first)) { slug.removeFirst() }
        if slug.unicodeScalars.count > CatalogName.maxLength { slug = String(String.UnicodeScalarView(slug.unicodeScalars.prefix(CatalogName.maxLength))) }
        return CatalogName(slug) ?? CatalogName("imported")!
    }
}
