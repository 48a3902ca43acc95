#!/usr/bin/env python3
"""Checks that the doubles catalog (Sources/TestDoubles) tells the truth about itself.

For every double in the catalog (every file there but CallSite.swift):

1. Its doc comment's first line says what kind of double it really is (dummy, stub, spy,
   mock or fake); when the type's name says another kind ("MockCell" is a spy), that
   first line also says why: the name is the walkthrough's (or the talk's).
2. Its "Used in:" line names exactly the exercises whose tests use it: an exercise uses a
   double when a test file under Exercises/NN-*/Tests or Solutions/NN-*/Tests (mutants and
   stages aside) names the type in code, not in a comment, and does not declare a type of
   that name itself.
3. Its "Written in:" line names exactly the exercises that declare a type of that name in
   their tests: the exercises where the learner writes the double. No exercise may
   declare a catalog double's name otherwise (one double, one API).
4. Its row in docs/test-doubles.md's catalog table names the same exercises.

It also checks that every Swift example on docs/test-doubles.md appears, line for line
(indentation aside), in a test under Tests/TestDoublesTests, so every example compiles and
runs with the root tests.

Usage: scripts/check-doubles-catalog.py    Exit status 1 lists every disagreement.
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ["dummy", "stub", "spy", "mock", "fake"]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def code_only(text):
    """The text without comments (line comments and doc comments)."""
    return "\n".join(re.sub(r"//.*", "", line) for line in text.splitlines())


def exercise_numbers(text):
    return set(re.findall(r"\b(\d\d)\b", text))


def catalog():
    doubles = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources/TestDoubles/*.swift"))):
        name = os.path.basename(path)[:-6]
        if name == "CallSite":
            continue
        text = read(path)
        docs = [l[4:] if l.startswith("/// ") else l[3:] for l in text.splitlines() if l.startswith("///")]
        used = next((l for l in docs if l.startswith("Used in:")), None)
        written = next((l for l in docs if l.startswith("Written in:")), None)
        doubles[name] = {
            "first": docs[0] if docs else "",
            "used": exercise_numbers(used.split(".")[0]) if used else None,
            "written": exercise_numbers(written.split("(")[0].split(",")[0]) if written else set(),
        }
    return doubles


def exercise_test_files():
    for top in ("Exercises", "Solutions"):
        for path in glob.glob(os.path.join(ROOT, top, "[0-9][0-9]-*", "Tests", "**", "*.swift"), recursive=True):
            number = os.path.relpath(path, ROOT).split(os.sep)[1][:2]
            yield number, path


def main():
    problems = []
    doubles = catalog()
    used = {name: set() for name in doubles}
    declared = {name: set() for name in doubles}
    for number, path in exercise_test_files():
        code = code_only(read(path))
        for name in doubles:
            if re.search(rf"\b(class|struct|actor|enum)\s+{name}\b", code):
                declared[name].add(number)
            elif re.search(rf"\b{name}\b", code):
                used[name].add(number)
    for name in doubles:
        used[name] -= declared[name]

    table = read(os.path.join(ROOT, "docs/test-doubles.md"))
    for name, entry in doubles.items():
        first = entry["first"].lower()
        kinds = [k for k in KINDS if re.search(rf"\b{k}s?\b", first)]
        if not kinds:
            problems.append(f"{name}: the first doc line names no kind: {entry['first']!r}")
        named = [k for k in KINDS if k in name.lower()]
        if named and not set(named) & set(kinds) and "walkthrough" not in first and "talk" not in first:
            problems.append(f"{name}: named {named[0]}, but the first doc line neither says so nor says why")
        if entry["used"] is None:
            problems.append(f"{name}: no 'Used in:' line")
        elif entry["used"] != used[name]:
            problems.append(f"{name}: 'Used in' says {sorted(entry['used']) or 'no exercise'}, the tests say {sorted(used[name]) or 'none'}")
        if entry["written"] != declared[name]:
            problems.append(f"{name}: 'Written in' says {sorted(entry['written']) or 'none'}, exercises declaring it: {sorted(declared[name]) or 'none'}")
        row = next((l for l in table.splitlines() if l.startswith(f"| `{name}`")), None)
        if row is None:
            problems.append(f"{name}: no row in docs/test-doubles.md's catalog table")
        else:
            cells = [c.strip() for c in row.strip("|").split("|")]
            stated = exercise_numbers(cells[-1])
            if stated != used[name] | declared[name]:
                problems.append(f"{name}: docs/test-doubles.md says {sorted(stated)}, the exercises say {sorted(used[name] | declared[name])}")

    tests = "\n".join(
        "\n".join(l.strip() for l in read(p).splitlines() if l.strip())
        for p in glob.glob(os.path.join(ROOT, "Tests/TestDoublesTests/**/*.swift"), recursive=True))
    for block in re.findall(r"```swift\n(.*?)```", table, flags=re.S):
        lines = [l.strip() for l in block.splitlines() if l.strip() and l.strip() != "…"]
        if "\n".join(lines) not in tests:
            problems.append("docs/test-doubles.md: an example is not in Tests/TestDoublesTests: " + lines[0])

    for p in problems:
        print(p)
    if problems:
        print(f"check-doubles-catalog: {len(problems)} disagreement(s)")
        return 1
    print(f"check-doubles-catalog: {len(doubles)} doubles, every kind line, 'used in' line and example checked.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
