import Foundation

/// `transform` applied to every element, spread over all cores, results in order.
public func parallelMap<Element: Sendable, Result>(_ items: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
    let results = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        results.set(index, transform(items[index]))
    }
    return results.values
}

/// `first` and `second` run at once (on two cores when there are two), their results as a pair.
public func inParallel<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
    let firsts = ResultSlots<First>(count: 1), seconds = ResultSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { firsts.set(0, first()) } else { seconds.set(0, second()) }
    }
    return (firsts.values[0], seconds.values[0])
}

/// Slots that concurrent iterations fill, each its own index.
private final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { slots.map { $0! } }
}
