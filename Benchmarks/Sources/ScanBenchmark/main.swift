// Throughput of `herocat scan`: generates a large SwiftUI code base (by default 2,000
// hero views, about 120,000 lines, in 40 files), writes it to a temporary directory,
// scans it from disk and from memory, and prints lines per second.
//
//   swift run -c release ScanBenchmark [--views N] [--files N] [--runs N] [--keep DIR] [--throughput-only]
//
// `--keep DIR` writes the generated files to DIR and leaves them there. `--throughput-only`
// skips the hostile shapes (for instruction counts under callgrind, where the per-file
// time budget would cut them short).
//
// Then the shapes that once made the scan crash or crawl: 5,000 sibling `if` branches of
// one id, 5,000 steps of one flow (`if step >= n`), 10,000 nested brackets (reported
// unscannable), a 4,000-call modifier chain.
//
// Targets in release: at least 150,000 lines/s on the generated code; each hostile shape
// under 1 s.

import Foundation
import SourceScan
import Validation

struct Options {
    var views = 2_000
    var files = 40
    var runs = 3
    var keep: String?
    var throughputOnly = false

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--views": views = iterator.next().flatMap(Int.init) ?? views
            case "--files": files = iterator.next().flatMap(Int.init) ?? files
            case "--runs": runs = iterator.next().flatMap(Int.init) ?? runs
            case "--keep": keep = iterator.next()
            case "--throughput-only": throughputOnly = true
            default:
                FileHandle.standardError.write(Data("usage: ScanBenchmark [--views N] [--files N] [--runs N] [--keep DIR] [--throughput-only]\n".utf8))
                exit(2)
            }
        }
        views = max(views, 1)
        files = min(max(files, 1), views)
        runs = max(runs, 1)
    }
}

/// One hero view: a grid of cards that open into a detail overlay, matched on three ids,
/// with the detail-only content fading in after the morph, plus a tab bar whose indicator
/// slides, a view helper and a child view that receives the namespace. Every fifth view
/// breaks a principle, so the rules have findings to report.
func heroView(_ n: Int) -> String {
    let broken = n % 5 == 0
    let detailTransition = broken ? ".transition(.opacity)" : ".transition(.opacity.animation(.smooth.delay(0.15)))"
    let animation = broken && n % 10 == 0 ? "" : ".animation(.smooth(duration: 0.45), value: selected\(n))"
    return """
    /// Generated hero view number \(n).
    struct Hero\(n)View: View {
        @Namespace private var hero\(n)
        @State private var selected\(n): Item\(n)?
        @State private var tab\(n) = 0
        let items: [Item\(n)]

        var body: some View {
            ZStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 160), spacing: 16)], spacing: 16) {
                        ForEach(items) { item in
                            VStack(alignment: .leading, spacing: 8) {
                                RoundedRectangle(cornerRadius: 12)
                                    .fill(item.color.gradient)
                                    .frame(height: 120)
                                    .matchedGeometryEffect(id: "\\(item.id)-artwork", in: hero\(n))
                                Text(item.title)
                                    .font(.headline)
                                    .matchedGeometryEffect(id: "\\(item.id)-title", in: hero\(n))
                                Text("\\(item.minutes) min")
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                    .matchedGeometryEffect(id: "\\(item.id)-meta", in: hero\(n))
                            }
                            .onTapGesture { selected\(n) = item }
                        }
                    }
                    .padding()
                }
                .opacity(selected\(n) == nil ? 1 : 0)

                if let item = selected\(n) {
                    detail\(n)(item)
                }
            }
            \(animation)
            .safeAreaInset(edge: .bottom) { tabBar }
        }

        @ViewBuilder
        private func detail\(n)(_ item: Item\(n)) -> some View {
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(item.color.gradient)
                    .frame(width: 358, height: 300)
                    .matchedGeometryEffect(id: "\\(item.id)-artwork", in: hero\(n))
                Text(item.title)
                    .font(.largeTitle.bold())
                    .matchedGeometryEffect(id: "\\(item.id)-title", in: hero\(n))
                Text("\\(item.minutes) min")
                    .font(.body)
                    .matchedGeometryEffect(id: "\\(item.id)-meta", in: hero\(n))
                VStack(spacing: 12) {
                    Text(item.summary)
                        .font(.body)
                        .foregroundStyle(.secondary)
                    Button("Start") {
                        selected\(n) = nil
                    }
                    .buttonStyle(.borderedProminent)
                }
                \(detailTransition)
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.background)
            .onTapGesture { selected\(n) = nil }
        }

        private var tabBar: some View {
            HStack(spacing: 24) {
                ForEach(0..<3, id: \\.self) { index in
                    Text("Tab \\(index)")
                        .padding(.vertical, 8)
                        .background(alignment: .bottom) {
                            if tab\(n) == index {
                                Capsule()
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "indicator", in: hero\(n), properties: .position)
                            }
                        }
                        .onTapGesture {
                            withAnimation(.snappy) { tab\(n) = index }
                        }
                }
            }
            .padding(.horizontal)
        }
    }

    struct Item\(n): Identifiable, Equatable {
        let id: Int
        let title: String
        let summary: String
        let minutes: Int
        let color: Color
    }

    struct Badge\(n)View: View {
        var ns: Namespace.ID
        var body: some View {
            Circle()
                .frame(width: 24, height: 24)
                .matchedGeometryEffect(id: "badge", in: ns)
        }
    }


    """
}

