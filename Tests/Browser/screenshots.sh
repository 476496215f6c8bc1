#!/usr/bin/env bash
# Screenshots of the web catalog's pages at 390 and 1440 px wide, for people to look at:
# a catalog of the seeds (one retitled, so it has a history) served by the built herocat.
#   usage: Tests/Browser/screenshots.sh [OUT_DIR=/tmp/herocat-screenshots]
#   HEROCAT=path/to/herocat (default .build/debug/herocat, built with --traits Server).
#   Needs Chromium, chromium-driver and python3's selenium (as .ci/run installs).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-/tmp/herocat-screenshots}
herocat=${HEROCAT:-$PWD/.build/debug/herocat}
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"' EXIT

"$herocat" init --seed --db "$work/c.sqlite" >/dev/null
sed 's/^title: Mini player to full player/title: Mini player to the full player/' Seeds/music.mini-player.yaml >"$work/retitled.yaml"
"$herocat" add --replace --db "$work/c.sqlite" "$work/retitled.yaml" >/dev/null
"$herocat" serve --db "$work/c.sqlite" --port 0 --public-read 2>"$work/serve.log" &
server=$!
for _ in $(seq 100); do grep -q 'serving http' "$work/serve.log" && break; sleep 0.1; done
base=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1)
python3 Tests/Browser/screenshots.py "$base" "$out" music.mini-player
