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

    /// The curves in bundles: the groups of curves linked by coinciding (each coincides
    /// with another of its bundle), members ascending, bundles in the order of their first
    /// members. A curve that coincides with none is a bundle of its own.
    var bundles: [[Int]] {
        // Union-find over the groups, joined along their neighbours.
        var parent = Array(members.indices)
        func root(_ group: Int) -> Int {
            var group = group
            while parent[group] != group {
                parent[group] = parent[parent[group]]
                group = parent[group]
            }
            return group
        }
        for (group, others) in neighbours.enumerated() {
            for other in others {
                let a = root(group), b = root(other)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var bundleOfRoot: [Int: Int] = [:]
        var result: [[Int]] = []
        for (index, group) in groupOf.enumerated() {
            guard let group else {
                result.append([index])
                continue
            }
            let top = root(group)
            if let bundle = bundleOfRoot[top] {
                result[bundle].append(index)
            } else {
                bundleOfRoot[top] = result.count
                result.append([index])
            }
        }
        return result
    }
}