func generate(_ options: Options) -> [(name: String, text: String)] {
    var files: [(String, String)] = []
    let perFile = (options.views + options.files - 1) / options.files
    var n = 0
    for index in 0..<options.files {
        var text = "import SwiftUI\n\n"
        for _ in 0..<perFile where n < options.views {
            text += heroView(n)
            n += 1
        }
        files.append(("Heroes\(index).swift", text))
    }
    return files
}

func measure(_ label: String, runs: Int, _ body: () -> ScanResult) -> (ScanResult, Double) {
    var best = Double.infinity
    var last: ScanResult?
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, seconds)
        last = result
    }
    let result = last!
    let rate = Double(result.linesScanned) / best
    print("\(label): \(result.linesScanned) lines in \(result.filesScanned) files, best of \(runs): \(String(format: "%.3f", best)) s, \(Int(rate.rounded())) lines/s")
    return (result, rate)
}

let started = DispatchTime.now().uptimeNanoseconds
let options = Options(Array(CommandLine.arguments.dropFirst()))
let sources = generate(options)
let directory = options.keep.map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("herocat-scan-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { if options.keep == nil { try? FileManager.default.removeItem(at: directory) } }
for source in sources {
    try Data(source.text.utf8).write(to: directory.appendingPathComponent(source.name))
}
let totalBytes = sources.reduce(0) { $0 + $1.text.utf8.count }
print("generated \(options.views) hero views in \(sources.count) files, \(totalBytes / 1024) KiB, in \(directory.path)")

let scanner = SourceScanner()
let (fromDisk, diskRate) = measure("scan from disk", runs: options.runs) { scanner.scan(paths: [directory.path]) }
let inputs = sources.map { SourceInput(path: $0.name, text: $0.text) }
_ = measure("scan from memory", runs: options.runs) { scanner.scan(sources: inputs) }
// One file as large as the per-file ceiling allows.
var large = "import SwiftUI\n\n"
for source in sources where large.utf8.count + source.text.utf8.count < ScanLimits.maximumFileBytes { large += source.text }
let oneFile = [SourceInput(path: "AllHeroes.swift", text: large)]
_ = measure("one large file (one core)", runs: options.runs) { scanner.scan(sources: oneFile) }

let findings = fromDisk.reports.flatMap(\.findings)
print("\(fromDisk.transitions.count) transitions, \(findings.count) findings, \(fromDisk.problems.count) problems")
print(diskRate >= 150_000 ? "OK: at least 150,000 lines/s" : "BELOW TARGET: under 150,000 lines/s")

/// One hostile file, timed (best of `runs`), against a 1 s target.
func hostile(_ label: String, _ source: String, expect: (ScanResult) -> Bool) {
    guard !options.throughputOnly else { return }
    var best = Double.infinity
    var result: ScanResult?
    for _ in 0..<options.runs {
        let start = DispatchTime.now().uptimeNanoseconds
        result = scanner.scan(source: source, path: "Hostile.swift")
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let rules = result.map { Set($0.reports.flatMap(\.findings).map(\.rule)).sorted().joined(separator: ", ") } ?? ""
    let verdict = best < 1 && result.map(expect) == true ? "OK" : "BELOW TARGET"
    print("\(label): \(String(format: "%.3f", best)) s, findings: [\(rules)]: \(verdict) (under 1 s)")
}

var siblings = "import SwiftUI\nstruct Siblings: View {\n    @Namespace private var ns\n    @State private var pick = 0\n    var body: some View {\n        ZStack {\n"
for index in 0..<5_000 {
    siblings += "            if pick == \(index) { Circle().matchedGeometryEffect(id: \"dot\", in: ns) }\n"
}
siblings += "        }\n        .animation(.smooth, value: pick)\n    }\n}\n"
hostile("5,000 sibling branches of one id", siblings) { $0.problems.isEmpty }

// Steps of one flow (`if step >= 1`, `if step >= 2`, …): each stays for the later ones.
var steps = "import SwiftUI\nstruct Steps: View {\n    @Namespace private var ns\n    @State private var step = 0\n    var body: some View {\n        ZStack {\n"
for index in 0..<5_000 {
    steps += "            if step >= \(index) { Circle().matchedGeometryEffect(id: \"dot\", in: ns) }\n"
}
steps += "        }\n        .animation(.smooth, value: step)\n    }\n}\n"
hostile("5,000 steps of one flow", steps) { $0.problems.isEmpty }

let brackets = "let deep = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
hostile("10,000 nested brackets", brackets) { $0.reports.flatMap(\.findings).map(\.rule) == ["unscannable_file"] }

let chain = "import SwiftUI\nstruct Chain: View {\n    var body: some View {\n        Text(\"x\")\n"
    + String(repeating: "            .padding(1)\n", count: 4_000) + "    }\n}\n"
hostile("4,000-call modifier chain", chain) { _ in true }
print("total time (generation, writing and every run): \(String(format: "%.2f", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)) s")
