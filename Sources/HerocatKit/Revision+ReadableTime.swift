import CatalogStore
import Foundation

extension Revision {
    /// The revision's time for people: `26 Nov 2026, 07:37 UTC` (English, UTC, so the
    /// same revision reads the same everywhere); the stored text when it is not ISO 8601.
    public var readableTime: String {
        let parser = ISO8601DateFormatter()
        parser.formatOptions = time.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        guard let date = parser.date(from: time) else { return time }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : String($0) } ?? "00" }
        return "\(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0), \(two(parts.hour)):\(two(parts.minute)) UTC"
    }
}
