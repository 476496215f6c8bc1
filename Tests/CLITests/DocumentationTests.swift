import Foundation
import Testing
import TestThreads

/// The docs that ship with the project: generated pages current, links resolving,
/// schemas that accept every bundled spec, findings pointing at rule docs.
@Suite("Documentation and schemas", .waitsOnProcesses)
struct DocumentationTests {
    /// A sealed directory to run herocat in (the repository itself is outside the seal).
    let sandbox: TemporaryDirectory
    init() throws { sandbox = try TemporaryDirectory() }

    static let docs = HerocatProcess.repository.appendingPathComponent("docs")

    @Test("every generated page of docs/ is current (rerun 'herocat docs --out docs' after changing rules, enums or exporters)")
    func generatedPagesAreCurrent() throws {
        let run = try HerocatProcess.run(["docs", "--check", "--out", Self.docs.path], in: sandbox.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test("a stale page is reported with exit 1 and the command that regenerates it")
    func stalePageIsReported() throws {
        let temp = try TemporaryDirectory()
        let written = try HerocatProcess.run(["docs", "--out", temp.path("docs")], in: temp.url)
        #expect(written.status == 0)
        try "edited by hand\n".write(toFile: temp.path("docs/rules.md"), atomically: true, encoding: .utf8)
        let check = try HerocatProcess.run(["docs", "--check", "--out", temp.path("docs")], in: temp.url)
        #expect(check.status == 1)
        #expect(check.stderr.contains("docs/rules.md is stale") && check.stderr.contains("herocat docs --out"))
        #expect(!check.stderr.contains("spec-fields.md"))
    }

    @Test("rules --format markdown is the rule reference page")
    func rulesMarkdownIsThePage() throws {
        let run = try HerocatProcess.run(["rules", "--format", "markdown"], in: sandbox.url)
        #expect(run.stdout == (try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)))
    }

    @Test("every relative link in README.md and docs/ resolves to a file and, with #anchor, to a heading there; every rule has its section")
    func linksResolve() throws {
        var files = [HerocatProcess.repository.appendingPathComponent("README.md")]
        let walker = FileManager.default.enumerator(at: Self.docs, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "md" { files.append(url) }
        }
        #expect(files.count > 5)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("shared/") && !text.contains("seeds/"), "\(file.lastPathComponent) points outside the repository")
            for target in Self.links(in: text) where !target.hasPrefix("http") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let resolved = parts[0].isEmpty ? file : file.deletingLastPathComponent().appendingPathComponent(parts[0])
                guard FileManager.default.fileExists(atPath: resolved.path) else {
                    Issue.record("\(file.lastPathComponent): broken link \(target)")
                    continue
                }
                if parts.count == 2, resolved.pathExtension == "md" {
                    let anchors = Self.anchors(in: try String(contentsOf: resolved, encoding: .utf8))
                    #expect(anchors.contains(parts[1]), "\(file.lastPathComponent): \(target) names no heading of \(resolved.lastPathComponent)")
                }
            }
        }
        let rules = try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)
        let listed = try HerocatProcess.run(["rules", "--json"], in: sandbox.url)
        let objects = try #require(JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        for rule in objects {
            let identifier = try #require(rule["identifier"] as? String)
            #expect(rule["reference"] as? String == "docs/rules.md#\(identifier)")
            #expect(rules.contains("\n## \(identifier)\n"), "no section for \(identifier)")
        }
    }

    @Test("docs/rules.md shows a SwiftUI example for every rule only source can break, and herocat scan finds that rule in it")
    func sourceOnlyRulesHaveExamples() throws {
        let temp = try TemporaryDirectory()
        let page = try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)
        let sections = page.components(separatedBy: "\n## ").dropFirst()
        let sourceOnly = sections.filter { $0.contains("(a spec cannot break it)") }
        #expect(sourceOnly.count >= 2)
        for section in sourceOnly {
            let identifier = String(section.prefix { $0 != "\n" })
            let trigger = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first,
                                       "\(identifier) has no SwiftUI example")
            try trigger.replacingOccurrences(of: "↓", with: "").write(toFile: temp.path("\(identifier).swift"), atomically: true, encoding: .utf8)
            let scan = try HerocatProcess.run(["scan", temp.path("\(identifier).swift")], in: temp.url)
            #expect(scan.stdout.contains("[\(identifier)]"), "\(identifier): its first example does not trigger it\n\(scan.stdout)")
        }
    }

    @Test("docs/rules.md says herocat's own findings cannot be suppressed, and a disable comment indeed leaves unscannable_file reported")
    func ownFindingsAreNotSuppressible() throws {
        let temp = try TemporaryDirectory()
        let page = try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)
        for identifier in ["unscannable_file", "invalid_spec"] {
            let section = try #require(page.components(separatedBy: "\n## \(identifier)\n").dropFirst().first?.components(separatedBy: "\n## ").first)
            #expect(section.contains("**Suppress.** Not possible"), "\(identifier)")
            #expect(!section.contains("herocat:disable"), "\(identifier) offers a suppression that does not work")
        }
        try "// herocat:disable unscannable_file\nstruct A { func f( }\n".write(toFile: temp.path("broken.swift"), atomically: true, encoding: .utf8)
        let scan = try HerocatProcess.run(["scan", temp.path("broken.swift")], in: temp.url)
        #expect(scan.stdout.contains("[unscannable_file]") && scan.stdout.contains("(0 suppressed)"), "\(scan.stdout)")
    }

    @Test("findings and SARIF point at the rule's documentation, never at design-note files")
    func findingsPointAtDocs() throws {
        let seed = HerocatProcess.seeds.appendingPathComponent("recipes.single-container-card.yaml").path
        let json = try HerocatProcess.run(["validate", "--file", seed, "--format", "json"], in: sandbox.url)
        #expect(json.stdout.contains("\"reference\": \"docs/rules.md#single_container_match\""))
        let sarif = try HerocatProcess.run(["validate", "--file", seed, "--format", "sarif"], in: sandbox.url)
        #expect(sarif.stdout.contains("\"helpUri\": \"docs/rules.md#single_container_match\""))
        for output in [json.stdout, sarif.stdout] {
            #expect(!output.contains("seeds/") && !output.contains(".txt") && !output.contains("(000)"))
        }
    }

    @Test("every bundled spec and every 'herocat new' template validates against 'herocat schema spec'")
    func specsValidateAgainstTheSchema() throws {
        let temp = try TemporaryDirectory()
        let schema = try HerocatProcess.run(["schema", "spec", "-o", temp.path("spec.schema.json")], in: temp.url)
        #expect(schema.status == 0)
        let timeline = try HerocatProcess.run(["schema", "timeline"], in: temp.url)
        #expect(timeline.stdout.contains("https://json-schema.org/draft/2020-12/schema"))
        var files = try FileManager.default.contentsOfDirectory(atPath: HerocatProcess.seeds.path)
            .filter { $0.hasSuffix(".yaml") }.map { HerocatProcess.seeds.appendingPathComponent($0).path }
        for pattern in NewCommandTests.patterns {
            let made = try HerocatProcess.run(["new", "made.\(pattern)", "--pattern", pattern, "-o", temp.path("\(pattern).yaml")], in: temp.url)
            #expect(made.status == 0)
            files.append(temp.path("\(pattern).yaml"))
        }
        #expect(files.count >= 14 + NewCommandTests.patterns.count)
        let script = """
            import json, sys
            try:
                import jsonschema, yaml
            except ImportError as error:
                print("missing Python package: %s; install it with: pip install jsonschema pyyaml" % error.name); sys.exit(2)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            failed = 0
            for path in sys.argv[2:]:
                for error in validator.iter_errors(yaml.safe_load(open(path))):
                    print(path, list(error.path), error.message); failed = 1
            sys.exit(failed)
            """
        let result = try Python.run(script, arguments: [temp.path("spec.schema.json")] + files)
        #expect(result.status == 0, "\(result.output)")
    }
}

/// Runs a python3 script; a missing python3 fails the test with what to install.
enum Python {
    static func run(_ script: String, arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if process.terminationStatus == 127 { Issue.record("python3 is not installed; install it (apt-get install python3) with jsonschema and pyyaml") }
        return (process.terminationStatus, output)
    }
}

extension DocumentationTests {
    /// `](target)` of every markdown link.
    /// The anchors GitHub gives a page's headings: lowercased, spaces to hyphens, punctuation
    /// other than `-` and `_` dropped, a repeated heading suffixed `-1`, `-2`, ...
    static func anchors(in text: String) -> Set<String> {
        var anchors = Set<String>()
        var inCode = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
            var anchor = slug
            var repeats = 0
            while anchors.contains(anchor) {
                repeats += 1
                anchor = "\(slug)-\(repeats)"
            }
            anchors.insert(anchor)
        }
        return anchors
    }

    static func links(in text: String) -> [String] {
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            targets.append(String(rest[open.upperBound..<close]))
            rest = rest[close...]
        }
        return targets
    }
}
