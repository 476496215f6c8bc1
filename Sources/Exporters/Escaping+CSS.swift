import SpecModel

extension Escaping {
    /// A `view-transition-name` for an id (a CSS identifier): ASCII letters, digits and
    /// `-` stay, every other scalar (`_` included) becomes `_` + hex + `_`, so distinct ids
    /// get distinct names; a name that would start with a digit or `-`, or be a keyword
    /// (`none`, `auto`, `root`, CSS-wide keywords), gets a leading `_`.
    static func cssIdentifier(_ id: String) -> String {
        var name = ""
        for scalar in id.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" {
                name.unicodeScalars.append(scalar)
            } else {
                name += "_" + hexDigits(scalar.value) + "_"
            }
        }
        let reserved: Set<String> = ["none", "auto", "root", "match-element", "initial", "inherit", "unset", "revert", "revert-layer", "default"]
        if name.isEmpty || name.first!.isNumber || name.hasPrefix("-") || reserved.contains(name.lowercased()) {
            name = "_" + name
        }
        return name
    }
}
