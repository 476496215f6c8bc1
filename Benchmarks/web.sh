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
source Benchmarks/serve-common.sh
start_server

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
