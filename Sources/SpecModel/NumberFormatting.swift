/// The shortest text that reads back as `value`: `16` not `16.0`, `0.15`, `-3.5`.
/// Used wherever herocat prints a number, so output is byte-stable.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
