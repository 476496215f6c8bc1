#!/usr/bin/env bash
# The tests that build herocat a second time, as the dependency of a fixture package
# (Tests/Fixtures/PluginPackage): the SwiftPM plugins as an app's package uses them, and the
# man page from swift-argument-parser's generate-manual. A cold run takes minutes on two
# cores, so `swift test` skips them (saying so) and this script runs them; the fixture's
# build is kept in .build/plugin-fixture between runs.
#   usage: Tests/integration.sh
set -euo pipefail
cd "$(dirname "$0")/.."
HEROCAT_INTEGRATION=1 swift test --traits Server --filter PluginTests
