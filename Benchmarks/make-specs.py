"""Writes COUNT spec files into FOLDER for the benchmarks: the bundled seeds under new
names (bench.000000, bench.000001, ...), round robin.
    usage: python3 Benchmarks/make-specs.py FOLDER COUNT   (from the repository root)
"""
import os, sys

folder, count = sys.argv[1], int(sys.argv[2])
os.makedirs(folder)
seeds = sorted(f for f in os.listdir("Seeds") if f.endswith(".yaml"))
texts = [open(os.path.join("Seeds", f)).read() for f in seeds]
for i in range(count):
    text = texts[i % len(texts)]
    name = next(l for l in text.splitlines() if l.startswith("name: "))[6:]
    with open(os.path.join(folder, f"bench.{i:06d}.yaml"), "w") as out:
        out.write(text.replace("name: " + name, f"name: bench.{i:06d}", 1))
