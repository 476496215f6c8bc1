#!/usr/bin/env python3
"""Precision and recall of `herocat scan` on real SwiftUI code, per rule, on a tuning half
and a held-out half. See README.md beside this file for the procedure.

usage: evaluate.py SET_DIR LABELS SCANNER [--unlabeled] [--alone] [--list] [--half tune|holdout]
                   [--context DIR]

SET_DIR  the evaluation set rebuilt by build-set.sh (SET_DIR/<owner+repo>/<path>.swift)
LABELS   a TSV file of judgements (see README.md), e.g. labels/holdout27-labels.tsv
SCANNER  the herocat-scan executable
--context DIR  also scan, with each unit, the rest of its repository's Swift files
         (DIR/<unit>/..., as `build-set.sh --context` writes them): the code a user scans with
         `herocat scan .`; findings in those files are not counted
"""
import hashlib, json, os, subprocess, sys, time
from collections import defaultdict

LINE_SLACK = 3  # a finding answers a labelled problem of its rule within this many lines


def units(set_dir):
    """A repository is one unit, scanned together; a repository of many small projects
    (more than 30 files) is one unit per top-level folder."""
    result = []
    for repo in sorted(os.listdir(set_dir)):
        root = os.path.join(set_dir, repo)
        if not os.path.isdir(root):
            continue
        files = [os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith('.swift')]
        if len(files) > 30:
            groups = defaultdict(list)
            for f in files:
                groups[os.path.relpath(f, root).split(os.sep)[0]].append(f)
            result += [(f"{repo}/{top}", sorted(fs)) for top, fs in sorted(groups.items())]
        else:
            result.append((repo, sorted(files)))
    return result


def half(unit):
    """Which half a unit is in, fixed by its name alone: never moved to suit a result.
    `--half tune` or `--half holdout` puts a whole set in one half (a set collected
    after the tuning, never looked at before it, is all held out)."""
    if '--half' in sys.argv:
        return sys.argv[sys.argv.index('--half') + 1]
    return 'tune' if int(hashlib.sha1(unit.encode()).hexdigest(), 16) % 2 == 0 else 'holdout'


def context_files(unit):
    """The unit's other Swift files, with `--context DIR`."""
    if '--context' not in sys.argv:
        return []
    root = os.path.join(sys.argv[sys.argv.index('--context') + 1], unit)
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith('.swift'))


