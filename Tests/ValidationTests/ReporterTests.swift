import Foundation
import GoldenFiles
import SpecModel
import Testing
import Validation

/// The output formats: golden files compared byte for byte, plus structural checks.
@Suite("Reporters")
struct ReporterTests {
    /// A small anti-pattern spec file, validated with its file positions.
    static let fileCase = "overloaded-card"
    static let fileCasePath = "Tests/ValidationTests/Golden/overloaded-card.yaml"
    /// A catalog spec, validated as the catalog holds it: without a file.
    static let catalogCase = "catalog"
    static let catalogSeed = "recipes.single-container-card.yaml"

    /// The golden file of each reporter, by reporter name.
    static let goldenSuffix = ["text": "text.txt", "json": "json", "sarif": "sarif.json", "github": "github.txt"]

    static func reports(for goldenCase: String) throws -> [ValidationReport] {
        switch goldenCase {
        case fileCase:
            let data = try Data(contentsOf: Repository.root.appendingPathComponent(fileCasePath))
            let (spec, sourceMap) = try TransitionSpec.parseLocated(bytes: Array(data), file: fileCasePath)
            return [Validator().validate(spec, sourceMap: sourceMap)]
        default:
            let data = try Data(contentsOf: Repository.seeds.appendingPathComponent(catalogSeed))
            return [Validator().validate(try TransitionSpec.parse(bytes: Array(data), file: catalogSeed))]
        }
    }

    static let goldenCases: [(goldenCase: String, reporter: String)] = [fileCase, catalogCase].flatMap { goldenCase in
        FindingReporter.all.map { (goldenCase, $0.name) }
    }

