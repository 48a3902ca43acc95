#!/usr/bin/env python3
"""Checks the instructor guide's agendas: each adds up to its total (the table's `total`
row and the minutes in its heading), and takes an exercise only after its prerequisites,
as the guide's own **Prerequisites.** paragraphs name them. Exit 1 with what is off.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GUIDE = os.path.join(ROOT, "docs", "instructor-guide.md")


def prerequisites(text):
    """By exercise id, the exercise ids its Prerequisites paragraph names (ranges expanded)."""
    found = {}
    for match in re.finditer(r"^## (\d\d) .*?\*\*Prerequisites\.\*\*(.*?)\n\n", text, re.S | re.M):
        ids = set()
        for first, last in re.findall(r"\b(\d\d)(?:[–-](\d\d))?\b", match.group(2)):
            ids.update(f"{n:02d}" for n in range(int(first), int(last or first) + 1))
        found[match.group(1)] = ids - {match.group(1)}
    return found


def agendas(text):
    """Each agenda: its heading and its table's rows as (minutes, what)."""
    for match in re.finditer(r"^\*\*([^*\n]*)\*\*\n\| minutes \| what \|\n\|---\|---\|\n((?:\|.*\n)+)",
                             text, re.M):
        rows = [tuple(cell.strip() for cell in line.strip().strip("|").split("|", 1))
                for line in match.group(2).splitlines()]
        yield match.group(1), [(int(minutes), what) for minutes, what in rows]


def main():
    with open(GUIDE, encoding="utf-8") as file:
        text = file.read()
    needs = prerequisites(text)
    problems, count = [], 0
    for heading, rows in agendas(text):
        count += 1
        body = [(m, w) for m, w in rows if w != "total"]
        totals = [m for m, w in rows if w == "total"]
        if totals != [sum(m for m, _ in body)]:
            problems.append(f"{heading}: the rows add up to {sum(m for m, _ in body)}, "
                            f"the total row says {totals}")
        if totals and f"{totals[0]} minutes" not in heading:
            problems.append(f"{heading}: the heading does not say {totals[0]} minutes")
        done = set()
        for _, what in body:
            exercise = re.match(r"(\d\d) ", what)
            if not exercise:
                continue
            missing = sorted(needs.get(exercise.group(1), set()) - done)
            if missing:
                problems.append(f"{heading}: {exercise.group(1)} before its prerequisites "
                                f"{', '.join(missing)}")
            done.add(exercise.group(1))
    if count == 0 or len(needs) < 10:
        problems.append(f"found {count} agendas and {len(needs)} prerequisite paragraphs: "
                        "has the guide's layout changed?")
    for problem in problems:
        print(f"agenda: {problem}", file=sys.stderr)
    if not problems:
        print(f"{count} agendas add up and respect the prerequisites of {len(needs)} exercises")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
