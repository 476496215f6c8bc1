/// The one number printer, used wherever herocat prints a number so output is byte-stable:
/// the shortest text that reads back as the same Double, `1` not `1.0`, positional (`0.00001`, not `1e-05`) for magnitudes in
/// 1e-9 ..< 1e21, Swift's exponent form beyond that. `-0` prints as `0`.
public func formatNumber(_ x: Double) -> String {
    if x == 0 { return "0" }
    guard x.isFinite else { return x.description }
    // Whole numbers (most coordinates and sizes) print as the integer, as below, at a fraction of the cost.
    if x.magnitude < 1e15, x == x.rounded(.towardZero) { return String(Int(x)) }
    let text = x.description
    guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    let magnitude = x.magnitude
    guard magnitude >= 1e-9, magnitude < 1e21, let exponent = Int(text[text.index(after: e)...]) else {
        return text
    }
    var mantissa = Substring(text[..<e])
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa = mantissa.dropFirst() }
    let pointIndex = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count
    var digits = Array(mantissa.filter { $0 != "." })
    while digits.count > 1, digits.last == "0", digits.count > pointIndex + exponent { digits.removeLast() }
    let point = pointIndex + exponent
    var result: String
    if point <= 0 {
        result = "0." + String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
        result = String(digits) + String(repeating: "0", count: point - digits.count)
    } else {
        result = String(digits[..<point]) + "." + String(digits[point...])
    }
    if negative { result = "-" + result }
    return result
}

/// Seconds rounded to the millisecond, shortest form: `0.15`, `1`, `0.233` (no unit).
public func seconds(_ value: Double) -> String {
    formatNumber((value * 1000).rounded() / 1000)
}
