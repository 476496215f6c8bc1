import SourceScan

/// `herocat scan` of one file's text (bytes as given: the scanner decides what it reads).
enum ScanEntry {
    static let scanner = SourceScanner()

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let result = scanner.scan(sources: [SourceInput(path: "Fuzz.swift", bytes: bytes)])
        return result.problems.first.map(FuzzOutcome.refused) ?? .accepted
    }
}
