/// A substring test for the scanner's hot paths. With Foundation imported, `contains` on two
/// strings bridges both to `NSString`, and the standard library's searcher looks up generic
/// metadata on every call; names and type texts are short, so a plain byte comparison wins.
extension String {
    package func holds(_ part: String) -> Bool {
        var text = self, part = part
        return text.withUTF8 { haystack in
            part.withUTF8 { needle in
                guard !needle.isEmpty else { return true }
                guard needle.count <= haystack.count else { return false }
                let first = needle[0]
                for start in 0...(haystack.count - needle.count) where haystack[start] == first {
                    var offset = 1
                    while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }
}
