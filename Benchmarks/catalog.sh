#!/usr/bin/env bash
# Catalog figures, release build, each printed beside its goal: load of 10,000 spec files
# (>= 5,000 specs/s), validate --all on them (<= 0.5 s), a load and a dump with nothing
# changed (< 1 s each; again with --remote, against herocat serve on loopback), and list --json against the sqlite3 command line reading the same
# rows (<= 1.5x), at 10,000 specs and again with the table grown to 100,000, with peak memory.
# Prints figures; asserts nothing.
#   usage: Benchmarks/catalog.sh [SPECS=10000] [LISTED=100000]
#   herocat is built by `make cli`, as `make install` builds it (static Swift runtime,
#   position-dependent), so start-up is part of every figure as users see it; herocat-serve
#   by `make serve`. HEROCAT=path/to/herocat measures that binary instead (a build to compare
#   with, say); the --remote figures need herocat-serve beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${1:-10000}
listed=${2:-100000}
command -v sqlite3 >/dev/null || { echo "needs the sqlite3 command line (apt-get install sqlite3)" >&2; exit 2; }

if [ -z "${HEROCAT:-}" ]; then
  make -s cli serve >/dev/null
  HEROCAT=.build/release/herocat
fi
herocat=$HEROCAT
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"' EXIT

# Spec files: the bundled seeds under new names, round robin.
python3 Benchmarks/make-specs.py "$work/specs" "$specs"

now() { date +%s.%N; }
calc() { awk "BEGIN { print $* }"; }
megabytes() { echo $(( $(tail -n 1 "$1") / 1024 )); }  # time(1) may say the exit status first
catalog=$work/herocat.sqlite
"$herocat" init --db "$catalog" >/dev/null

start=$(now)
/usr/bin/time -f "%M" -o "$work/load.mem" "$herocat" load --force --db "$catalog" "$work/specs" >/dev/null 2>"$work/load.err"
seconds=$(calc "$(now) - $start")
printf 'load of %d spec files: %.2f s, %.0f specs/s (goal >= 5000), peak %d MB\n' \
  "$specs" "$seconds" "$(calc "$specs / $seconds")" "$(megabytes "$work/load.mem")"

start=$(now)
/usr/bin/time -f "%M" -o "$work/validate.mem" "$herocat" validate --all --db "$catalog" >/dev/null || true
printf 'validate --all on %d specs: %.2f s (goal <= 0.5), peak %d MB\n' \
  "$specs" "$(calc "$(now) - $start")" "$(megabytes "$work/validate.mem")"

# Unchanged exchanges compare digests with what the catalog last exchanged; they rewrite nothing.
"$herocat" dump --db "$catalog" "$work/dumped" >/dev/null
start=$(now)
"$herocat" load --db "$catalog" "$work/dumped" >"$work/reload.out"
printf 'load of the %d dumped files, unchanged: %.2f s (goal < 1): %s\n' "$specs" "$(calc "$(now) - $start")" "$(cat "$work/reload.out")"
start=$(now)
"$herocat" dump --db "$catalog" "$work/dumped" >"$work/redump.out"
printf 'dump of the unchanged catalog: %.2f s (goal < 1): %s\n' "$(calc "$(now) - $start")" "$(cat "$work/redump.out")"

# The same with --remote: the client reads the directory, the server compares digests.
if [ -x "$(dirname "$herocat")/herocat-serve" ]; then
  token=$("$herocat" token create --db "$catalog" --name bench --role editor 2>/dev/null)
  "$herocat" serve --db "$catalog" --port 0 2>"$work/serve.log" &
  server=$!
  for _ in $(seq 100); do grep -q 'serving http' "$work/serve.log" && break; sleep 0.1; done
  remote=(env HEROCAT_REMOTE="$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1)" HEROCAT_TOKEN="$token" "$herocat")
  "${remote[@]}" dump "$work/remote" >/dev/null
  start=$(now)
  "${remote[@]}" load "$work/remote" >"$work/reload.out"
  printf 'load --remote of the %d dumped files, unchanged: %.2f s (goal < 1): %s\n' "$specs" "$(calc "$(now) - $start")" "$(cat "$work/reload.out")"
  start=$(now)
  "${remote[@]}" dump "$work/remote" >"$work/redump.out"
  printf 'dump --remote of the unchanged catalog: %.2f s (goal < 1): %s\n' "$(calc "$(now) - $start")" "$(cat "$work/redump.out")"
  kill -TERM "$server"; wait "$server" || true; server=
else
  echo "--remote figures left out: no herocat-serve beside $herocat (make serve)"
fi

query="SELECT t.name, t.title, t.pattern, (SELECT count(*) FROM elements e WHERE e.transition_id = t.id) AS elements, t.worst FROM transitions t ORDER BY t.name"
best() { # best of 3 runs of "$@", in seconds
  local fastest=999999
  for _ in 1 2 3; do
    local t0; t0=$(now); "$@" >/dev/null; local t; t=$(calc "$(now) - $t0")
    fastest=$(calc "($t < $fastest) ? $t : $fastest")
  done
  echo "$fastest"
}
compare_list() { # list --json against sqlite3 -json on the catalog as it is now
  local total ours theirs
  total=$(sqlite3 "$catalog" "SELECT count(*) FROM transitions")
  ours=$(best "$herocat" list --json --db "$catalog")
  theirs=$(best sqlite3 -json "$catalog" "$query")
  /usr/bin/time -f "%M" -o "$work/list.mem" "$herocat" list --json --db "$catalog" >/dev/null
  printf 'list --json of %d specs: %.3f s; sqlite3 -json, same rows: %.3f s; ratio %.2fx (goal <= 1.5x); herocat peak %d MB\n' \
    "$total" "$ours" "$theirs" "$(calc "$ours / $theirs")" "$(megabytes "$work/list.mem")"
}
compare_list

# Grow the catalog to $listed specs by copying rows in SQL (faster than parsing that many files).
copies=$(( (listed + specs - 1) / specs - 1 ))
sqlite3 "$catalog" <<SQL
BEGIN;
CREATE TEMP TABLE copy_numbers(k INTEGER PRIMARY KEY);
WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < $copies) INSERT INTO copy_numbers SELECT k FROM n;
CREATE TEMP TABLE originals AS SELECT id, name FROM transitions;
INSERT INTO transitions (name, format_version, title, summary, pattern, context, host, usage, namespace, canvas_width,
    canvas_height, from_state, to_state, animation, created_at, updated_at, worst)
SELECT t.name || '.copy' || c.k, format_version, title, summary, pattern, context, host, usage, namespace, canvas_width,
    canvas_height, from_state, to_state, animation, created_at, updated_at, worst
FROM originals o JOIN transitions t ON t.id = o.id, copy_numbers c;
INSERT INTO elements SELECT copy.id, e.position, e.element_id, e.role, e.kind, e.properties, e.anchor_x, e.anchor_y, e.source,
    e.namespace, e.from_x, e.from_y, e.from_width, e.from_height, e.from_corner_radius, e.from_opacity, e.from_font,
    e.to_x, e.to_y, e.to_width, e.to_height, e.to_corner_radius, e.to_opacity, e.to_font, e.transition, e.delay, e.animation
FROM originals o JOIN elements e ON e.transition_id = o.id, copy_numbers c JOIN transitions copy ON copy.name = o.name || '.copy' || c.k;
INSERT INTO tags SELECT copy.id, g.position, g.tag
FROM originals o JOIN tags g ON g.transition_id = o.id, copy_numbers c JOIN transitions copy ON copy.name = o.name || '.copy' || c.k;
COMMIT;
SQL
compare_list
