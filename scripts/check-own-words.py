#!/usr/bin/env python3
"""Fails when the kit repeats the source material instead of teaching in its own words.

The source material (book chapters, a talk) sits beside the project in ../shared/seeds.
The kit mirrors what it teaches, never its text. This check reports:

- prose: a run of 12 or more consecutive words that also appears, in the same order, in a
  seed (words are compared lower-cased, letters and digits only, across line breaks);
- code: 3 or more consecutive non-trivial lines that also appear consecutively in a seed
  (lines are compared with all whitespace removed; trivial lines between them are skipped
  on both sides, so a copied block cannot hide behind a blank line or a brace).

A line is trivial when, with whitespace removed, it is empty; only punctuation (braces,
brackets, parentheses, commas, semicolons); a Markdown fence; an `import` or
`@testable import`; a bare `super.…()` call; the opening of `setUp`/`tearDown`
(`override func setUp…`); or a lone keyword (`return`, `break`, `default:`, `else`,
`}else{`). These carry no authorship: every Swift test file has them.

Usage: scripts/check-own-words.py [--seeds DIR] [PATH ...]   (default: the whole tree)
Exit status 1 lists every hit as path:line, with the matched text.
"""

import argparse
import os
import re
import sys

WORD_RUN = 12
LINE_RUN = 3
SKIP_DIRS = {".git", ".build", ".swiftpm", ".tddkit", "node_modules"}
TEXT_SUFFIXES = {".swift", ".md", ".txt", ".json", ".sh", ".py", ".yml", ".yaml", ""}
WORD = re.compile(r"[a-z0-9]+")
KEYWORDS = {"return", "break", "default:", "else", "}else{", "continue", "fallthrough"}


def is_trivial(compact):
    if not compact or re.fullmatch(r"[{}()\[\],;:.]*", compact):
        return True
    if compact.startswith("```") or compact in KEYWORDS:
        return True
    if compact.startswith("import") or compact.startswith("@testableimport"):
        return True
    if re.fullmatch(r"(try)?(await)?super\.\w+\(\)", compact):
        return True
    return re.fullmatch(r"override(class)?func(setUp|tearDown)\w*\(\).*", compact) is not None


def code_lines(text):
    """(line number, compact text) of every non-trivial line."""
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        compact = re.sub(r"\s+", "", line)
        if not is_trivial(compact):
            out.append((number, compact))
    return out


def words(text):
    """(line number, word) of every word, lower-cased."""
    out = []
    for number, line in enumerate(text.splitlines(), start=1):
        out.extend((number, w) for w in WORD.findall(line.lower()))
    return out


def seed_fingerprints(seed_dir):
    word_runs, line_runs = set(), set()
    for name in sorted(os.listdir(seed_dir)):
        with open(os.path.join(seed_dir, name), encoding="utf-8", errors="replace") as f:
            text = f.read()
        ws = [w for _, w in words(text)]
        word_runs.update(tuple(ws[i : i + WORD_RUN]) for i in range(len(ws) - WORD_RUN + 1))
        ls = [c for _, c in code_lines(text)]
        line_runs.update(tuple(ls[i : i + LINE_RUN]) for i in range(len(ls) - LINE_RUN + 1))
    return word_runs, line_runs


def kit_files(paths):
    for root_path in paths:
        if os.path.isfile(root_path):
            yield root_path
            continue
        for root, dirs, files in os.walk(root_path):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
            for name in sorted(files):
                if os.path.splitext(name)[1] in TEXT_SUFFIXES:
                    yield os.path.join(root, name)


def matched_runs(units, fingerprints, size, join):
    """(line, text) of each longest stretch of `units` whose every `size`-run is a
    fingerprint; `units` are (line number, token) pairs."""
    hits, covered = [], -1
    tokens = [t for _, t in units]
    for i in range(len(units) - size + 1):
        if i <= covered or tuple(tokens[i : i + size]) not in fingerprints:
            continue
        end = i + size
        while end < len(units) and tuple(tokens[end - size + 1 : end + 1]) in fingerprints:
            end += 1
        covered = end - 1
        hits.append((units[i][0], join.join(tokens[i:end])))
    return hits


def hits_in(path, word_runs, line_runs):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (UnicodeDecodeError, OSError):
        return []
    return [(line, "words", t) for line, t in matched_runs(words(text), word_runs, WORD_RUN, " ")] + [
        (line, "lines", t) for line, t in matched_runs(code_lines(text), line_runs, LINE_RUN, " | ")
    ]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default=os.path.join(root, "..", "shared", "seeds"))
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    if not os.path.isdir(args.seeds):
        print(f"check-own-words: no source material at {args.seeds}; pass --seeds DIR", file=sys.stderr)
        return 2
    word_runs, line_runs = seed_fingerprints(args.seeds)
    # The check must be able to fail: a seed read as if it were kit text has to be caught,
    # for prose and for code, or the fingerprints are broken and a green means nothing.
    kinds = {kind for name in os.listdir(args.seeds)
             for _, kind, _ in hits_in(os.path.join(args.seeds, name), word_runs, line_runs)}
    if kinds != {"words", "lines"}:
        print(f"check-own-words: the seeds do not match themselves ({sorted(kinds)}); the check is broken", file=sys.stderr)
        return 2
    paths = args.paths or [root]
    count = 0
    for path in kit_files(paths):
        for line, kind, text in hits_in(path, word_runs, line_runs):
            count += 1
            shown = text if len(text) < 160 else text[:157] + "..."
            print(f"{os.path.relpath(path, root)}:{line}: {kind} from the source material: {shown}")
    if count:
        print(f"check-own-words: {count} passage(s) repeat ../shared/seeds; rewrite them in the kit's own words.")
        return 1
    print("check-own-words: no run of 12 words or 3 code lines from the source material.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
