// swift-tools-version:6.1
import PackageDescription

// herocat's fuzzing: the entry points libFuzzer drives (HerocatFuzz, built with sanitizers
// only by run.sh) and the tests that replay every saved crasher through them, kept out of
// the product's package. From the repository root:
//   Fuzz/run.sh TARGET [SECONDS]          fuzz one target
//   swift test --package-path Fuzz        replay Fuzz/Crashers/
let package = Package(
    name: "herocat-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "herocat", path: ".."),
    ],
    targets: [
        .target(
            name: "FuzzEntryPoints",
            dependencies: ["SpecModel", "MotionCore", "Validation", "SourceScan", "HerocatKit"].map { .product(name: $0, package: "herocat") }
        ),
        .executableTarget(name: "HerocatFuzz", dependencies: ["FuzzEntryPoints"]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzEntryPoints"]),
    ]
)
