// swift-tools-version:6.1
import PackageDescription

// Layering, each target using only targets of the lines above it:
// - MotionCore (the interpolation core) uses nothing;
// - SpecModel uses the core;
// - the store (CatalogStore, BundledCatalog), Validation and SpecTimeline use the spec model and the core;
// - Exporters and Previews draw from SpecTimeline (Previews lists a Validation report it is
//   given); SourceScan fills Validation's syntax-free fact model from swift-syntax;
// - HerocatKit, the application layer, uses the store and the services (its catalog service,
//   write policy, errors as data and JSON documents are what every front end calls);
// - HerocatServer (Hummingbird, only with the Server trait) is a second front end on
//   HerocatKit: routes that call the kit and answer with its documents;
// - Documentation reads the services to write docs/; the CLI (herocat) parses options,
//   calls HerocatKit (or a server through the kit's remote client) and prints, through
//   CommandLineSupport, which it shares with herocat-scan (the scanner: `herocat scan` runs
//   it, the plugins build it alone; it alone links swift-syntax), and CatalogCommandLine,
//   which it shares with herocat-serve (`herocat serve` runs it).
// Tests/check-imports.sh checks that every import is declared here and every dependency used.
let package = Package(
    name: "herocat",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "herocat", targets: ["herocat"]),
        // `herocat serve`: the HTTP server in an executable of its own, so that the default
        // build (`swift run herocat ...`) compiles no SwiftNIO or Hummingbird.
        .executable(name: "herocat-serve", targets: ["herocat-serve"]),
        .executable(name: "herocat-scan", targets: ["herocat-scan"]),
        // The libraries the benchmark and fuzzing packages beside this one (Benchmarks/, Fuzz/) build on.
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "SpecModel", targets: ["SpecModel"]),
        .library(name: "Validation", targets: ["Validation"]),
        .library(name: "Exporters", targets: ["Exporters"]),
        .library(name: "Previews", targets: ["Previews"]),
        .library(name: "SourceScan", targets: ["SourceScan"]),
        .library(name: "HerocatKit", targets: ["HerocatKit"]),
        // `swift package herocat-scan`, and the scan as a build step of a target.
        .plugin(name: "HerocatScanCommand", targets: ["HerocatScanCommand"]),
        .plugin(name: "HerocatScanBuildTool", targets: ["HerocatScanBuildTool"]),
    ],
    // `swift build --traits Server` adds the HTTP server (herocat-serve); without the trait
    // SwiftPM neither fetches nor builds SwiftNIO and Hummingbird.
    traits: [
        .trait(name: "Server", description: "Build herocat-serve, the HTTP server that `herocat serve` runs."),
        .trait(name: "PostgreSQL", description: "Catalogs in PostgreSQL as well as SQLite files (--db postgres://...)."),
        // On by default, so a package that depends on herocat has its plugins. A build that
        // names its traits (the tests: `--traits Server,PostgreSQL`) leaves it off, and does not
        // compile the scanner a second time as the plugins' host tool.
        .trait(name: "ScanPlugins", description: "Build herocat-scan for the HerocatScanCommand and HerocatScanBuildTool plugins."),
        .default(enabledTraits: ["ScanPlugins"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // herocat scan reads SwiftUI source; the tests parse exported Swift.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // herocat serve: the HTTP server, without its swift-configuration and full-Foundation traits.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // The in-process client's channel (NIOEmbedded); SwiftNIO itself comes with Hummingbird.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The server's logger type (Hummingbird logs through swift-log).
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // The server's connection deadlines see HTTP parts (NIOHTTPTypes); SIGTERM's drain runs
        // in a ServiceGroup; /metrics records through swift-metrics into a Prometheus registry.
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
    ],
    targets: [
        // Interpolation core: animation expressions, springs, curves, timelines.
        .target(name: "MotionCore"),
        // Spec model: the transition spec (docs/spec-format.md), parsing and canonical printing.
        .target(name: "SpecModel", dependencies: ["MotionCore", .product(name: "Yams", package: "Yams")]),
        // Store: the catalog in a SQLite file (GRDB) or, with the PostgreSQL trait, in PostgreSQL
        // (through libpq); their migrations embedded from Migrations/ and Migrations/PostgreSQL/.
        .target(
            name: "CatalogStore",
            dependencies: [
                "SpecModel", "MotionCore", .product(name: "GRDB", package: "GRDB.swift"),
                .target(name: "CLibPQ", condition: .when(traits: ["PostgreSQL"])),
            ],
            plugins: ["EmbedFilesPlugin"]
        ),
        // Validation service: the principles as named rules (docs/rules.md), and their reporters.
        .target(name: "Validation", dependencies: ["SpecModel", "MotionCore"]),
        // Spec to timeline: a spec sampled by MotionCore, its JSON document (docs/timeline.md), the
        // role palette; what the exporters and the previews both draw from.
        .target(name: "SpecTimeline", dependencies: ["SpecModel", "MotionCore"]),
        // Exporters: SwiftUI, Compose, CSS View Transitions, Motion, Lottie, design tokens, TSX and the
        // JSON timeline, all from the timeline MotionCore samples.
        .target(name: "Exporters", dependencies: ["SpecModel", "MotionCore", "SpecTimeline"]),
        // Previews: the HTML player and the SVG filmstrip, drawn from the spec's timeline,
        // listing the findings of a report their caller gives them.
        .target(name: "Previews", dependencies: ["SpecModel", "MotionCore", "Validation", "SpecTimeline"]),
        // Source scanning: the same principles applied to SwiftUI code, read with swift-syntax.
        .target(
            name: "SourceScan",
            dependencies: [
                "SpecModel", "MotionCore", "Validation",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // Inactive `#if` clauses are skipped the way the compiler skips them.
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        // libpq, PostgreSQL's C client library, loaded with dlopen on the first postgres:// catalog
        // (no headers to build, nothing loaded at start): for the PostgreSQL trait only.
        .target(name: "CLibPQ", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // HTTP for the remote catalog: libcurl, loaded only when a request is made.
        .target(name: "CHTTPTransport", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Application layer for every front end: the catalog service, its one write policy,
        // errors as data, the JSON documents of the CLI and the API, and dump/load of spec directories.
        .target(
            name: "HerocatKit",
            dependencies: [
                "SpecModel", "CatalogStore", "Validation", "SpecTimeline", "Exporters", "Previews", "BundledCatalog", "CHTTPTransport",
            ]
        ),
        // Documentation: the generated pages of docs/ and the JSON Schemas, written from the code.
        .target(name: "Documentation", dependencies: ["SpecModel", "MotionCore", "Validation", "Exporters"]),
        // herocat serve: routes, access control and web pages over the same catalog services.
        .target(
            name: "HerocatServer",
            dependencies: [
                "HerocatKit", "SpecModel", "Validation", "Exporters", "Previews", "Documentation",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Server"])),
                .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["Server"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Server"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Server"])),
                .product(name: "CoreMetrics", package: "swift-metrics", condition: .when(traits: ["Server"])),
                .product(name: "Prometheus", package: "swift-prometheus", condition: .when(traits: ["Server"])),
            ]
        ),
        // The bundled example catalog, embedded from Seeds/.
        .target(name: "BundledCatalog", dependencies: ["SpecModel"], plugins: ["EmbedFilesPlugin"]),
        // What herocat's executables share: output, exit codes, the scan command's options.
        .target(
            name: "CommandLineSupport",
            dependencies: ["SpecModel", "Validation", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The catalog options every catalog command takes, and serve's, shared by herocat and herocat-serve.
        .target(
            name: "CatalogCommandLine",
            dependencies: ["CommandLineSupport", "HerocatKit", "SpecModel", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The thin command-line front end. It links no swift-syntax: `herocat scan` runs
        // herocat-scan (not a dependency here: SwiftPM would link the scanner's libraries).
        .executableTarget(
            name: "herocat",
            dependencies: [
                "CommandLineSupport", "CatalogCommandLine", "HerocatKit", "MotionCore", "SpecModel", "Validation", "Exporters", "Previews", "Documentation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `herocat serve` (herocat runs it): the one executable that links the HTTP server.
        .executableTarget(
            name: "herocat-serve",
            dependencies: ["CatalogCommandLine", "CommandLineSupport", "HerocatServer", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The scanner, the one executable that links swift-syntax: `herocat scan` runs it, and the
        // SwiftPM plugins build it alone (their users build the scanner, not the catalog and server).
        .executableTarget(
            name: "herocat-scan",
            dependencies: ["CommandLineSupport", "SourceScan", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Build-time embedding of the top-level Migrations/ and Seeds/ folders.
        .executableTarget(name: "EmbedFiles", path: "Sources/EmbedFiles"),
        .plugin(
            name: "EmbedFilesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedFiles"],
            path: "Sources/EmbedFilesPlugin"
        ),

        // herocat scan for packages that depend on this one (docs/integration.md).
        .plugin(
            name: "HerocatScanCommand",
            capability: .command(intent: .custom(verb: "herocat-scan", description: "Check the package's SwiftUI sources with herocat scan.")),
            dependencies: [.target(name: "herocat-scan", condition: .when(traits: ["ScanPlugins"]))],
            path: "Plugins/HerocatScanCommand"
        ),
        .plugin(
            name: "HerocatScanBuildTool",
            capability: .buildTool(),
            dependencies: [.target(name: "herocat-scan", condition: .when(traits: ["ScanPlugins"]))],
            path: "Plugins/HerocatScanBuildTool"
        ),

        // Golden files for the tests: compared by `swift test`, rewritten only by Tests/update-goldens.sh.
        .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
        // A PostgreSQL server of the test process's own, for the tests of catalogs in PostgreSQL.
        .target(name: "TestPostgres", path: "Tests/TestPostgres"),
        // Threads of the tests' own for tests that wait on subprocesses, off the concurrency pool;
        // and which Chromium those tests launch.
        .target(name: "TestThreads", path: "Tests/TestThreads"),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"]),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel", "MotionCore"]),
        .testTarget(name: "ValidationTests", dependencies: ["Validation", "SpecModel", "GoldenFiles"], exclude: ["Golden"]),
        .testTarget(
            name: "ExportersTests",
            dependencies: [
                "Exporters", "SpecModel", "SpecTimeline", "MotionCore", "GoldenFiles", "TestThreads",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "PreviewsTests", dependencies: ["Previews", "SpecModel", "SpecTimeline", "MotionCore", "Validation", "GoldenFiles", "TestThreads"], exclude: ["Golden"]),
        .testTarget(name: "SourceScanTests", dependencies: ["SourceScan", "SpecModel", "Validation", "Exporters"], exclude: ["Fixtures", "RealWorldShapes"]),
        .testTarget(name: "CatalogStoreTests", dependencies: ["CatalogStore", "BundledCatalog", "SpecModel", "TestPostgres", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "HerocatKitTests", dependencies: ["HerocatKit", "CatalogStore", "SpecModel", "Exporters", "Previews", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "HerocatServerTests",
            dependencies: ["HerocatServer", "CatalogStore", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio")]
        ),
        .testTarget(
            name: "CLITests",
            // HerocatServer: routes tested in process where the process boundary is not the point;
            // GRDB: the fault tests poll a catalog's write lock in process.
            dependencies: ["herocat", "herocat-serve", "herocat-scan", "TestPostgres", "TestThreads", .product(name: "GRDB", package: "GRDB.swift"), .target(name: "HerocatServer", condition: .when(traits: ["Server"]))]
        ),
    ]
)
