#!/usr/bin/env bash
# Regenerates the golden files (Tests/*/Golden) from the current code, then lists what
# changed: review it with `git diff` before committing. The golden tests rewrite files only
# when started by this script (a one-time token in .build); a plain `swift test` compares.
# Usage: Tests/update-goldens.sh [FILTER]   (default: every test whose name holds "golden")
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
token_file=.build/golden-update.token
token=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
printf '%s' "$token" > "$token_file"
trap 'rm -f "$token_file"' EXIT
HEROCAT_GOLDEN_UPDATE_TOKEN=$token ${SWIFT:-swift} test --traits Server,PostgreSQL --toolset Tests/toolset.json --filter "${1:-[Gg]olden}"
git status --short -- 'Tests/*/Golden'
