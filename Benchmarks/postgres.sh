#!/usr/bin/env bash
# A catalog in PostgreSQL against the same catalog in a SQLite file, release builds: load of
# N spec files and list --json on each; then herocat serve on PostgreSQL: one replica as
# Benchmarks/serve.sh measures it (reads, writes, 8 writers), two replicas under load at once
# (reads, writes), and read-your-writes across the two (Benchmarks/replica-staleness.py). Starts a
# PostgreSQL server of its own in a temporary directory (as the postgres user when run as root).
# Prints figures; asserts nothing.
#   usage: Benchmarks/postgres.sh [SPECS=10000] [SECONDS=10]
#   HEROCAT_BIN=dir skips the release build (a directory with herocat and herocat-serve).
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${1:-10000}
duration=${2:-10}
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)" >&2; exit 2; }
pgbin=$(dirname "$(command -v initdb || ls /usr/lib/postgresql/*/bin/initdb | tail -1)")
[ -x "$pgbin/pg_ctl" ] || { echo "needs PostgreSQL (apt-get install postgresql)" >&2; exit 2; }

if [ -z "${HEROCAT_BIN:-}" ]; then make -s build >/dev/null; HEROCAT_BIN=.build/release; fi
herocat=$PWD/$HEROCAT_BIN/herocat
work=$(mktemp -d)
chmod 755 "$work"
as_owner=()
if [ "$(id -u)" = 0 ]; then chown postgres "$work"; as_owner=(runuser -u postgres --); fi
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  "${as_owner[@]}" "$pgbin/pg_ctl" -D "$work/pg" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
(cd / && "${as_owner[@]}" "$pgbin/initdb" -D "$work/pg" -U herocat --auth=trust -E UTF8 --locale=C >/dev/null)
(cd / && "${as_owner[@]}" "$pgbin/pg_ctl" -D "$work/pg" -l "$work/pg.log" -w -o "-p $port -k $work -c listen_addresses=127.0.0.1" start >/dev/null)
psql -h 127.0.0.1 -p "$port" -U herocat -d postgres -qc "CREATE DATABASE bench"
pg="postgres://herocat@127.0.0.1:$port/bench?sslmode=disable"
file=$work/herocat.sqlite

now() { date +%s.%N; }
label() { case $1 in postgres*) echo postgres ;; *) echo sqlite ;; esac; }
calc() { awk "BEGIN { print $* }"; }
python3 Benchmarks/make-specs.py "$work/specs" "$specs"
for db in "$file" "$pg"; do
  "$herocat" init --db "$db" >/dev/null
  start=$(now)
  "$herocat" load --force --db "$db" "$work/specs" >/dev/null 2>&1
  seconds=$(calc "$(now) - $start")
  printf '%-10s load of %d spec files: %.2f s, %.0f specs/s\n' "$(label "$db")" "$specs" "$seconds" "$(calc "$specs / $seconds")"
done
for db in "$file" "$pg"; do
  fastest=999
  for _ in 1 2 3; do
    start=$(now); "$herocat" list --json --db "$db" >/dev/null; t=$(calc "$(now) - $start")
    fastest=$(calc "($t < $fastest) ? $t : $fastest")
  done
  printf '%-10s list --json of %d specs: %.3f s (best of 3)\n' "$(label "$db")" "$specs" "$fastest"
done

# One replica, as Benchmarks/serve.sh measures a SQLite file: reads, writes, 8 writers.
psql -h 127.0.0.1 -p "$port" -U herocat -d postgres -qc "CREATE DATABASE served"
echo "postgres   herocat serve, 1 replica (Benchmarks/serve.sh):"
CATALOG="postgres://herocat@127.0.0.1:$port/served?sslmode=disable" HEROCAT=$herocat Benchmarks/serve.sh "$specs" "$duration" | sed 's/^/  /'

# Two replicas on the loaded catalog, each under its own wrk at once.
viewer=$("$herocat" token create --db "$pg" --name bench-viewer --role viewer 2>/dev/null)
editor=$("$herocat" token create --db "$pg" --name bench-editor --role editor 2>/dev/null)
serve() { # log: starts a replica on the PostgreSQL catalog; base_url is its address
  "$herocat" serve --db "$pg" --port 0 >/dev/null 2>"$1" &
  servers+=($!)
  for _ in $(seq 100); do grep -q 'serving http' "$1" && break; sleep 0.1; done
  base_url=$(grep -o 'http://127.0.0.1:[0-9]*' "$1" | head -1)
}
rate() { awk '/Requests\/sec/ { printf "%.0f", $2 }'; }
serve "$work/serve1.log"; first=$base_url
serve "$work/serve2.log"; second=$base_url
one=$(printf 'bench.%06d' $((specs * 4242 / 10000)))
cat >"$work/put.lua" <<LUA
counter = 0
body = io.open("$work/specs/$one.yaml"):read("*a")
request = function()
  counter = counter + 1
  local text = string.gsub(body, "\ntitle: [^\n]*", "\ntitle: write " .. counter .. "-" .. math.random(1e9), 1)
  return wrk.format("PUT", "/api/specs/$one", {["Authorization"] = "Bearer $editor", ["Content-Type"] = "application/yaml"}, text)
end
LUA
both() { # label path [wrk options]: the same load on each replica at once
  local label=$1 path=$2; shift 2
  wrk -t1 -c8 -d"${duration}s" "$@" "$first$path" >"$work/wrk1" &
  local other=$!
  wrk -t1 -c8 -d"${duration}s" "$@" "$second$path" >"$work/wrk2"
  wait "$other"
  printf 'postgres   2 replicas, %s: %s + %s /s\n' "$label" "$(rate <"$work/wrk1")" "$(rate <"$work/wrk2")"
}
sleep 1 # each replica's change listener connects
both "GET one spec (8 connections each)" "/api/specs/$one" -H "Authorization: Bearer $viewer"
both "PUT one spec, retitled each time (8 connections each)" "" -s "$work/put.lua"
sleep 2 # writes wrk left in flight finish
python3 Benchmarks/replica-staleness.py "$first" "$second" "$editor" "$one" 300 | sed 's/^/postgres   /'
printf 'machine: %s cores, load %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
