#!/bin/bash
# Rebuilds an evaluation set of herocat scan outside the repository (public code is never
# committed): for each repository of repos.txt in the named set, at its recorded commit, the
# Swift files that use matched geometry, a zoom transition or a namespace, under
# OUT/<owner+name>/<path>.
#
# usage: Benchmarks/scan-eval/build-set.sh [--context] SET OUT [MIRRORS]
#   SET      tune, holdout1 ... holdout30 (the third column of repos.txt)
#   OUT      where to write the set (outside the repository)
#   MIRRORS  optional folder of existing clones named owner+name (bare or not); others are cloned,
#            or, with SKIP_MISSING=1 (a machine that cannot clone), left out and named on stderr
#   --context  write the rest of each repository instead (its other Swift files: models, child
#            views, helpers), for `evaluate.py --context OUT`: the code `herocat scan .` reads
set -euo pipefail
rest=false
if [ "${1:-}" = "--context" ]; then rest=true; shift; fi
set_name=$1; out=$2; mirrors=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$here/repos.txt" | while read -r repo commit which; do
  [ "$which" = "$set_name" ] || continue
  name=${repo/\//+}
  git_dir="$mirrors/$name/repo"
  if [ -z "$mirrors" ] || [ ! -d "$git_dir" ]; then
    if [ "${SKIP_MISSING:-}" = 1 ]; then echo "left out (no mirror): $repo" >&2; continue; fi
    git_dir="$work/$name"
    git clone --quiet --bare "https://github.com/$repo" "$git_dir"
  fi
  git -C "$git_dir" -c core.quotepath=off ls-tree -r --name-only "$commit" | grep '\.swift$' | while IFS= read -r path; do
    # (not `grep -q`: its early exit kills `git show` with SIGPIPE, and pipefail would drop the file)
    uses=false
    if git -C "$git_dir" show "$commit:$path" | grep -E 'matchedGeometryEffect|matchedTransitionSource|navigationTransition|Namespace' >/dev/null; then uses=true; fi
    if [ "$uses" != "$rest" ]; then
      mkdir -p "$out/$name/$(dirname "$path")"
      git -C "$git_dir" show "$commit:$path" > "$out/$name/$path"
    fi
  done
done
