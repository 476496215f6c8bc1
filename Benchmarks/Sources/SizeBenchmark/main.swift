// How costs grow with the size of one input: a spec through parse, validate, export and
// preview at several element counts, and `herocat scan` of one file whose view has a
// long chain of modifiers at several chain lengths.
//
//   swift run -c release SizeBenchmark [--sizes 1000,10000,40000] [--chains 1000,4000,16000]
//                                      [--stages parse,validate,export,preview,scan]
//
// The spec is generated as YAML: matched elements (some with their own namespace,
// animation, font or anchor) and one-state elements that fade or move in, some
// delayed. Each stage prints seconds per size and microseconds per element (or per
// modifier); a linear stage keeps that figure about flat as the size grows. Scan runs
// last, so figures printed before it survive whatever the scanner does with long chains.
import Exporters
import Foundation
import Previews
import SourceScan
import SpecModel
import Validation

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let sizes = (option("--sizes") ?? "1000,10000,40000").split(separator: ",").compactMap { Int($0) }
let chains = (option("--chains") ?? "1000,4000,16000").split(separator: ",").compactMap { Int($0) }
let stages = Set((option("--stages") ?? "parse,validate,export,preview,scan").split(separator: ",").map(String.init))

/// A spec with `count` elements, as a user would write it.
func specYAML(elements count: Int) -> String {
    var yaml = """
    herocat: 1
    name: bench.large
    pattern: card-to-detail
    namespace: hero
    canvas: {width: 390, height: 844}
    from: grid
    to: detail
    animation: "smooth(duration: 0.45)"
    elements:

    """
    for index in 0..<count {
        let x = index % 37 * 10, y = index % 53 * 15
        switch index % 5 {
        case 0, 1:
            yaml += "  - {id: card\(index), role: container, from: {x: \(x), y: \(y), width: 160, height: 200, cornerRadius: 12}, to: {x: 0, y: 0, width: 390, height: 420}}\n"
        case 2:
            yaml += "  - {id: title\(index), kind: text, namespace: titles, properties: position, animation: \"snappy(duration: 0.4)\", from: {x: \(x), y: \(y + 150), width: 140, height: 24, font: headline}, to: {x: 20, y: 440, width: 350, height: 34, font: largeTitle.bold()}}\n"
        case 3:
            yaml += "  - {id: body\(index), kind: text, to: {x: 20, y: \(480 + y), width: 350, height: 120}, delay: 0.15, transition: opacity}\n"
        default:
            yaml += "  - {id: badge\(index), anchor: topLeading, from: {x: \(x + 120), y: \(y), width: 30, height: 30, opacity: 0.8}, transition: \"move(edge: bottom)\"}\n"
        }
    }
    return yaml
}

func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func report(_ stage: String, _ count: Int, _ seconds: Double, _ note: String = "", unit: String = "element") {
    let perUnit = seconds / Double(count) * 1e6
    let line = stage.padding(toLength: 18, withPad: " ", startingAt: 0)
        + String(format: "%7d %@s  %8.3f s  %7.2f µs/%@%@\n", count, unit as NSString, seconds, perUnit, unit as NSString, note as NSString)
    // Unbuffered, so the figures printed survive a crash in a later stage.
    FileHandle.standardOutput.write(Data(line.utf8))
}

/// A SwiftUI file whose one view carries `count` chained modifiers after its matched
/// geometry: layout modifiers (`plain`), or modifiers the scanner reads (`motion`:
/// transitions, animations, matched geometry).
func chainedModifiers(_ count: Int, motion: Bool) -> String {
    var chain = ""
    for index in 0..<count {
        switch (motion, index % 3) {
        case (false, 0), (false, 2): chain += "\n            .opacity(0.\(index % 10))"
        case (false, _): chain += "\n            .padding(\(index % 7))"
        case (true, 0): chain += "\n            .transition(.opacity)"
        case (true, 1): chain += "\n            .animation(.smooth(duration: 0.\(index % 9 + 1)), value: open)"
        default: chain += "\n            .matchedGeometryEffect(id: \"card\(index)\", in: hero)"
        }
    }
    return """
    import SwiftUI

    struct Chained: View {
        @Namespace private var hero
        @State private var open = false

        var body: some View {
            Rectangle()
                .matchedGeometryEffect(id: "card", in: hero)\(chain)
                .onTapGesture { withAnimation(.smooth) { open.toggle() } }
        }
    }

    """
}

let validator = Validator()
for count in sizes {
    let yaml = specYAML(elements: count)
    var spec: TransitionSpec!
    let parse = try measure { spec = try TransitionSpec.parse(yaml, file: "bench.yaml") }
    if stages.contains("parse") { report("parse", count, parse) }
    if stages.contains("validate") {
        var findings = 0
        let seconds = measure { findings = validator.validate(spec).findings.count }
        report("validate", count, seconds, "  (\(findings) findings)")
    }
    if stages.contains("export") {
        for exporter in Exporter.all {
            var bytes = 0
            let seconds = try measure { bytes = try exporter.export(spec, ExportOptions()).utf8.count }
            report("export \(exporter.format)", count, seconds, "  (\(bytes / 1024) KiB)")
        }
    }
    if stages.contains("preview") {
        for format in PreviewFormat.all {
            var bytes = 0
            let seconds = try measure { bytes = try format.render(spec, PreviewOptions(report: Validator().validate(spec))).utf8.count }
            report("preview \(format.name)", count, seconds, "  (\(bytes / 1024) KiB)")
        }
    }
}

if stages.contains("scan") {
    let scanner = SourceScanner()
    for motion in [false, true] {
    for count in chains {
        let source = chainedModifiers(count, motion: motion)
        var result: ScanResult?
        let seconds = measure { result = scanner.scan(source: source, path: "Chained.swift") }
        let outcome = result.map { "\($0.linesScanned) lines, \($0.transitions.count) transitions, \($0.reports.flatMap(\.findings).count) findings\($0.problems.first.map { ", problem: \($0)" } ?? "")" } ?? ""
        report(motion ? "scan motion chain" : "scan plain chain", count, seconds, "  (\(outcome))", unit: "modifier")
    }
    }
}
