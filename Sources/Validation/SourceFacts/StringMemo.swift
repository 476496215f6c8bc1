import Foundation

/// A pure function of a string, each answer kept for the rest of the scan: rules judge
/// the text of an id once per view, and many views spell the same id.
package final class StringMemo<Value: Sendable>: @unchecked Sendable {
    private var values: [String: Value] = [:]
    private let lock = NSLock()
    private let compute: @Sendable (String) -> Value

    package init(_ compute: @escaping @Sendable (String) -> Value) {
        self.compute = compute
    }

    package func callAsFunction(_ key: String) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = compute(key)
        lock.withLock { values[key] = value }
        return value
    }
}
