import Foundation

/// Answers a scan keeps once computed, by key, for rules that run in parallel: what a
/// reading of the whole scan gives for one type and state is asked once per conditional.
package final class ScanCache<Value: Sendable>: @unchecked Sendable {
    private var values: [String: Value] = [:]
    private let lock = NSLock()

    package init() {}

    package func value(_ key: String, _ compute: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = compute()
        lock.withLock { values[key] = value }
        return value
    }
}
