/// Problems gathered across every file before anything is written.
struct ProblemList {
    private(set) var problems: [Problem] = []

    mutating func add(_ problem: Problem) {
        problems.append(problem)
    }

    mutating func add(_ newProblems: [Problem]) {
        problems += newProblems
    }

    /// Throws every problem at once, with the most serious kind, when there is any.
    func throwIfAny(closing summary: String? = nil) throws(ServiceError) {
        guard !problems.isEmpty else { return }
        throw ServiceError(problems, closing: summary)
    }
}
