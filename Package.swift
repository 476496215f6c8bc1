// swift-tools-version:6.1
import PackageDescription

// Layering: the CLI uses the services (Validation, Exporters) and the store;
// services use the core (MotionCore) and the spec model; MotionCore uses nothing.
let package = Package(
    name: "herocat",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "herocat", targets: ["herocat"]),
        .executable(name: "MotionBenchmark", targets: ["MotionBenchmark"]),
        .executable(name: "ScanBenchmark", targets: ["ScanBenchmark"]),
        .executable(name: "SizeBenchmark", targets: ["SizeBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // herocat scan reads SwiftUI source; the tests parse exported Swift.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // herocat serve: the HTTP server.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Interpolation core: animation expressions, springs, curves, timelines.
        .target(name: "MotionCore"),
        // Spec model: the transition spec of SPEC.md §1, parsing and canonical printing.
        .target(name: "SpecModel", dependencies: ["MotionCore", .product(name: "Yams", package: "Yams")]),
        // Store: the SQLite catalog, its migrations embedded from Migrations/.
        .target(
            name: "CatalogStore",
            dependencies: ["SpecModel", .product(name: "GRDB", package: "GRDB.swift")],
            plugins: ["EmbedFilesPlugin"]
        ),
        // Validation service: the principles of PRINCIPLES.md as named rules, and their reporters.
        .target(name: "Validation", dependencies: ["SpecModel", "MotionCore"]),
        // Exporters: SwiftUI code, JSON timelines and Scripting TSX, all from MotionCore.
        .target(name: "Exporters", dependencies: ["SpecModel", "MotionCore"]),
        // Previews: the HTML player and the SVG filmstrip, drawn from MotionCore's timeline.
        .target(name: "Previews", dependencies: ["SpecModel", "MotionCore", "Validation", "Exporters"]),
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
        // Application layer for every front end: the catalog service, its one write policy,
        // errors as data, the SPEC.md §2 documents, and dump/load of spec directories.
        .target(
            name: "HerocatKit",
            dependencies: [
                "SpecModel", "CatalogStore", "Validation", "Exporters", "Previews", "SourceScan", "BundledCatalog",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Documentation: the generated pages of docs/ and the JSON Schemas, written from the code.
        .target(name: "Documentation", dependencies: ["SpecModel", "MotionCore", "Validation", "Exporters", "SourceScan"]),
        // herocat serve: routes, access control and web pages over the same catalog services.
        .target(
            name: "HerocatServer",
            dependencies: [
                "HerocatKit", "SpecModel", "CatalogStore", "Validation", "Exporters", "Previews", "Documentation",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // The bundled example catalog, embedded from Seeds/.
        .target(name: "BundledCatalog", dependencies: ["SpecModel"], plugins: ["EmbedFilesPlugin"]),
        // The thin command-line front end.
        .executableTarget(
            name: "herocat",
            dependencies: [
                "HerocatKit", "SpecModel", "MotionCore", "CatalogStore", "Validation", "Exporters", "Previews", "SourceScan", "Documentation", "HerocatServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "MotionBenchmark", dependencies: ["MotionCore"]),
        .executableTarget(name: "ScanBenchmark", dependencies: ["SourceScan"]),
        .executableTarget(name: "SizeBenchmark", dependencies: ["SpecModel", "Validation", "Exporters", "Previews", "SourceScan"]),

        // Fuzzing: the entry points libFuzzer drives and `swift test` replays crashers
        // through; HerocatFuzz gets its sanitizers only from Fuzz/run.sh.
        .target(
            name: "FuzzEntryPoints",
            dependencies: ["SpecModel", "MotionCore", "Validation", "SourceScan", "CatalogStore", "HerocatKit"]
        ),
        .executableTarget(name: "HerocatFuzz", dependencies: ["FuzzEntryPoints"]),

        // Build-time embedding of the top-level Migrations/ and Seeds/ folders.
        .executableTarget(name: "EmbedFiles", path: "Sources/EmbedFiles"),
        .plugin(
            name: "EmbedFilesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedFiles"],
            path: "Sources/EmbedFilesPlugin"
        ),

        // Golden files for the tests: compared by `swift test`, rewritten only by Tests/update-goldens.sh.
        .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore"]),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel"]),
        .testTarget(name: "ValidationTests", dependencies: ["Validation", "SpecModel", "GoldenFiles"], exclude: ["Golden"]),
        .testTarget(
            name: "ExportersTests",
            dependencies: [
                "Exporters", "SpecModel", "MotionCore", "GoldenFiles",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "PreviewsTests", dependencies: ["Previews", "SpecModel", "MotionCore", "GoldenFiles"], exclude: ["Golden"]),
        .testTarget(name: "SourceScanTests", dependencies: ["SourceScan", "SpecModel", "Validation", "Exporters"], exclude: ["Fixtures", "RealWorldShapes"]),
        .testTarget(name: "CatalogStoreTests", dependencies: ["CatalogStore", "BundledCatalog"]),
        .testTarget(name: "HerocatKitTests", dependencies: ["HerocatKit", "CatalogStore", "SpecModel", "Validation", "BundledCatalog", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "CLITests", dependencies: ["herocat", "SpecModel"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzEntryPoints"]),
    ]
)
