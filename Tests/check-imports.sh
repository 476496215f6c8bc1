#!/usr/bin/env bash
# Every `import X` in a target's sources names a dependency Package.swift declares for
# that target, and every declared dependency is imported somewhere in it.
# Usage: Tests/check-imports.sh (from anywhere in the clone; needs swift and python3). `swift test`
# runs it with IMPORTS_SCRATCH set, so it does not wait on the build directory the tests run from.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package ${IMPORTS_SCRATCH:+--scratch-path "$IMPORTS_SCRATCH"} dump-package | python3 -c '
import json, os, re, sys

# Modules of the toolchain and the OS: never declared as package dependencies.
system = {"Foundation", "FoundationEssentials", "Dispatch", "Testing", "XCTest", "Glibc", "Darwin",
          "Musl", "FoundationXML", "FoundationNetworking", "PackagePlugin", "SwiftUI", "CryptoKit", "os", "Synchronization", "_Concurrency"}
package = json.load(sys.stdin)
problems = []
for target in package["targets"]:
    if target["type"] == "plugin":
        continue
    name = target["name"]
    path = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
    # Executable targets cannot be imported: a test depends on one only to have it built.
    executables = {t["name"] for t in package["targets"] if t["type"] == "executable"}
    declared = set()
    for dependency in target["dependencies"]:
        kind, value = next(iter(dependency.items()))
        if value[0] not in executables:
            declared.add(value[0])
    imported = {}
    excluded = [os.path.join(path, e) for e in target.get("exclude", [])]
    for root, _, files in os.walk(path):
        if any(root == e or root.startswith(e + os.sep) for e in excluded):
            continue
        for file in files:
            if not file.endswith(".swift"):
                continue
            source = os.path.join(root, file)
            in_string = False
            for line in open(source, encoding="utf-8"):
                # Text inside a multi-line string literal (a Python helper, say) is not Swift.
                if line.count(chr(34) * 3) % 2 == 1:
                    in_string = not in_string
                    continue
                if in_string:
                    continue
                match = re.match(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", line)
                if match:
                    imported.setdefault(match.group(1), source)
    for module, source in sorted(imported.items()):
        if module not in declared and module not in system:
            problems.append(f"{source}: imports {module}, which {name} does not declare")
    for module in sorted(declared - set(imported)):
        problems.append(f"Package.swift: {name} declares {module} but imports it nowhere")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
'
