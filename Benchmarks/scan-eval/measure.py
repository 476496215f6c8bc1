#!/usr/bin/env python3
"""Scans many rebuilt sets and counts, over all of them, per rule, how many findings are right
and how many labelled problems are found (see README.md). A set whose repositories could not all
be rebuilt counts the units it has.

usage: measure.py SCANNER SETS_DIR LISTS_DIR [--context DIR] [--missed] [--unjudged] SET...

SETS_DIR/SET   a set rebuilt by build-set.sh (SKIP_MISSING=1 leaves out repositories with no mirror)
LISTS_DIR      where each set's findings are written (SET.tsv: file, line, rule, message), to
               compare two scanners with diff
--context DIR  scan each unit with the rest of its repository (DIR/SET/<unit>/..., as
               `build-set.sh --context` writes them); their findings are not counted
--missed       list the labelled problems not found
--unjudged     list the findings no label judges; `answers` marks those within 3 lines of a
               labelled problem of their rule
"""
import os, sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import evaluate  # noqa: E402  (units, read_labels, LINE_SLACK)

flags = [a for a in sys.argv[1:] if a.startswith('--')]
args = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith('--') and sys.argv[i - 1] != '--context']
if len(args) < 4:
    sys.exit(__doc__)
scanner, sets_dir, lists_dir, sets = os.path.abspath(args[0]), args[1], args[2], args[3:]
context = sys.argv[sys.argv.index('--context') + 1] if '--context' in sys.argv else None
os.makedirs(lists_dir, exist_ok=True)


def scan(set_name, unit, files):
    extra = []
    if context:
        root = os.path.join(context, set_name, unit)
        extra = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith('.swift'))
    # evaluate.scan keeps the set's own files' findings (a context file's are left out).
    findings, error = evaluate.scan(scanner, files + extra, os.path.join(sets_dir, set_name))
    if findings is None:
        return [f"#refused\t{unit}\t{error}"]
    return [f"{path}\t{line}\t{rule}\t{message}" for path, line, rule, message in findings]


totals = defaultdict(lambda: defaultdict(int))
with ThreadPoolExecutor(2) as pool:
    for set_name in sets:
        set_dir = os.path.join(sets_dir, set_name)
        labels = os.path.join(here, 'labels', f'{set_name}-labels.tsv')
        if not os.path.isdir(set_dir) or not os.path.exists(labels):
            print(f"skipped {set_name}: no set or no labels", file=sys.stderr)
            continue
        units = evaluate.units(set_dir)
        jobs = [pool.submit(scan, set_name, unit, files) for unit, files in units]
        rows = sorted({row for job in jobs for row in job.result()})
        with open(os.path.join(lists_dir, f'{set_name}.tsv'), 'w') as handle:
            handle.writelines(row + '\n' for row in rows)
        verdicts, problems, judged_units = evaluate.read_labels(labels)
        findings = [(f, int(l), r, m) for f, l, r, m in (row.split('\t', 3) for row in rows if not row.startswith('#'))]
        present = {unit for unit, _ in units} & judged_units
        counted = [p for p in problems if any(p[0].startswith(unit + '/') for unit in present)]
        for file, line, rule, message in findings:
            verdict = verdicts.get((file, line, rule))
            totals[rule]['TP' if verdict == 'TP' else 'FP' if verdict else 'unjudged'] += 1
            if verdict is None and '--unjudged' in flags:
                answers = any(p[0] == file and p[2] == rule and abs(p[1] - line) <= evaluate.LINE_SLACK for p in counted)
                print(f"unjudged\t{set_name}\t{file}\t{line}\t{rule}\t{'answers' if answers else '-'}\t{message}")
        for file, line, rule in counted:
            found = any(f == file and r == rule and abs(l - line) <= evaluate.LINE_SLACK for f, l, r, _ in findings)
            totals[rule]['problems'] += 1
            totals[rule]['found'] += found
            if not found and '--missed' in flags:
                print(f"missed\t{set_name}\t{file}\t{line}\t{rule}")

everything = defaultdict(int)
print(f"{'rule':24} {'right':>12} {'unjudged':>8} {'found':>12}")
for rule, counts in sorted(totals.items(), key=lambda item: -item[1]['problems']):
    for key, value in counts.items():
        everything[key] += value
for rule, counts in sorted(totals.items(), key=lambda item: -item[1]['problems']) + [('ALL', everything)]:
    judged = counts['TP'] + counts['FP']
    print(f"{rule:24} {counts['TP']:>5}/{judged:<6} {counts['unjudged']:>8} {counts['found']:>5}/{counts['problems']:<6}")
