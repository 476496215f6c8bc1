// swift-tools-version:6.1
import PackageDescription

// herocat's benchmarks: executables that print figures, kept out of the product's package
// (as swift-nio and Hummingbird keep theirs). Run from the repository root:
//   swift run --package-path Benchmarks -c release MotionBenchmark
// The shell scripts beside this file time the built herocat against sqlite3 and wrk.
let package = Package(
    name: "herocat-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "herocat", path: ".."),
    ],
    targets: [
        .executableTarget(name: "MotionBenchmark", dependencies: [.product(name: "MotionCore", package: "herocat")]),
        .executableTarget(name: "ScanBenchmark", dependencies: ["SourceScan", "Validation"].map { .product(name: $0, package: "herocat") }),
        .executableTarget(
            name: "SizeBenchmark",
            dependencies: ["SpecModel", "Validation", "Exporters", "Previews", "SourceScan"].map { .product(name: $0, package: "herocat") }
        ),
    ]
)