    @Test("output matches the golden file byte for byte (Tests/update-goldens.sh rewrites them)", arguments: goldenCases)
    func golden(goldenCase: String, reporterName: String) throws {
        let reporter = try #require(FindingReporter.named(reporterName))
        let output = reporter.render(try Self.reports(for: goldenCase), RuleRegistry.all)
        let suffix = try #require(Self.goldenSuffix[reporterName])
        let url = Repository.golden.appendingPathComponent("\(goldenCase).\(suffix)")

        if let problem = GoldenFile.problem(output, file: url) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test("the golden anti-pattern file exercises errors, warnings, infos and both kinds of suppression")
    func goldenCaseCoverage() throws {
        let report = try #require(try Self.reports(for: Self.fileCase).first)
        #expect(Set(report.findings.map(\.severity)) == Set(Severity.allCases))
        #expect(report.suppressed.map(\.rule).sorted() == ["static_element", "too_many_matches"])
        #expect(ruleIDs(report).contains("suppression_without_reason"))
        #expect(report.findings.contains { $0.element?.contains(",") == true })
    }

    @Test("every format ends with a newline and gives the same bytes twice", arguments: FindingReporter.all.map(\.name))
    func deterministic(reporterName: String) throws {
        let reporter = try #require(FindingReporter.named(reporterName))
        let reports = try Self.reports(for: Self.fileCase) + Self.reports(for: Self.catalogCase)
        let first = reporter.render(reports, RuleRegistry.all)
        #expect(first.hasSuffix("\n"))
        #expect(reporter.render(reports, RuleRegistry.all) == first)
        #expect(reporter.render([], RuleRegistry.all).hasSuffix("\n"))
    }

    @Test("reporters are found by name")
    func names() {
        #expect(FindingReporter.all.map(\.name) == ["text", "json", "sarif", "github"])
        #expect(FindingReporter.named("sarif")?.name == "sarif")
        #expect(FindingReporter.named("xml") == nil)
    }

    @Test("text: compiler style with a file, transition and element without, hint below, summary last")
    func textFormat() throws {
        let located = Finding(
            rule: "navigation_push", severity: .error, transition: "photos.push", message: "crosses a push",
            hint: "use a zoom", reference: "docs/rules.md#navigation_push", path: "context", file: "specs/push.yaml", line: 5, column: 1
        )
        let unlocated = Finding(
            rule: "font_not_interpolated", severity: .info, transition: "cards.open", element: "title",
            message: "font switches", hint: "scale it", reference: "docs/rules.md#font_not_interpolated", path: "elements[1]"
        )
        let output = FindingReporter.text.render([
            ValidationReport(transition: "photos.push", file: "specs/push.yaml", findings: [located]),
            ValidationReport(transition: "cards.open", findings: [unlocated], suppressed: [unlocated]),
        ], RuleRegistry.all)
        #expect(output == """
            specs/push.yaml:5:1: error: crosses a push [navigation_push]
                hint: use a zoom
            cards.open (title): info: font switches [font_not_interpolated]
                hint: scale it
            1 error, 0 warnings, 1 info in 2 transitions (1 suppressed)

            """)
    }

    @Test("json: one array of findings with exactly the documented keys")
    func jsonKeys() throws {
        for (goldenCase, withFile) in [(Self.fileCase, true), (Self.catalogCase, false)] {
            let reports = try Self.reports(for: goldenCase)
            let output = FindingReporter.json.render(reports, RuleRegistry.all)
            let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
            let array = try #require(parsed as? [[String: Any]])
            let findings = reports.flatMap(\.findings)
            #expect(array.count == findings.count && !array.isEmpty)
            var keys: Set<String> = ["rule", "severity", "transition", "element", "message", "hint", "reference"]
            if withFile { keys.formUnion(["file", "line", "column"]) }
            for (object, finding) in zip(array, findings) {
                #expect(Set(object.keys) == keys)
                #expect(object["rule"] as? String == finding.rule)
                #expect(object["severity"] as? String == finding.severity.rawValue)
                #expect(object["message"] as? String == finding.message)
                if let element = finding.element {
                    #expect(object["element"] as? String == element)
                } else {
                    #expect(object["element"] is NSNull)
                }
                if withFile {
                    #expect(object["line"] as? Int == finding.line && object["file"] as? String == Self.fileCasePath)
                }
            }
        }
        #expect(FindingReporter.json.render([], RuleRegistry.all) == "[]\n")
    }

    @Test("sarif: validates against the SARIF 2.1.0 schema (python3 jsonschema)", arguments: [fileCase, catalogCase])
    func sarifSchema(goldenCase: String) throws {
        let output = FindingReporter.sarif.render(try Self.reports(for: goldenCase), RuleRegistry.all)
        let schema = Repository.fixtures.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
        #expect(FileManager.default.fileExists(atPath: schema.path))
        let (status, text) = try runPython(Self.validateScript, arguments: [schema.path], input: output)
        if status == 3 {
            Issue.record("python3's jsonschema module is missing; install it (pip install jsonschema, or apt-get install python3-jsonschema) to validate SARIF output")
        } else {
            #expect(status == 0, "SARIF output does not validate against the schema:\n\(text)")
        }
    }

    @Test("sarif: the driver lists every rule, and results point into it")
    func sarifStructure() throws {
        let reports = try Self.reports(for: Self.fileCase)
        let output = FindingReporter.sarif.render(reports, RuleRegistry.all)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        #expect(document["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "herocat")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.identifiers)
        let levels = rules.compactMap { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String }
        #expect(levels == RuleRegistry.all.map { ["error": "error", "warning": "warning", "info": "note"][$0.ruleDescription.severity.rawValue]! })

        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let report = try #require(reports.first)
        #expect(results.count == report.findings.count + report.suppressed.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(result["ruleIndex"] as? Int == RuleRegistry.identifiers.firstIndex(of: ruleID))
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.fileCasePath)
        }
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.count == 2)
        let justifications = suppressed.compactMap { (($0["suppressions"] as? [[String: Any]])?.first)?["justification"] as? String }
        #expect(justifications == ["the badge is matched to keep its z-order: it stays put on purpose"])

        // Without a file: logical locations, transition/element.
        let catalog = FindingReporter.sarif.render(try Self.reports(for: Self.catalogCase), RuleRegistry.all)
        #expect(catalog.contains("\"fullyQualifiedName\": \"recipes.single-container-card/recipe-card\""))
        #expect(!catalog.contains("physicalLocation"))
    }

    @Test("github: workflow commands with data and property escaping")
    func githubEscaping() throws {
        let finding = Finding(
            rule: "too_many_matches", severity: .warning, transition: "cards.open", element: "price, today",
            message: "line one\nline two: 100%, done\r", hint: "match less", reference: "docs/rules.md#too_many_matches",
            path: "elements", file: "specs/a,b: c%.yaml", line: 12, column: 3
        )
        let info = Finding(rule: "static_element", severity: .info, transition: "cards.open", message: "m", hint: "h", reference: "r")
        let error = Finding(rule: "navigation_push", severity: .error, transition: "cards.open", message: "m", hint: "h", reference: "r")
        let output = FindingReporter.github.render([
            ValidationReport(transition: "cards.open", findings: [finding, info, error]),
        ], RuleRegistry.all)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines == [
            "::warning file=specs/a%2Cb%3A c%25.yaml,line=12,col=3,title=herocat too_many_matches::cards.open (price, today): line one%0Aline two: 100%25, done%0D%0Ahint: match less",
            "::notice title=herocat static_element::cards.open: m%0Ahint: h",
            "::error title=herocat navigation_push::cards.open: m%0Ahint: h",
            "herocat: 1 error, 1 warning, 1 info in 1 transition (0 suppressed)",
        ])
    }

    @Test("sarif: file paths become URI references")
    func sarifURI() throws {
        let finding = Finding(rule: "navigation_push", severity: .error, transition: "t", message: "m", hint: "h", reference: "r", file: "my specs/ü.yaml", line: 1, column: 1)
        let output = FindingReporter.sarif.render([ValidationReport(transition: "t", file: "my specs/ü.yaml", findings: [finding])], RuleRegistry.all)
        #expect(output.contains("\"uri\": \"my%20specs/%C3%BC.yaml\""))
    }

    /// Validates the document file (second argument) against the schema file (first
    /// argument); exit 3 when jsonschema is not installed.
    static let validateScript = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("jsonschema is not installed: pip install jsonschema")
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        with open(sys.argv[2], encoding="utf-8") as f:
            document = json.load(f)
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
        errors = sorted(validator_class(schema).iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        for error in errors:
            print("/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
}

/// Runs `python3 -c script arguments... FILE`, FILE a temporary file holding `input`;
/// returns the exit status and the combined output. A missing python3 fails the test.
func runPython(_ script: String, arguments: [String], input: String) throws -> (status: Int32, output: String) {
    let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent("herocat-\(UUID().uuidString).json")
    try Data(input.utf8).write(to: inputFile)
    defer { try? FileManager.default.removeItem(at: inputFile) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments + [inputFile.path]
    let pipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    // Reading to the end before waiting means a full pipe cannot block the child.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    if process.terminationStatus == 127 {
        Issue.record("python3 is not installed; it is needed (with jsonschema) to validate SARIF output:\n\(output)")
    }
    return (process.terminationStatus, output)
}
