/// The listing values, built from a server's documents by `herocat --remote`.
extension SpecSummary {
    public init(name: String, title: String?, pattern: String, elementCount: Int, worst: String?) {
        self.name = name
        self.title = title
        self.pattern = pattern
        self.elementCount = elementCount
        self.worst = worst
    }
}

extension Revision {
    public init(name: String, number: Int, action: String, author: String, time: String, change: String) {
        self.name = name
        self.number = number
        self.action = action
        self.author = author
        self.time = time
        self.change = change
    }
}

extension ColumnWidths {
    public init(name: Int, title: Int) {
        self.name = name
        self.title = title
    }
}
