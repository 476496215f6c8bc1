#!/usr/bin/env bash
# The slow-client attack of issue 29 as an operator meets it: herocat-serve may open 256
# files (ulimit -n 256), 300 clients trickle request heads and reconnect when closed, and
# /healthz is asked every 0.25 s (Benchmarks/slow-clients.py). Prints, for each build, how
# many probes were answered 200, how many got no answer within 3 s, and their latencies.
#   usage: Benchmarks/slow-clients.sh SERVE... [SECONDS=20]
#   SERVE: herocat-serve executables (any build; e.g. a checkout before and after a change).
#   HEROCAT=path/to/herocat makes the catalog (default: .build/debug/herocat).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=20
builds=()
for argument in "$@"; do
  if [[ $argument =~ ^[0-9]+$ ]]; then seconds=$argument; else builds+=("$(realpath "$argument")"); fi
done
[ ${#builds[@]} -gt 0 ] || { echo "usage: $0 SERVE... [SECONDS]" >&2; exit 2; }
herocat=${HEROCAT:-$PWD/.build/debug/herocat}
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"' EXIT
"$herocat" init --db "$work/c.sqlite" >/dev/null
ulimit -n 4096  # the clients' own limit: 300 sockets and more

for build in "${builds[@]}"; do
  (ulimit -n 256 && exec "$build" --db "$work/c.sqlite" --port 0) 2>"$work/serve.log" &
  server=$!
  for _ in $(seq 100); do grep -q 'serving http' "$work/serve.log" && break; sleep 0.1; done
  port=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1 | cut -d: -f3)
  python3 Benchmarks/slow-clients.py "$port" 300 "$seconds" >"$work/out.json"
  kill -TERM "$server"; wait "$server" || true; server=
  echo "$build:"
  grep -v '^herocat: serving' "$work/serve.log" | sed 's/^/  server: /' | head -3
  python3 - "$work/out.json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
probes = data["probes"]
ok = sorted(p[1] for p in probes if p[0] and " 200 " in p[0])
other = [p for p in probes if not (p[0] and " 200 " in p[0])]
print("  /healthz: %d asked, %d answered 200, %d otherwise (no answer in 3 s or another status)" % (len(probes), len(ok), len(other)))
if ok:
    print("  200 latency: median %.3f s, max %.3f s" % (ok[len(ok) // 2], ok[-1]))
print("  tricklers closed by the server: %d" % data["closed"])
PY
done