def scan(scanner, paths, set_dir):
    out = subprocess.run([scanner, '--format', 'json', '--', *paths], capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return None, out.stderr.strip().splitlines()[:1]
    findings = []
    for f in json.loads(out.stdout or '[]'):
        if 'file' not in f:
            continue
        path = os.path.relpath(os.path.abspath(f['file']), set_dir)
        if path.startswith('..'):
            continue  # a context file's finding
        findings.append((path, f.get('line') or 0, f['rule'], f['message']))
    return findings, None


def needed_files(message):
    """The files a cross-file finding names: `... (needs ContentView.swift, Row.swift: ...)`."""
    marker = ' (needs '
    if marker not in message:
        return set()
    return set(message[message.rindex(marker) + len(marker):].split(':')[0].split(', '))


def read_labels(path):
    verdicts, problems, judged_units = {}, [], set()
    with open(path) as handle:
        for raw in handle:
            if not raw.strip() or raw.startswith('#'):
                continue
            kind, file, line, rule, rest = (raw.rstrip('\n').split('\t') + [''] * 5)[:5]
            if kind == 'finding':
                verdicts[(file, int(line), rule)] = rest.split(' ')[0]
            elif kind == 'problem':
                problems.append((file, int(line), rule))
            elif kind == 'unit':
                judged_units.add(file)
    return verdicts, problems, judged_units


def main():
    args = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith('--') and sys.argv[i - 1] not in ('--half', '--context')]
    if len(args) != 3:
        sys.exit(__doc__)
    set_dir, labels, scanner = (os.path.abspath(a) for a in args)
    verdicts, problems, judged_units = read_labels(labels)
    stats = defaultdict(lambda: defaultdict(int))  # (half, rule) -> counters
    unlabeled, differ, refused, cross_file = [], [], [], []
    lines = 0
    elapsed = 0.0
    for unit, files in units(set_dir):
        h = half(unit)
        lines += sum(sum(1 for _ in open(f, errors='replace')) for f in files)
        start = time.monotonic()
        findings, error = scan(scanner, files + context_files(unit), set_dir)
        elapsed += time.monotonic() - start
        if findings is None:
            refused.append(f"{unit}: {error}")
            continue
        if '--alone' in sys.argv:
            names = {os.path.basename(f) for f in files}
            for f in files:
                rel = os.path.relpath(f, set_dir)
                alone, _ = scan(scanner, [f], set_dir)
                if alone is None:
                    continue
                alone_keys = sorted(x[:3] for x in alone)
                # A finding that needs another file names it (`(needs Owner.swift, ...)`):
                # present only with that file, by the documented rule, so not a difference.
                mine = sorted(x[:3] for x in findings if x[0] == rel and not (
                    x[:3] not in alone_keys and needed_files(x[3]) & (names - {os.path.basename(f)})))
                if alone_keys != mine:
                    differ.append(rel)
                elif len(mine) != sum(1 for x in findings if x[0] == rel):
                    cross_file.append(rel)
        keyed = {}
        for file, line, rule, message in findings:
            keyed[(file, line, rule)] = message
        for key, message in sorted(keyed.items()):
            verdict = verdicts.get(key)
            if '--list' in sys.argv:
                print(f"{h}\t{verdict or '?'}\t{key[0]}:{key[1]}\t{key[2]}\t{message[:160]}")
            if verdict is None:
                unlabeled.append((key, message))
                stats[(h, key[2])]['unlabeled'] += 1
            else:
                stats[(h, key[2])]['TP' if verdict == 'TP' else 'FP'] += 1
        # Recall counts only units whose every problem was labelled (a `unit` line).
        if unit not in judged_units:
            continue
        stats[(h, '(judged units)')]['units'] += 1
        unit_problems = [p for p in problems if p[0].startswith(unit + '/')]
        for file, line, rule in unit_problems:
            found = any(k[0] == file and k[2] == rule and abs(k[1] - line) <= LINE_SLACK for k in keyed)
            stats[(h, rule)]['problems'] += 1
            stats[(h, rule)]['found'] += found
    for h in ('tune', 'holdout'):
        print(f"== {h}")
        print(f"{'rule':24} {'findings':>8} {'right':>6} {'wrong':>6} {'unlab':>6} {'precision':>9} {'problems':>8} {'found':>6} {'recall':>7}")
        total = defaultdict(int)
        for (hh, rule), c in sorted(stats.items()):
            if hh != h:
                continue
            for k, v in c.items():
                total[k] += v
            report(rule, c)
        report('ALL', total)
    print(f"scanned {lines} lines in {elapsed:.2f} s ({lines / max(elapsed, 1e-9):.0f} lines/s, process start included)")
    if refused:
        print("refused:", *refused, sep='\n  ')
    if '--alone' in sys.argv:
        print(f"files whose findings differ alone and in their set: {len(differ)}", *differ, sep='\n  ')
        print(f"files with findings that name the other file they need: {len(cross_file)}")
    if '--unlabeled' in sys.argv:
        for (file, line, rule), message in unlabeled:
            print(f"finding\t{file}\t{line}\t{rule}\t?\t{message}")


def report(rule, c):
    judged = c['TP'] + c['FP']
    precision = f"{100 * c['TP'] / judged:.0f}%" if judged else '-'
    recall = f"{100 * c['found'] / c['problems']:.0f}%" if c['problems'] else '-'
    print(f"{rule:24} {judged + c['unlabeled']:8} {c['TP']:6} {c['FP']:6} {c['unlabeled']:6} {precision:>9} {c['problems']:8} {c['found']:6} {recall:>7}")


if __name__ == '__main__':
    main()
