/// `value` in hexadecimal, zero-padded to at least `minimumWidth` digits: the one hex
/// formatter behind every escape (`\u00E9`, `\u{1F3B5}`, `%2F`), CSS name and digest.
package func hexDigits(_ value: some BinaryInteger, minimumWidth: Int = 1, uppercase: Bool = true) -> String {
    let digits = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, minimumWidth - digits.count)) + digits
}
