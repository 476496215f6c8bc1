import Foundation
import Testing

/// The Chromium the browser tests launch, by name on PATH: Chromium's headless-only build
/// where it is installed (the same Blink at about a quarter of the CPU per launch; `.ci/run`
/// installs it), else a full Chromium run headless. Tests/Browser/chromium.py is the same
/// choice for the Python drivers.
public enum Chromium {
    static let names = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    static let missing = "no Chromium found on PATH (looked for \(names.joined(separator: ", "))): install it with `apt-get update && apt-get install -y chromium-headless-shell` (Debian; `.ci/run` does)"

    /// The first of `names` that `lookup` (the test module's own search of PATH) finds; none
    /// fails the test, saying what to install.
    public static func find(_ lookup: (String) -> URL?) throws -> URL {
        try #require(names.lazy.compactMap(lookup).first, Comment(rawValue: missing))
    }
}
