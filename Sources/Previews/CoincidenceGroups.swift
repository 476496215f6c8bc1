/// Which curves of a plot coincide (same length, every value within 1e-6), found
/// without comparing every pair: curves with identical values form one group (the
/// usual case, elements on one animation), and groups are compared only with those
/// whose value sums are close enough to coincide, so a plot of thousands of elements
/// costs about linear time.
struct CoincidenceGroups {
    static let tolerance = 1e-6

    /// Per group, its curves' indices in ascending order.
    private var members: [[Int]] = []
    /// Per curve, its group; nil for a curve with a non-finite value, which coincides with none.
    private var groupOf: [Int?] = []
    /// Per group, the other groups whose curves coincide with its curves.
    private var neighbours: [[Int]] = []

    init(_ curves: [[Double]]) {
        var groupByValues: [[Double]: Int] = [:]
        var representatives: [[Double]] = []
        for (index, values) in curves.enumerated() {
            guard values.allSatisfy(\.isFinite) else {
                groupOf.append(nil)
                continue
            }
            if let group = groupByValues[values] {
                members[group].append(index)
                groupOf.append(group)
            } else {
                groupByValues[values] = members.count
                groupOf.append(members.count)
                members.append([index])
                representatives.append(values)
            }
        }
        neighbours = Array(repeating: [], count: members.count)
        // Coinciding curves of n values have sums less than n * tolerance apart (plus rounding).
        let sums = representatives.map { $0.reduce(0, +) }
        let order = representatives.indices.sorted { (representatives[$0].count, sums[$0]) < (representatives[$1].count, sums[$1]) }
        for (position, group) in order.enumerated() {
            let values = representatives[group]
            let window = Double(values.count) * Self.tolerance * 1.001 + Self.tolerance
            for other in order[(position + 1)...] {
                guard representatives[other].count == values.count, sums[other] - sums[group] <= window else { break }
                if zip(representatives[other], values).allSatisfy({ abs($0 - $1) < Self.tolerance }) {
                    neighbours[group].append(other)
                    neighbours[other].append(group)
                }
            }
        }
    }

    /// How many curves after `index` coincide with it, counting at most `limit`.
    func laterCoinciding(with index: Int, upTo limit: Int) -> Int {
        guard let group = groupOf[index] else { return 0 }
        var count = Self.later(than: index, in: members[group])
        for other in neighbours[group] where count < limit {
            count += Self.later(than: index, in: members[other])
        }
        return min(count, limit)
    }

    /// How many of the ascending `indices` are greater than `index`.
    private static func later(than index: Int, in indices: [Int]) -> Int {
        var low = 0, high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return indices.count - low
    }
}
