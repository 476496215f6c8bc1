#!/usr/bin/env bash
# herocat serve under load, on loopback, with a 10,000-spec catalog: requests/s and
# p50/p99 latency (wrk) for listing a page, reading a spec (the same one, a random one, and
# while a client writes) and writing one (each write a real change: a new title), then 8
# concurrent writers x 100 writes each (curl), checking that every write landed in the
# history. Prints figures and the machine's load; exits 1 if a write was lost.
#   usage: Benchmarks/serve.sh [SPECS=10000] [SECONDS=10]
#   HEROCAT=path/to/herocat skips the release build (a debug binary's figures are not the ones to quote).
#   CATALOG=location measures on that catalog instead of a new SQLite file: an empty one, such as a
#   new PostgreSQL database (postgres://...; Benchmarks/postgres.sh does this).
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${1:-10000}
duration=${2:-10}
source Benchmarks/serve-common.sh
editor=$("$herocat" token create --db "$catalog" --name bench-writer --role editor 2>/dev/null)
start_server

# Writes: PUT of one spec, retitled on every request so each is a new revision.
python3 - "$work/put.lua" "$editor" <<'PY'
import json, sys
seed = open("Seeds/tabs.indicator.yaml").read().replace("name: tabs.indicator", "name: bench.writes")
head, _, tail = seed.partition("\ntitle:")
tail = tail.split("\n", 1)[1]
open(sys.argv[1], "w").write(f"""
counter = 0
request = function()
  counter = counter + 1
  local body = {json.dumps(head + chr(10) + "title: ")} .. "write " .. counter .. "-" .. math.random(1e9) .. "\\n" .. {json.dumps(tail)}
  return wrk.format("PUT", "/api/specs/bench.writes", {{["Authorization"] = "Bearer {sys.argv[2]}", ["Content-Type"] = "application/yaml"}}, body)
end
""")
PY
# Reads of a spec chosen at random each time.
cat >"$work/random.lua" <<LUA
request = function()
  return wrk.format("GET", string.format("/api/specs/bench.%06d", math.random(0, $specs - 1)))
end
LUA

# A spec and a page cursor from the middle of the catalog, whatever its size.
one=$(printf 'bench.%06d' $((specs * 4242 / 10000)))
middle=$(printf 'bench.%06d' $((specs / 2)))

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
measure "list a page (GET /api/specs?limit=50)" "$base/api/specs?limit=50&cursor=$middle"
measure "read a spec (GET /api/specs/NAME)" "$base/api/specs/$one"
# The server keeps what it read until the catalog changes. So also: a different spec each
# time (the first read of each comes from the database), and reads while one client keeps
# writing (every commit empties what was kept, so most reads go to the database).
measure "read a spec, a random one of $specs each time" "$base" -s "$work/random.lua"
wrk -t1 -c1 -d"${duration}s" -s "$work/put.lua" "$base" >"$work/wrk.background" &
background=$!
measure "read a spec while one client writes" "$base/api/specs/$one"
wait "$background"
echo "  (the writer meanwhile: $(awk '/Requests\/sec/ { printf "%.0f writes/s", $2 }' "$work/wrk.background"))"
wrk -t2 -c8 -d"${duration}s" --latency -s "$work/put.lua" "$base" >"$work/wrk.out"
summarize "write a spec (PUT /api/specs/NAME, 8 connections)"

# 8 writers, each storing 100 new specs one request at a time.
seed=$(cat Seeds/tabs.indicator.yaml)
writer() { # number
  for j in $(seq -w 1 100); do
    name="write.w$1.n$j"
    printf '%s\n' "${seed/name: tabs.indicator/name: $name}" >"$work/body.$1"
    curl -s -o /dev/null -w '%{http_code} %{time_total}\n' -X PUT -H "Authorization: Bearer $editor" \
      --data-binary @"$work/body.$1" "$base/api/specs/$name"
  done >"$work/writer.$1"
}
start=$(date +%s.%N)
writers=()
for i in 1 2 3 4 5 6 7 8; do writer "$i" & writers+=($!); done
wait "${writers[@]}"
elapsed=$(awk "BEGIN { print $(date +%s.%N) - $start }")
cat "$work"/writer.* | python3 -c '
import sys
rows = [l.split() for l in sys.stdin if l.strip()]
ok = sum(1 for code, _ in rows if code in ("200", "201"))
times = sorted(float(t) * 1000 for _, t in rows)
pick = lambda q: times[min(len(times) - 1, int(q * len(times)))]
print(f"writes: {len(rows)} sent by 8 writers, {ok} accepted, {len(rows) / float(sys.argv[1]):.0f} writes/s, p50 {pick(0.5):.1f} ms, p99 {pick(0.99):.1f} ms")
' "$elapsed"
kill -TERM "$server"; wait "$server" || true; server=
stored=$("$herocat" list --db "$catalog" --json | python3 -c '
import json, sys
print(sum(1 for s in json.load(sys.stdin) if s["name"].startswith("write.")))')
echo "the catalog holds $stored of the 800 specs written; load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$stored" -eq 800 ] || { echo "writes were lost" >&2; exit 1; }
