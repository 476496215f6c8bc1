#!/usr/bin/env python3
"""Times `herocat scan` on whole repositories, the shape of its speed target (150,000 lines/s).

Every Swift file of each repository, at the commit scan-eval/repos.txt records for it, is
written under OUT/<owner+name> (outside the repository: public code is never committed) and
scanned as a user would scan a checkout, best of RUNS; the figures are lines of Swift per
second of wall time, the whole process included.

usage: Benchmarks/scan-repos.py SCANNER OUT MIRRORS [--runs N] [REPO ...]
  SCANNER  the scanner executable (.build/release/herocat-scan)
  OUT      where to write the repositories' Swift files
  MIRRORS  a folder of git mirrors named owner+name/repo (what the search tool's fetch leaves)
  REPO     owner/name of repos.txt; by default eight large apps (90,000 to 330,000 lines each)

A blob a mirror lacks (a partial clone) is left out and counted on stderr.
"""
import argparse
import os
import subprocess
import sys
import time

DEFAULT = [
    "anyproto/anytype-swift", "home-assistant/iOS", "duckduckgo/apple-browsers", "protonpass/ios-pass",
    "mastodon/mastodon-ios", "duckduckgo/iOS", "xmtplabs/convos-ios", "Provenance-Emu/Provenance",
]
HERE = os.path.dirname(os.path.abspath(__file__))


def commits():
    found = {}
    with open(os.path.join(HERE, "scan-eval", "repos.txt")) as listing:
        for line in listing:
            parts = line.split()
            if len(parts) >= 2 and not line.startswith("#"):
                found.setdefault(parts[0].lower(), parts[1])
    return found


def extract(repo, commit, mirrors, out):
    """Writes the repository's Swift files; returns (files, lines, blobs missing)."""
    git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    target = os.path.join(out, repo.replace("/", "+"))
    paths = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", "--name-only", commit],
                           check=True, capture_output=True).stdout.split(b"\0")
    paths = [p for p in paths if p.endswith(b".swift")]
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    files = lines = missing = 0
    for path in paths:
        batch.stdin.write(commit.encode() + b":" + path + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] != b"blob":
            missing += 1
            continue
        data = batch.stdout.read(int(header[2]))
        batch.stdout.read(1)
        destination = os.path.join(target.encode(), path)
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as file:
            file.write(data)
        files += 1
        lines += data.count(b"\n")
    batch.stdin.close()
    batch.wait()
    return target, files, lines, missing


def best_time(scanner, folder, runs):
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        run = subprocess.run([scanner, folder], capture_output=True)
        best = min(best, time.perf_counter() - start)
        # A scan that ran through exits 0 or 1 (errors found) and ends with its summary line.
        if run.returncode not in (0, 1) or b" errors, " not in run.stdout[-300:]:
            sys.exit(f"{scanner} {folder}: exit {run.returncode}, no summary: {run.stderr.decode(errors='replace').strip()[:300]}")
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scanner")
    parser.add_argument("out")
    parser.add_argument("mirrors")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("repos", nargs="*")
    options = parser.parse_intermixed_args()
    known = commits()
    all_lines = all_seconds = 0.0
    for repo in options.repos or DEFAULT:
        commit = known.get(repo.lower())
        if commit is None:
            sys.exit(f"{repo}: not in scan-eval/repos.txt")
        folder, files, lines, missing = extract(repo, commit, options.mirrors, options.out)
        if missing:
            print(f"{repo}: {missing} Swift files missing from the mirror, left out", file=sys.stderr)
        seconds = best_time(options.scanner, folder, options.runs)
        all_lines += lines
        all_seconds += seconds
        print(f"{repo}: {files} files, {lines} lines, best of {options.runs}: {seconds:.3f} s, {lines / seconds:,.0f} lines/s")
    print(f"all: {int(all_lines)} lines in {all_seconds:.2f} s, {all_lines / all_seconds:,.0f} lines/s "
          f"({'meets' if all_lines / all_seconds >= 150_000 else 'BELOW'} the target of 150,000 lines/s)")


if __name__ == "__main__":
    main()
