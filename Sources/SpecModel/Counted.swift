/// A count with its noun in the right number: `1 element`, `2 elements`, `0 files`;
/// `plural` for nouns that do not take an s (`counted(n, "match", plural: "matches")`).
public func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
}
