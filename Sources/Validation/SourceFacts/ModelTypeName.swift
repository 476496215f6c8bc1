/// The model type a declared type names, as extraction and the rules both read it.
package enum ModelTypeName {
    /// Types whose values are plain data, not a model whose members identify an element.
    static let plainValueTypes: Set<String> = [
        "String", "Substring", "Int", "Double", "Float", "CGFloat", "Bool", "UUID", "Date", "URL", "Data",
        "Color", "Image", "CGSize", "CGPoint", "CGRect", "Character", "Any", "AnyHashable", "Namespace.ID",
    ]

    /// `TripStore` for an initial value `TripStore()` (a property declared without its type).
    package static func constructed(_ initializer: String?) -> String? {
        guard let initializer, initializer.hasSuffix(")"), let open = initializer.firstIndex(of: "(") else { return nil }
        return String(initializer[..<open])
    }

    /// `Course` for `var course = courses[0]` (or `courses.first!`): one item of a list named as
    /// the plural of the property, declared outside the view (a data file's `let courses`).
    package static func pickedFromPlural(_ initializer: String?, as name: String) -> String? {
        guard let initializer else { return nil }
        let list = name + "s"
        let picks = [list + ".first", list + ".first!"]
        let isSubscript = initializer.hasPrefix(list + "[") && initializer.hasSuffix("]")
            && initializer.dropFirst(list.count + 1).dropLast().allSatisfy(\.isNumber)
        return isSubscript || picks.contains(initializer) ? itemType(ofList: list) : nil
    }

    /// `Course` for a list named `courses`: the model type its plural name says its items hold.
    package static func itemType(ofList name: String) -> String? {
        guard name.count > 2, name.hasSuffix("s"), let first = name.first, first.isLowercase else { return nil }
        return first.uppercased() + name.dropFirst().dropLast()
    }

    /// `Course` for the item `course` of a list named `courses` whose type is not declared in
    /// the view (a data file's global): the item is named as the singular of its list.
    package static func namedItem(_ item: String, ofList list: String?) -> String? {
        guard let list, list == item + "s" else { return nil }
        return itemType(ofList: list)
    }

    /// `Recipe` for `Recipe`, `Recipe?`, `Binding<Recipe>`, `Optional<Recipe>`; nil for
    /// collections, functions, generics and plain values. Read byte by byte (every property of
    /// every type is read): a name is an ASCII capital, then letters, digits, `_`, `.` or any
    /// letter outside ASCII.
    package static func of(_ declared: String?) -> String? {
        guard let declared else { return nil }
        var bytes = declared.utf8.filter { $0 != UInt8(ascii: " ") && !(0x09...0x0D).contains($0) }
        while let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { bytes.removeLast() }
        for wrapper in ["Binding<", "Optional<"] where bytes.starts(with: wrapper.utf8) && bytes.last == UInt8(ascii: ">") {
            bytes = Array(bytes.dropFirst(wrapper.utf8.count).dropLast())
        }
        guard let first = bytes.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
              bytes.allSatisfy({ isIdentifierByte($0) || $0 == UInt8(ascii: ".") || $0 >= 0x80 }) else { return nil }
        let type = String(decoding: bytes, as: UTF8.self)
        return plainValueTypes.contains(type) ? nil : type
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }
}
