#!/usr/bin/env bash
# Regenerates the README's pictures of the previews, from the music.mini-player seed:
#   docs/player.png     the HTML player (herocat preview) in headless Chromium, at t = 0.25 s
#   docs/filmstrip.png  the SVG filmstrip (herocat preview --format svg) rendered by librsvg
# Needs chromium and rsvg-convert (apt-get install -y chromium librsvg2-bin).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
    echo "make-images.sh: no Chromium on PATH; install it with: apt-get install -y chromium" >&2
    exit 1
fi
if ! command -v rsvg-convert >/dev/null; then
    echo "make-images.sh: no rsvg-convert on PATH; install it with: apt-get install -y librsvg2-bin" >&2
    exit 1
fi

swift build --package-path "$repo" --product herocat >/dev/null
herocat="$repo/.build/debug/herocat"
"$herocat" init --seed --db "$work/herocat.sqlite" >/dev/null
"$herocat" preview music.mini-player --db "$work/herocat.sqlite" -o "$work/music.mini-player.html" 2>/dev/null
"$herocat" preview music.mini-player --db "$work/herocat.sqlite" --format svg -o "$work/music.mini-player.svg" 2>/dev/null

"$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$work/profile" \
    --virtual-time-budget=2000 --window-size=1060,880 \
    --screenshot="$repo/docs/player.png" "file://$work/music.mini-player.html#t=0.25" >/dev/null 2>&1

rsvg-convert --zoom=1.5 -o "$repo/docs/filmstrip.png" "$work/music.mini-player.svg"

echo "wrote $repo/docs/player.png and $repo/docs/filmstrip.png"
