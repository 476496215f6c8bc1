#!/usr/bin/env bash
# A catalog in PostgreSQL against the same catalog in a SQLite file, release builds: load of
# N spec files, list --json, and herocat serve's reads under wrk -t2 -c16 (one spec, a list
# page) with one replica and with two behind no balancer (wrk on each, at once). Starts a
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

viewer=$("$herocat" token create --db "$pg" --name bench-viewer --role viewer 2>/dev/null)
serve() { # log: starts a replica on the PostgreSQL catalog; base_url is its address
  "$herocat" serve --db "$pg" --port 0 >/dev/null 2>"$1" &
  servers+=($!)
  for _ in $(seq 100); do grep -q 'serving http' "$1" && break; sleep 0.1; done
  base_url=$(grep -o 'http://127.0.0.1:[0-9]*' "$1" | head -1)
}
rate() { awk '/Requests\/sec/ { print $2 }'; }
serve "$work/serve1.log"; first=$base_url
for path in /api/specs/music.mini-player /api/specs?limit=50; do
  printf 'postgres   serve, 1 replica, GET %s: %s req/s\n' "$path" \
    "$(wrk -t2 -c16 -d"${duration}s" -H "Authorization: Bearer $viewer" "$first$path" | rate)"
done
serve "$work/serve2.log"; second=$base_url
wrk -t1 -c8 -d"${duration}s" -H "Authorization: Bearer $viewer" "$first/api/specs/music.mini-player" >"$work/wrk1" &
wrk -t1 -c8 -d"${duration}s" -H "Authorization: Bearer $viewer" "$second/api/specs/music.mini-player" >"$work/wrk2"
wait %1 2>/dev/null || true
printf 'postgres   serve, 2 replicas, GET one spec: %s + %s req/s\n' "$(rate <"$work/wrk1")" "$(rate <"$work/wrk2")"
printf 'machine: %s cores, load %s\n' "$(nproc)" "$(cut -d' ' -f1-3 /proc/loadavg)"
