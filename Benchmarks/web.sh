#!/usr/bin/env bash
# The web catalog under load, on loopback, with a 10,000-spec catalog: requests/s and
# p50/p99 latency (wrk -t2 -c16) for a spec page (the same one: answered from the page
# cache; goal >= 5,000 requests/s), the same page revalidated (If-None-Match: a 304), a
# random spec page each time (rendered on first sight), the gallery's first page and one
# from the middle, and a card's poster. Prints figures and the machine's load; asserts nothing.
#   usage: Benchmarks/web.sh [SPECS=10000] [SECONDS=10]
#   HEROCAT=path/to/herocat skips the release build (herocat-serve beside it; a debug
#   binary's figures are not the ones to quote; an older build gives the figures before a change).
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${1:-10000}
duration=${2:-10}
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)" >&2; exit 2; }
command -v curl >/dev/null || { echo "needs curl (apt-get install curl)" >&2; exit 2; }

if [ -z "${HEROCAT:-}" ]; then swift build -c release --traits Server --product herocat-serve >/dev/null && swift build -c release --product herocat >/dev/null; fi
herocat=${HEROCAT:-$PWD/.build/release/herocat}
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"' EXIT

python3 Benchmarks/make-specs.py "$work/specs" "$specs"
catalog=$work/herocat.sqlite
"$herocat" init --db "$catalog" >/dev/null
"$herocat" add --force --db "$catalog" "$work"/specs/*.yaml >/dev/null
viewer=$("$herocat" token create --db "$catalog" --name bench-viewer --role viewer 2>/dev/null)

"$herocat" serve --db "$catalog" --port 0 2>"$work/serve.log" &
server=$!
for _ in $(seq 100); do grep -q 'serving http' "$work/serve.log" && break; sleep 0.1; done
base=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1)

summarize() { # label
  awk -v label="$1" '
    /Requests\/sec/ { rps = $2 }
    /^ +50%/ { p50 = $2 } /^ +99%/ { p99 = $2 }
    /Non-2xx/ { bad = $NF }
    END { printf "%s: %.0f requests/s, p50 %s, p99 %s%s\n", label, rps, p50, p99, bad ? ", non-2xx " bad : "" }' "$work/wrk.out"
}
measure() { # label url [wrk options]
  wrk -t2 -c16 -d"${duration}s" --latency -H "Authorization: Bearer $viewer" "${@:3}" "$2" >"$work/wrk.out"
  summarize "$1"
}
cat >"$work/random.lua" <<LUA
request = function()
  return wrk.format("GET", string.format("/specs/bench.%06d", math.random(0, $specs - 1)))
end
LUA

one=$(printf 'bench.%06d' $((specs * 4242 / 10000)))
middle=$(printf 'bench.%06d' $((specs / 2)))
bytes=$(curl -s -H "Authorization: Bearer $viewer" "$base/specs/$one" | wc -c)
tag=$(curl -s -D - -o /dev/null -H "Authorization: Bearer $viewer" "$base/specs/$one" | awk 'tolower($1) == "etag:" { sub(/\r$/, "", $2); print $2 }')
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores; a spec page is $bytes bytes"
measure "spec page (GET /specs/NAME)" "$base/specs/$one"
if [ -n "$tag" ]; then measure "spec page revalidated (If-None-Match: 304)" "$base/specs/$one" -H "If-None-Match: $tag"; fi
measure "spec page, a random one of $specs each time" "$base" -s "$work/random.lua"
measure "gallery, first page (GET /)" "$base/"
measure "gallery, a page from the middle (GET /?cursor=...)" "$base/?cursor=$middle"
measure "poster (GET /specs/NAME/poster.svg)" "$base/specs/$one/poster.svg"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
