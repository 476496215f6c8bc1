#!/usr/bin/env bash
# Builds HerocatFuzz with libFuzzer and AddressSanitizer and fuzzes one target.
#
#   Fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags...]
#
# TARGET is spec, animation, font, scan or load; SECONDS defaults to 60.
# The build lives in .build-fuzz (FUZZ_CONFIGURATION=release for a faster, longer
# build). The seed corpus comes from Seeds/ and the test fixtures; the growing corpus
# is kept in .build-fuzz/corpus/TARGET between runs. Every input libFuzzer saves as a
# crash, timeout or out-of-memory is copied to Fuzz/Crashers/TARGET/, which
# `swift test --package-path Fuzz` (FuzzRegressionTests) replays: commit it with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."

targets="spec animation font scan load"
target=${1:-}
if [[ -z "$target" || " $targets " != *" $target "* ]]; then
    echo "usage: Fuzz/run.sh TARGET [SECONDS] [libFuzzer flags...]   (TARGET: ${targets// /, })" >&2
    exit 2
fi
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
configuration=${FUZZ_CONFIGURATION:-debug}
scratch=.build-fuzz

# Every module gets AddressSanitizer and libFuzzer's coverage instrumentation; libFuzzer
# itself is linked as a plain archive (not with -sanitize=fuzzer, which forces its main
# into every executable, the build's plugin tool included), so only HerocatFuzz, which
# has no main of its own, takes libFuzzer's.
toolchain=$(dirname "$(dirname "$(command -v swiftc)")")
libfuzzer=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer-"$(uname -m)".a | head -1)
swift build --package-path Fuzz --scratch-path "$scratch" -c "$configuration" --product HerocatFuzz \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xswiftc -DFUZZING -Xlinker "$libfuzzer" -Xlinker -lstdc++ >&2
binary="$scratch/$configuration/HerocatFuzz"

corpus="$scratch/corpus/$target"
seeds="$scratch/seeds/$target"
artifacts="$scratch/artifacts/$target"
rm -rf "$seeds" "$artifacts"
mkdir -p "$corpus" "$seeds" "$artifacts" "Fuzz/Crashers/$target"
Fuzz/seeds.sh "$target" "$seeds"

# Swift's own crash backtracer would run inside AddressSanitizer's report and muddle it.
# Leaks are not hunted: the runtime libraries' own would stop every run at exit.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} SWIFT_BACKTRACE=enable=no HEROCAT_FUZZ_TARGET=$target "$binary" "$corpus" "$seeds" "Fuzz/Crashers/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" \
    || status=$?

found=0
for artifact in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/slow-unit-*; do
    [[ -e "$artifact" ]] || continue
    name=$(basename "$artifact")
    cp "$artifact" "Fuzz/Crashers/$target/$name"
    echo "saved Fuzz/Crashers/$target/$name (replayed by swift test)" >&2
    found=$((found + 1))
done
echo "$target: ${seconds}s, $found new crasher file(s)" >&2
exit "${status:-0}"
