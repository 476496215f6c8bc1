#!/usr/bin/env bash
# Catalog figures, release build: load of 10,000 spec files, validate --all on them,
# and list --json of 100,000 specs against the sqlite3 command line reading the same
# rows, with peak memory. Prints figures; asserts nothing.
#   usage: Benchmarks/catalog.sh [SPECS=10000] [LISTED=100000]
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${1:-10000}
listed=${2:-100000}
command -v sqlite3 >/dev/null || { echo "needs the sqlite3 command line (apt-get install sqlite3)" >&2; exit 2; }

swift build -c release --product herocat >/dev/null
herocat=$PWD/.build/release/herocat
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Spec files: the bundled seeds under new names, round robin.
python3 Benchmarks/make-specs.py "$work/specs" "$specs"

now() { date +%s.%N; }
calc() { awk "BEGIN { print $* }"; }
catalog=$work/herocat.sqlite
"$herocat" init --db "$catalog" >/dev/null

start=$(now)
/usr/bin/time -f "%M" -o "$work/load.mem" "$herocat" load --force --db "$catalog" "$work/specs" >/dev/null 2>"$work/load.err"
seconds=$(calc "$(now) - $start")
printf 'load of %d spec files: %.2f s, %.0f specs/s, peak %d MB\n' "$specs" "$seconds" "$(calc "$specs / $seconds")" $(( $(cat "$work/load.mem") / 1024 ))

start=$(now)
"$herocat" validate --all --db "$catalog" >/dev/null || true
printf 'validate --all on %d specs: %.2f s\n' "$specs" "$(calc "$(now) - $start")"

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
total=$(sqlite3 "$catalog" "SELECT count(*) FROM transitions")

query="SELECT t.name, t.title, t.pattern, (SELECT count(*) FROM elements e WHERE e.transition_id = t.id) AS elements, t.worst FROM transitions t ORDER BY t.name"
best() { # best of 3 runs of "$@", in seconds
  local fastest=999999
  for _ in 1 2 3; do
    local t0; t0=$(now); "$@" >/dev/null; local t; t=$(calc "$(now) - $t0")
    fastest=$(calc "($t < $fastest) ? $t : $fastest")
  done
  echo "$fastest"
}
ours=$(best "$herocat" list --json --db "$catalog")
theirs=$(best sqlite3 -json "$catalog" "$query")
/usr/bin/time -f "%M" -o "$work/list.mem" "$herocat" list --json --db "$catalog" >/dev/null
printf 'list --json of %d specs: %.2f s; sqlite3 -json, same rows: %.2f s; ratio %.2fx; herocat peak %d MB\n' \
  "$total" "$ours" "$theirs" "$(calc "$ours / $theirs")" $(( $(cat "$work/list.mem") / 1024 ))
