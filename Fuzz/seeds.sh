#!/usr/bin/env bash
# Writes the seed inputs of one fuzz target into a directory, one file per input,
# drawn from Seeds/ and the test fixtures.
#
#   Fuzz/seeds.sh TARGET DIR
set -euo pipefail
cd "$(dirname "$0")/.."
target=$1
out=$2
mkdir -p "$out"

specs=(Seeds/*.yaml Tests/Fixtures/valid/* Tests/Fixtures/malformed/*.yaml Tests/Fixtures/malformed/*.json)

# The values of one key across the spec files, unquoted, one per file.
values() {
    local n=0
    grep -h -o -E "$1: *(\"[^\"]*\"|'[^']*'|[^,}]*)" "${specs[@]}" | sed -E "s/^$1: *//; s/^[\"']//; s/[\"']\$//" | sort -u |
        while IFS= read -r value; do
            n=$((n + 1))
            printf '%s' "$value" > "$out/$1-$n"
        done
}

case "$target" in
    spec) cp "${specs[@]}" "$out/" ;;
    animation)
        values animation
        # Forms the specs do not use, so every production has a seed.
        n=0
        for expression in "timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)" "interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0)" \
            "interpolatingSpring(duration: 0.5, bounce: 0.3)" "interactiveSpring(response: 0.15, dampingFraction: 0.86)" \
            ".linear(duration: 1e-3).delay(0.1).speed(2)" "bouncy(duration: 0.5, extraBounce: 0.1)" "default" "easeIn.speed(0.5)"; do
            n=$((n + 1))
            printf '%s' "$expression" > "$out/form-$n"
        done
        ;;
    font)
        values font
        printf '%s' "system(size: 17, weight: .bold, design: .rounded)" > "$out/system-size"
        printf '%s' ".system(.title, design: .serif, weight: .light).italic()" > "$out/system-style"
        ;;
    scan) cp Tests/SourceScanTests/Fixtures/*.swift "$out/" ;;
    load)
        # Directories of three seed specs each, written as the NUL-separated input LoadEntry splits.
        seeds=(Seeds/*.yaml)
        for ((i = 0; i < ${#seeds[@]}; i += 3)); do
            for file in "${seeds[@]:i:3}"; do cat "$file"; printf '\0'; done > "$out/dir-$i"
        done
        ;;
esac
