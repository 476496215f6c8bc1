import Yams

extension TransitionSpec {
    /// The key of a batch document's list of specs.
    public static let listKey = "specs"

    /// A batch document (a request body): `specs:`, a list of spec documents, in YAML or
    /// JSON. Each item is parsed on its own, with positions in the whole document, so one
    /// bad item does not hide the others; a document that holds no such list is thrown.
    public static func parseList(bytes: [UInt8], file: String) throws(SpecError) -> [Result<(spec: TransitionSpec, sourceMap: SourceMap), SpecError>] {
        let text = try text(of: bytes, file: file)
        if text.allSatisfy(\.isWhitespace) {
            throw SpecError(file: file, issues: [SpecIssue(path: "", message: "the document is empty; it needs '\(listKey):', a list of specs")])
        }
        let reader = NodeReader()
        let root = try root(of: text, file: file)
        let items = reader.fields(of: root, at: "", allowed: [listKey], required: [listKey]).flatMap { reader.sequence($0[listKey], at: listKey) }
        if let items, items.isEmpty { reader.report("name at least one spec", at: listKey, root) }
        guard let items, reader.issues.isEmpty else { throw SpecError(file: file, issues: reader.issues) }
        return items.map { item in Result { () throws(SpecError) in try located(item, file: file) } }
    }
}
