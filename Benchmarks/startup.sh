#!/usr/bin/env bash
# Start-up figures: the release herocat (built by `make cli` as `make install` builds it)
# beside sqlite3, each printing its version, timed by hyperfine without a shell; plus the
# binary's size and the shared libraries it loads. Prints figures; asserts nothing.
#   usage: Benchmarks/startup.sh [RUNS=200]
#   HEROCAT=path/to/herocat measures that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-200}
for tool in hyperfine sqlite3; do
    command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install $tool)" >&2; exit 2; }
done

if [ -z "${HEROCAT:-}" ]; then make -s cli >/dev/null; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "${HEROCAT:-.build/release/herocat}" "$work/herocat"
strip "$work/herocat"   # as `make install` installs it

printf 'herocat: %s bytes stripped, %d shared libraries\n' "$(stat -c %s "$work/herocat")" "$(ldd "$work/herocat" | wc -l)"
hyperfine -N --warmup 20 --runs "$runs" --export-json "$work/times.json" \
    "$work/herocat --version" "sqlite3 --version" >/dev/null
python3 - "$work/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
ours, theirs = (r["median"] * 1000 for r in results)
for r in results:
    print(f"{r['command'].split('/')[-1]}: median {r['median'] * 1000:.2f} ms, mean {r['mean'] * 1000:.2f} ms, min {r['min'] * 1000:.2f} ms")
print(f"ratio herocat/sqlite3 (medians): {ours / theirs:.2f}x (goal: 3x or less)")
PY
