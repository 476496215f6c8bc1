# Shared by Benchmarks/serve.sh and Benchmarks/web.sh (sourced, from the repository root):
# a catalog of $specs bench specs with a viewer token, herocat serve on it, and wrk's
# figures as one line. Sets herocat, work, catalog, viewer, server and base; removes $work
# and stops the server on exit. HEROCAT=path/to/herocat skips the release build.
command -v wrk >/dev/null || { echo "needs wrk (apt-get install wrk)" >&2; exit 2; }
command -v curl >/dev/null || { echo "needs curl (apt-get install curl)" >&2; exit 2; }

if [ -z "${HEROCAT:-}" ]; then swift build -c release --traits Server --product herocat-serve >/dev/null && swift build -c release --traits Server --product herocat >/dev/null; fi
herocat=${HEROCAT:-$PWD/.build/release/herocat}
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"' EXIT

# Spec files: the bundled seeds under new names, round robin.
python3 Benchmarks/make-specs.py "$work/specs" "$specs"
catalog=${CATALOG:-$work/herocat.sqlite}   # CATALOG: an empty catalog elsewhere, e.g. a postgres:// database
"$herocat" init --db "$catalog" >/dev/null
"$herocat" add --force --db "$catalog" "$work"/specs/*.yaml >/dev/null
viewer=$("$herocat" token create --db "$catalog" --name bench-viewer --role viewer 2>/dev/null)

# Starts herocat serve on the catalog (options: $@) and sets base.
start_server() {
  "$herocat" serve --db "$catalog" --port 0 "$@" 2>"$work/serve.log" &
  server=$!
  for _ in $(seq 100); do grep -q 'serving http' "$work/serve.log" && break; sleep 0.1; done
  base=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/serve.log" | head -1)
}

# wrk's summary line and latency percentiles, as one line.
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
