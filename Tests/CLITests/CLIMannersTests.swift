import Foundation
import Testing
import TestThreads

@Suite("CLI manners", .waitsOnProcesses)
struct CLIMannersTests {
    /// A sealed directory to run herocat in (the repository itself is outside the seal).
    let sandbox: TemporaryDirectory
    init() throws { sandbox = try TemporaryDirectory() }

    @Test("--db before the command works as after it")
    func globalOptionsFirst() throws {
        let temp = try TemporaryDirectory()
        #expect(try HerocatProcess.run(["--db", "team.sqlite", "init", "--seed"], in: temp.url).status == 0)
        let listed = try HerocatProcess.run(["--db", "team.sqlite", "list"], in: temp.url)
        #expect(listed.status == 0 && listed.stdout.contains("music.mini-player"))
        let equals = try HerocatProcess.run(["--db=team.sqlite", "--author", "ann", "remove", "tabs.indicator"], in: temp.url)
        #expect(equals.status == 0, "\(equals.stderr)")
        let history = try HerocatProcess.run(["history", "tabs.indicator", "--db", "team.sqlite"], in: temp.url)
        #expect(history.stdout.contains("ann"))
    }

    @Test("unknown commands, help topics, options, spec names and field names get a suggestion")
    func didYouMean() throws {
        let temp = try TemporaryDirectory()
        let command = try HerocatProcess.run(["lst"], in: temp.url)
        #expect(command.status == 2 && command.stderr.contains("did you mean 'list'?"))
        let topic = try HerocatProcess.run(["help", "nonexistent"], in: temp.url)
        #expect(topic.status == 2 && topic.stderr.contains("unknown help topic 'nonexistent'") && topic.stdout.isEmpty)
        #expect(try HerocatProcess.run(["help", "list"], in: temp.url).status == 0)
        let option = try HerocatProcess.run(["list", "--jsn"], in: temp.url)
        #expect(option.status == 2 && option.stderr.lowercased().contains("did you mean '--json'"))
        #expect(try HerocatProcess.run(["init", "--seed"], in: temp.url).status == 0)
        let name = try HerocatProcess.run(["show", "music.mini-playr"], in: temp.url)
        #expect(name.status == 4 && name.stderr.contains("did you mean 'music.mini-player'?"))
        try "name: a\nnamespce: ns\nfrom: a\nto: b\nelements: [{id: x, from: {x: 0, y: 0, width: 1, height: 1}}]\n"
            .write(toFile: temp.path("typo.yaml"), atomically: true, encoding: .utf8)
        let field = try HerocatProcess.run(["validate", "--file", "typo.yaml"], in: temp.url)
        // validate --file reports an invalid file as an invalid_spec finding on stdout.
        #expect(field.status == 3 && field.stdout.contains("unknown key 'namespce'; did you mean 'namespace'?"), "\(field.stdout)")
    }

    @Test("a rejected name, wait or revision says which value and what is allowed (exit 2)")
    func rejectedValuesSayWhy() throws {
        let temp = try TemporaryDirectory()
        let cases: [(arguments: [String], says: String)] = [
            (["show", "Bad_Name"], "The value 'Bad_Name' is invalid for '<name>': a name starts with a lowercase letter or digit [a-z0-9]"),
            (["new", "cards.Hero"], "The value 'cards.Hero' is invalid for '<name>': a name holds only lowercase letters, digits, '.', '_' and '-'"),
            (["validate", "ok.name", ""], "The value '' is invalid for '<name>': a name must not be empty"),
            (["history", String(repeating: "a", count: 101)], "a name has at most 100 characters, this one has 101"),
            (["list", "--wait=-2"], "--wait takes a number of seconds, 0 or more, got -2"),
            (["add", "--replace", "--expect-revision=0", "spec.yaml"], "--expect-revision takes a revision number, 1 or more, got 0"),
            // A negative number after a space is the option's value, not another option.
            (["add", "--replace", "--expect-revision", "-1", "spec.yaml"], "--expect-revision takes a revision number, 1 or more, got -1"),
            (["show", "tabs.indicator", "--revision", "-1"], "--revision takes a revision number, 1 or more, got -1"),
            (["list", "--wait", "-2"], "--wait takes a number of seconds, 0 or more, got -2"),
            (["export", "tabs.indicator", "--interrupt-at", "-0.5"], "--interrupt-at takes seconds, 0 or more, got -0.5"),
        ]
        for (arguments, says) in cases {
            let run = try HerocatProcess.run(arguments, in: temp.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains(says), "\(arguments): \(run.stderr)")
        }
    }

    @Test("an unquoted font in a flow mapping gets a sentence with the fix")
    func flowMappingFont() throws {
        let temp = try TemporaryDirectory()
        try """
            name: a
            namespace: ns
            from: a
            to: b
            elements:
              - id: title
                from: { x: 0, y: 0, width: 10, height: 10, font: system(size: 17, weight: .semibold) }
            """.write(toFile: temp.path("flow.yaml"), atomically: true, encoding: .utf8)
        let run = try HerocatProcess.run(["validate", "--file", "flow.yaml"], in: temp.url)
        #expect(run.status == 3)
        // validate --file reports an invalid file as an invalid_spec finding on stdout.
        #expect(run.stdout.contains("flow.yaml:7:"))
        #expect(run.stdout.contains("quote it: font: \"system(size: 17, weight: .semibold)\""), "\(run.stdout)")
        #expect(!run.stdout.contains("while parsing") && !run.stderr.contains("while parsing"))
    }

    @Test("colour on a terminal only: none when piped or with NO_COLOR")
    func colour() throws {
        let seed = HerocatProcess.seeds.appendingPathComponent("recipes.single-container-card.yaml").path
        let piped = try HerocatProcess.run(["validate", "--file", seed], in: sandbox.url)
        #expect(piped.stdout.contains(": warning: ") && !piped.stdout.contains("\u{1B}["))
        // `script` (util-linux) runs herocat on a pseudo-terminal.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("the colour test needs script(1): apt-get install bsdutils")
            return
        }
        let command = "\(HerocatProcess.executable.path) validate --file \(seed)"
        let onTerminal = try HerocatProcess.run(["-qec", command, "/dev/null"], in: sandbox.url, environment: ["TERM": "xterm", "NO_COLOR": ""], program: "/usr/bin/script")
        #expect(onTerminal.stdout.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
        let noColor = try HerocatProcess.run(["-qec", command, "/dev/null"], in: sandbox.url, environment: ["TERM": "xterm", "NO_COLOR": "1"], program: "/usr/bin/script")
        #expect(noColor.stdout.contains(": warning: ") && !noColor.stdout.contains("\u{1B}["))
    }

    @Test("completion scripts for bash, zsh and fish are generated")
    func completions() throws {
        let temp = try TemporaryDirectory()
        for shell in ["bash", "zsh", "fish"] {
            let run = try HerocatProcess.run(["--generate-completion-script", shell], in: temp.url)
            #expect(run.status == 0 && run.stdout.contains("herocat") && run.stdout.contains("validate"), "\(shell)")
        }
    }
}
