#!/usr/bin/env bash
# The interpolation core beside its anchor: MotionBenchmark (Swift, release) and the plain C
# reference doing the same work (MotionReference/motion_reference.c, cc -O2), run one after
# the other in one run; prints both rates (best round and mean, element-samples/s), the
# interrupted run's, and the ratio C / Swift. Prints figures; asserts nothing.
#   usage: Benchmarks/motion.sh [--transitions 1000] [--elements 6] [--fps 60] [--rounds 5]
#   MOTION_SCRATCH_PATH: the benchmark package's scratch path (default Benchmarks/.build).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${MOTION_SCRATCH_PATH:-Benchmarks/.build}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The build's output (dependency warnings included) only when it fails.
swift build --package-path Benchmarks --scratch-path "$scratch" -c release --product MotionBenchmark >"$work/build.log" 2>&1 ||
  { cat "$work/build.log" >&2; exit 1; }
swift_bin=$scratch/release/MotionBenchmark
c_bin=$scratch/motion_reference
cc -std=c11 -O2 -o "$c_bin" Benchmarks/MotionReference/motion_reference.c -lm

"$c_bin" "$@" >"$work/c.txt"
"$swift_bin" "$@" >"$work/swift.txt"
cat "$work/c.txt"
echo
cat "$work/swift.txt"

# "mean: 24.53 M element-samples/s (...); best round: 43.83 M/s (...)" -> "24.53 43.83"
rates() { sed -n 's/^mean: \([0-9.]*\) M.*best round: \([0-9.]*\) M.*/\1 \2/p' "$1"; }
read -r c_mean c_best < <(rates "$work/c.txt")
{ read -r forward_mean forward_best; read -r interrupted_mean interrupted_best; } < <(rates "$work/swift.txt")
ratio() { awk "BEGIN { printf \"%.2f\", $1 / $2 }"; }

echo
echo "M element-samples/s      best    mean"
printf 'C reference          %8s %7s\n' "$c_best" "$c_mean"
printf 'Swift forward        %8s %7s\n' "$forward_best" "$forward_mean"
printf 'Swift interrupted    %8s %7s\n' "$interrupted_best" "$interrupted_mean"
printf 'C / Swift forward    %8s %7s\n' "$(ratio "$c_best" "$forward_best")" "$(ratio "$c_mean" "$forward_mean")"
echo "values checksums (same work): C $(sed -n 's/^values checksum: //p' "$work/c.txt"), Swift $(sed -n 's/^values checksum: //p' "$work/swift.txt" | head -1)"
