#!/usr/bin/env bash
# What serve's connection deadlines, connection limit and metrics cost: read throughput
# (wrk -t2 -c16, on loopback) of two herocat-serve builds on the same 1,000-spec catalog,
# taking turns round by round so that the machine's other load falls on both alike.
# Prints requests/s and p99 of each run, then each build's median.
#   usage: Benchmarks/serve-limits.sh BEFORE AFTER [SECONDS=10] [ROUNDS=3]
#   BEFORE, AFTER: herocat-serve executables, release builds
#     (swift build -c release --traits Server --product herocat-serve, in each checkout).
#   HEROCAT=path/to/herocat makes the catalog (default: .build/debug/herocat).
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(realpath "$1")
after=$(realpath "$2")
duration=${3:-10}
rounds=${4:-3}
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)" >&2; exit 2; }
herocat=${HEROCAT:-$PWD/.build/debug/herocat}
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"' EXIT

python3 Benchmarks/make-specs.py "$work/specs" 1000
catalog=$work/herocat.sqlite
"$herocat" init --db "$catalog" >/dev/null
"$herocat" add --force --db "$catalog" "$work"/specs/*.yaml >/dev/null
viewer=$("$herocat" token create --db "$catalog" --name bench-viewer --role viewer 2>/dev/null)

run() { # label executable path
  "$2" --db "$catalog" --port 0 2>"$work/serve.log" &
  server=$!
  for _ in $(seq 100); do grep -q 'serving http' "$work/serve.log" && break; sleep 0.1; done
  base=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1)
  wrk -t2 -c16 -d"${duration}s" --latency -H "Authorization: Bearer $viewer" "$base$3" >"$work/wrk.out"
  kill -TERM "$server"; wait "$server" || true; server=
  awk -v label="$1" '
    /Requests\/sec/ { rps = $2 } /^ +99%/ { p99 = $2 } /Non-2xx/ { bad = $NF }
    END { printf "%s %.0f requests/s, p99 %s%s\n", label, rps, p99, bad ? ", non-2xx " bad : "" }' "$work/wrk.out" | tee -a "$work/results"
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for round in $(seq "$rounds"); do
  for path in /api/specs/bench.000424 "/api/specs?limit=50"; do
    run "round $round before $path" "$before" "$path"
    run "round $round after  $path" "$after" "$path"
  done
done
echo "medians:"
for build in before after; do
  for path in /api/specs/bench.000424 "/api/specs?limit=50"; do
    grep " $build *$path " "$work/results" | awk '{ print $5 }' | sort -n |
      awk -v label="$build $path" '{ v[NR] = $1 } END { printf "  %s: %.0f requests/s (median of %d)\n", label, v[int((NR + 1) / 2)], NR }'
  done
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
