// swift-tools-version:6.1
import PackageDescription

// A package using herocat's plugins as an app's package would, with herocat by path.
// Cards scans itself while building (its finding is a warning, so it builds);
// Player has an error finding, for `swift package herocat-scan --target Player`.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "herocat", path: "../../..")],
    targets: [
        .target(name: "Cards", plugins: [.plugin(name: "HerocatScanBuildTool", package: "herocat")]),
        .target(name: "Player"),
    ]
)
