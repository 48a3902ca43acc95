#!/usr/bin/env python3
"""Measures the judge against the toolchain, paired in one run, on this machine.

    scripts/bench-test-first.py [--runs N] [--breakdown] [--order learner|interleaved]
                                [--only first,next,edits,loud] [--cold]

Works in a fresh clone under a temporary folder (your folders are never touched), with
background builds off except where a scenario measures them. Every ratio is against a bare
`swift test` in the same exercise's folder after a one-line edit, measured in the same
round, back to back, so a busy machine slows both sides alike:

  test-first, a stage's test edited   exercise 03, a line added to stage to-do-rows' test
                                      (it and done-rows, whose cut holds it, are judged)
  test-first, the code edited         exercise 03, a line added to the code: verdicts kept,
                                      the kit's tests run on the new code
  test-first, a double edited         exercise 10, a line added to PresenterSpy.swift, which
                                      every stage's test uses: every stage judged again
  guided, the code edited             exercise 04 in guided mode
  guided, the next exercise's first   `kit next` after a green check, and the next
  check                               exercise's first check 45 s after the green, against an
                                      edit check of it (00 to 01, 01 to 02, 05 to 06)
  test-first, the first check         `kit start NN --test-first` (03, then 10), the reference
                                      tests pasted in at once, the first check 15 s after the
                                      start, against a check after a one-stage edit; each
                                      round with no bench built yet, as in a clone where only
                                      00 was checked, green, its background build let end
                                      (it builds the kit's libraries where benches build);
                                      with --cold, with not even those built
  guided, a test printing 100 MB      `kit check 00` with a test that prints a million lines of a
                                      hundred bytes, against a bare `swift test` of the same

The learner's tests are the kit's own reference tests of each stage, put under its line of
the skeleton: right, red before, catching every planted mistake. Prints the median of N
rounds (default 3) and each round. By default each exercise's rounds go back to back, as a
learner checks one exercise again and again; with --order interleaved each round goes
through 03, 10 and 04, so every check follows another exercise's and first plans the bench
scratch folder they share again. With --breakdown, one more round of each test-first
scenario runs under strace and the time of each phase is printed: SwiftPM's start and plan,
compiling code and test modules, the test list and runner, linking, running the tests.

Background builds run where a learner's would: after `kit start`, `kit next` and a green
check. Any "killed?" line in any kit's output is counted and printed at the end (and makes
the script exit 1): a background build is adopted by the check that needs it, never killed.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import kit_manifest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(args, cwd, env=None, check=False):
    started = time.monotonic()
    result = subprocess.run(
        args, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.monotonic() - started
    if check and result.returncode != 0:
        sys.exit(f"failed: {' '.join(args)}\n{result.stdout[-3000:]}")
    return seconds, result.stdout


class Kit:
    def __init__(self, folder):
        self.folder = folder
        self.env = dict(os.environ, TDDKIT_PREPARE="0")
        self.exercises = list(kit_manifest.exercises(folder))

    def exercise(self, key):
        return next(e for e in self.exercises if e["id"] == key)

    killed = []

    def kit(self, *args, prepare=False):
        env = dict(self.env, TDDKIT_PREPARE="1" if prepare else "0")
        seconds, output = run([os.path.join(self.folder, ".build/debug/kit"), *args], self.folder, env)
        if "killed?" in output:
            Kit.killed.append(f"kit {' '.join(args)}: " + next(
                line for line in output.splitlines() if "killed?" in line))
        return seconds, output

    def check(self, key):
        """`kit check`, timed; a check that could not judge, or judged a stage wrong, stops
        the benchmark: its time would be of another path than the one measured."""
        seconds, output = self.kit("check", key)
        if "could not judge" in output or re.search(r"^✗ [a-z-]+:", output, re.M):
            sys.exit(f"kit check {key} did not judge every stage proven:\n{output[-3000:]}")
        return seconds, output

    def bare(self, key):
        """A plain `swift test` in the exercise's folder, as a learner runs it."""
        folder = os.path.join(self.folder, "Exercises", self.exercise(key)["folder"])
        return run(["swift", "test"], folder)

    def path(self, key, relative):
        return os.path.join(self.folder, "Exercises", self.exercise(key)["folder"], relative)

    def append(self, key, relative, line):
        with open(self.path(key, relative), "a") as file:
            file.write(line + "\n")

    def solve(self, key):
        """Lays the solution's code over the learner's."""
        source = os.path.join(self.folder, "Solutions", self.exercise(key)["folder"], "Sources")
        shutil.copytree(source, self.path(key, "Sources"), dirs_exist_ok=True)


def function_source(text, name):
    """The source of `func name(` with its attributes, by brace matching."""
    match = re.search(r"func " + re.escape(name) + r"\(", text)
    if not match:
        return None
    start = text.rfind("\n", 0, match.start()) + 1
    while True:  # attribute lines above it
        previous = text.rfind("\n", 0, start - 1) + 1
        if text[previous:start].strip().startswith("@"):
            start = previous
        else:
            break
    depth, index, seen = 0, text.index("{", match.end()), False
    while index < len(text):
        if text[index] == "{":
            depth, seen = depth + 1, True
        elif text[index] == "}":
            depth -= 1
            if seen and depth == 0:
                return text[start:index + 1]
        index += 1
    return None


def write_reference_tests(kit, key, prepare=False):
    """Puts each written stage's reference XCTest methods under its line of the skeleton.
    Its Swift Testing twins are left out: they lean on their suite's own properties, and one
    framework is enough for a right, proven test."""
    exercise = kit.exercise(key)
    folder = os.path.join(kit.folder, "Exercises", exercise["folder"])
    guided = {}
    for base in [folder, os.path.join(kit.folder, "Solutions", exercise["folder"])]:
        for directory, _, files in os.walk(os.path.join(base, "Tests")):
            for name in files:
                if name.endswith(".swift"):
                    guided[os.path.join(directory, name)] = open(os.path.join(directory, name)).read()
    kit.kit("start", key, "--test-first", prepare=prepare)
    plan = os.path.join(folder, exercise["testFirst"]["file"])
    skeleton = open(plan).read()
    for stage in exercise["stages"]:
        if stage.get("givenInTestFirst"):
            continue
        xctest = []
        for test in stage["tests"]:
            function = test.split("/")[-1].split("(")[0]
            for text in guided.values():
                source = function_source(text, function)
                if source:
                    if "@Test" not in source:
                        xctest.append(source)
                    break
        marker = f"// stage: {stage['id']}\n"
        skeleton = skeleton.replace(marker, marker + "\n".join(xctest) + "\n", 1)
    with open(plan, "w") as file:
        file.write(skeleton)


def stage_edit(kit, key, stage, mark):
    """A comment line under `stage`'s line of `key`'s test-first file: that stage (and those
    whose cut holds it) judged again."""
    path = kit.path(key, kit.exercise(key)["testFirst"]["file"])
    text = open(path).read()
    text = text.replace(f"// stage: {stage}\n", f"// stage: {stage}\n  // edit {mark}\n", 1)
    open(path, "w").write(text)


def wait_for_background(kit):
    """Until every build `.tddkit/preparing` names has ended."""
    record = os.path.join(kit.folder, ".tddkit", "preparing")
    while os.path.exists(record):
        pids = [int(line.split("\t")[0]) for line in open(record) if line.strip()]
        alive = [pid for pid in pids if os.path.exists(f"/proc/{pid}")
                 and ") Z" not in open(f"/proc/{pid}/stat").read()]
        if not alive:
            return
        time.sleep(0.5)


def fresh(kit, key, cold=False):
    """`key` as the clone has it, guided, with no bench built and no verdict or backup kept:
    `kit start --test-first` resumes the newest test-first file it finds among the backups,
    which would be an earlier scenario's, with its tests pasted in (pasted twice, they do not
    compile). Unless `cold`, 00 is then checked green, as a learner checks an exercise before
    starting another, and its background build (the next exercise, and the kit's libraries
    where benches build, which nothing has built since the bench scratch folder was
    removed) is let end."""
    folder = kit.exercise(key)["folder"]
    kit.kit("start", key, "--guided")
    for path in (".build/tddkit/bench", ".build/tddkit/bench-scratch",
                 f".tddkit/verdicts/{folder}.json", f".tddkit/backups/{folder}"):
        target = os.path.join(kit.folder, path)
        if os.path.isdir(target):
            shutil.rmtree(target)
        elif os.path.exists(target):
            os.remove(target)
    exercise_folder = os.path.join("Exercises", folder)
    subprocess.run(["git", "checkout", "-q", "--", exercise_folder], cwd=kit.folder, check=True)
    subprocess.run(["git", "clean", "-fdq", "--", exercise_folder], cwd=kit.folder, check=True)
    if not cold:
        kit.solve("00")
        kit.kit("check", "00", prepare=True)
        wait_for_background(kit)


def first_checks(kit, rounds, cold=False):
    """The first test-first check of 03 and of 10, 15 s after `kit start NN --test-first`
    (the background build it began left to run), the reference tests pasted in at once,
    then a check after a one-stage edit. Each round starts with no bench built, no verdict
    kept, and the exercise guided."""
    rows = {}
    for number in range(1, rounds + 1):
        for key, stage in (("03", "to-do-rows"), ("10", "hard-coded-seven")):
            fresh(kit, key, cold)
            kit.solve(key)
            started = time.monotonic()
            write_reference_tests(kit, key, prepare=True)
            time.sleep(max(0, 15 - (time.monotonic() - started)))
            first = kit.check(key)[0]
            stage_edit(kit, key, stage, f"first {number}")
            warm = kit.check(key)[0]
            rows.setdefault(f"first {key}", []).append(first)
            rows.setdefault(f"warm {key}", []).append(warm)
            print(f"round {number}: {key} first check {first:.2f} s, after a one-stage edit "
                  f"{warm:.2f} s", flush=True)
            kit.kit("start", key, "--guided")
    return rows


def next_checks(kit, pairs):
    """`kit next` after a green guided check, and the next exercise's first check 45 s after
    the green, background builds on as a learner's are; then an edit check of it."""
    rows = {"first": [], "edit": []}
    for done, following in pairs:
        kit.solve(done)
        kit.kit("check", done, prepare=True)
        green = time.monotonic()
        kit.kit("next", prepare=True)
        time.sleep(max(0, 45 - (time.monotonic() - green)))
        first = kit.kit("check", following)[0]
        code = os.path.join("Sources", os.listdir(kit.path(following, "Sources"))[0])
        name = sorted(n for n in os.listdir(kit.path(following, code)) if n.endswith(".swift"))[0]
        kit.append(following, os.path.join(code, name), "// edit")
        edit = kit.kit("check", following)[0]
        rows["first"].append(first)
        rows["edit"].append(edit)
        print(f"{done} green, kit next, {following}'s first check {first:.2f} s, an edit check "
              f"{edit:.2f} s", flush=True)
    return rows


LOUD_TESTS = """import XCTest

final class LoudTests: XCTestCase {
  /// 100 MB on standard output: a million lines of a hundred bytes.
  func test_printsAHundredMegabytes() {
    let line = String(repeating: "x", count: 99)
    for _ in 0..<1_000_000 { print(line) }
  }
}
"""


def loud_checks(kit, rounds):
    """`kit check 00` with a test printing 100 MB, against a bare `swift test` of the same,
    each after a one-line edit, paired in each round; the test file is taken out after."""
    relative = f"Tests/{kit.exercise('00')['module']}Tests/LoudTests.swift"
    path = kit.path("00", relative)
    with open(path, "w") as file:
        file.write(LOUD_TESTS)
    rows = {"bare": [], "check": []}
    try:
        kit.kit("check", "00")
        kit.bare("00")
        for number in range(1, rounds + 1):
            kit.append("00", relative, f"// bare {number}")
            rows["bare"].append(kit.bare("00")[0])
            kit.append("00", relative, f"// check {number}")
            rows["check"].append(kit.kit("check", "00")[0])
            print(f"round {number}: kit check 00 {rows['check'][-1]:.2f} s, bare swift test "
                  f"{rows['bare'][-1]:.2f} s", flush=True)
    finally:
        os.remove(path)
    return rows


def report(first_rows, next_rows):
    """The first checks' medians against their edit checks, and every "killed?" line."""
    for key in ("03", "10"):
        if f"first {key}" not in first_rows:
            continue
        first, warm = first_rows[f"first {key}"], first_rows[f"warm {key}"]
        ratios = [a / b for a, b in zip(first, warm)]
        print(f"  {'test-first, the first check of ' + key:<40} {statistics.median(first):6.2f} s   "
              f"one-stage edit {statistics.median(warm):5.2f} s   {statistics.median(ratios):5.1f}×  "
              f"(rounds: {', '.join(f'{r:.1f}×' for r in ratios)})")
    if next_rows:
        ratios = [a / b for a, b in zip(next_rows["first"], next_rows["edit"])]
        print(f"  {'guided, the first check after kit next':<40} {statistics.median(next_rows['first']):6.2f} s   "
              f"an edit check {statistics.median(next_rows['edit']):5.2f} s   {statistics.median(ratios):5.1f}×  "
              f"(rounds: {', '.join(f'{r:.1f}×' for r in ratios)})")
    print()
    print(f'"killed?" lines: {len(Kit.killed)}')
    for line in Kit.killed:
        print(f"  {line}")


PHASES = [
    "SwiftPM: start and plan", "compile: code modules", "compile: test modules",
    "compile: test list and runner", "compile: manifests and other", "link", "run the tests",
]


def phase(name, args):
    """The phase a process of the trace belongs to."""
    if name in ("swift-build", "swift-test", "swift-package"):
        return PHASES[0]
    if name == "swift-frontend":
        module = re.search(r'"-module-name", "([^"]+)"', args)
        module = module.group(1) if module else ""
        if module.endswith("PackageDiscoveredTests") or module.endswith("PackageTests"):
            return PHASES[3]
        if "Tests" in module:
            return PHASES[2]
        return PHASES[1] if module and module not in ("main",) else PHASES[4]
    if name in ("ld.gold", "ld", "clang", "swift-autolink-extract"):
        return PHASES[5]
    if name.endswith(".xctest"):
        return PHASES[6]
    return None


def breakdown(trace):
    """Seconds per phase from an strace -f -ttt trace of execve and exits: each process's
    life, summed per phase (processes of one phase that overlap each count: CPU-ish), and
    the wall time from the first process to the last."""
    started, names, ended = {}, {}, {}
    for line in open(trace):
        match = re.match(r"(\d+) +(\d+\.\d+) (.*)", line)
        if not match:
            continue
        pid, moment, rest = match.group(1), float(match.group(2)), match.group(3)
        execve = re.match(r'execve\("([^"]+)", \[(.*?)\]', rest)
        if execve and rest.rstrip().endswith("= 0"):
            started[pid] = moment
            names[pid] = (os.path.basename(execve.group(1)), execve.group(2))
        elif rest.startswith("+++ exited") or rest.startswith("+++ killed"):
            ended[pid] = moment
    totals = {name: 0.0 for name in PHASES}
    kinds = {pid: phase(name, args) for pid, (name, args) in names.items()}
    work = [started[pid] for pid, kind in kinds.items() if kind in PHASES[1:4] + PHASES[5:6]]
    for pid, kind in kinds.items():
        if not kind or pid not in ended:
            continue
        if kind == PHASES[0]:
            # SwiftPM's own part: from its start to the first compile or link it started
            # (a build with nothing to do: to its end).
            inside = [moment for moment in work if started[pid] < moment < ended[pid]]
            totals[kind] += (min(inside) if inside else ended[pid]) - started[pid]
        else:
            totals[kind] += ended[pid] - started[pid]
    first = min(started.values(), default=0)
    last = max(ended.values(), default=0)
    return totals, last - first


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument(
        "--order", choices=["learner", "interleaved"], default="learner",
        help="learner: each exercise's rounds back to back (default); interleaved: each "
        "round goes through the three exercises")
    parser.add_argument(
        "--only", default="first,next,edits,loud",
        help="the scenarios to measure, of first (the first test-first checks), next (the "
        "first guided check after kit next), edits (the paired edit checks) and loud (a test "
        "printing 100 MB); all by default")
    parser.add_argument(
        "--cold", action="store_true",
        help="the first test-first checks in a clone whose judge has built nothing, not even "
        "the kit's libraries a guided green check builds for it in the background")
    options = parser.parse_args()
    only = set(options.only.split(","))

    work = tempfile.mkdtemp(prefix="tddkit-bench-")
    try:
        subprocess.run(["git", "clone", "-q", ROOT, os.path.join(work, "kit")], check=True)
        folder = os.path.join(work, "kit")
        run(["swift", "build", "--product", "kit"], folder, check=True)
        kit = Kit(folder)
        # A clone where 00 was checked once: the first test-first checks, each round with
        # no bench built.
        kit.kit("check", "00")
        print("the first test-first checks, 15 s after kit start NN --test-first…", flush=True)
        first_rows = first_checks(kit, options.runs, options.cold) if "first" in only else {}
        if "next" in only:
            print("kit next after a green check, the next exercise's first check 45 s later…",
                  flush=True)
            next_rows = next_checks(kit, [("00", "01"), ("01", "02"), ("05", "06")][:options.runs])
        if "loud" in only:
            print("a test printing 100 MB, kit check 00 against a bare swift test…", flush=True)
            loud_rows = loud_checks(kit, options.runs)
            ratios = [a / b for a, b in zip(loud_rows["check"], loud_rows["bare"])]
            print(f"  {'guided, a test printing 100 MB (00)':<40} "
                  f"{statistics.median(loud_rows['check']):6.2f} s   "
                  f"bare {statistics.median(loud_rows['bare']):5.2f} s   "
                  f"{statistics.median(ratios):5.1f}×  "
                  f"(rounds: {', '.join(f'{r:.1f}×' for r in ratios)})", flush=True)
        if "edits" not in only:
            print()
            report(first_rows, next_rows if "next" in only else None)
            if Kit.killed:
                sys.exit(1)
            return
        print("preparing (cold builds of the kit, the exercises and their benches)…", flush=True)
        for key in ("03", "10"):
            fresh(kit, key)
            kit.solve(key)
            write_reference_tests(kit, key)
            for _ in range(2):
                _, output = kit.kit("check", key)
            # Each scenario measures right tests, judged and done: a file that does not
            # compile would measure the kit's slowest path, not its usual one.
            if re.search(r"^✗", output, re.M) or "is proven" not in output:
                sys.exit(f"the reference tests of {key} are not all proven:\n{output[-3000:]}")
            kit.bare(key)
        kit.solve("04")
        kit.kit("check", "04")
        kit.bare("04")

        code03 = "Sources/DataProvider/ItemListDataProvider.swift"
        tests03 = kit.exercise("03")["testFirst"]["file"]
        spy10 = "Tests/ListMVPViewTests/PresenterSpy.swift"
        code04 = "Sources/ItemCells/ItemListDataProvider.swift"
        if not os.path.exists(kit.path("04", code04)):
            code04 = next(
                os.path.join("Sources", directory, name)
                for directory in os.listdir(kit.path("04", "Sources"))
                for name in sorted(os.listdir(kit.path("04", f"Sources/{directory}"))))

        def stage_edit(round_number):
            path = kit.path("03", tests03)
            text = open(path).read()
            text = text.replace("// stage: to-do-rows\n", f"// stage: to-do-rows\n  // edit {round_number}\n", 1)
            open(path, "w").write(text)

        rows = {name: [] for name in [
            "bare 03", "test-first, a stage's test edited", "test-first, the code edited",
            "bare 10", "test-first, a double edited", "bare 04", "guided, the code edited"]}
        def exercise03(round_number):
            kit.append("03", code03, f"// bare {round_number}")
            rows["bare 03"].append(kit.bare("03")[0])
            stage_edit(round_number)
            rows["test-first, a stage's test edited"].append(kit.check("03")[0])
            kit.append("03", code03, f"// code {round_number}")
            rows["test-first, the code edited"].append(kit.check("03")[0])

        def exercise10(round_number):
            kit.append("10", "Sources/ListMVPView/ItemsTableViewController.swift", f"// bare {round_number}")
            rows["bare 10"].append(kit.bare("10")[0])
            kit.append("10", spy10, f"// edit {round_number}")
            rows["test-first, a double edited"].append(kit.check("10")[0])

        def exercise04(round_number):
            kit.append("04", code04, f"// bare {round_number}")
            rows["bare 04"].append(kit.bare("04")[0])
            kit.append("04", code04, f"// code {round_number}")
            rows["guided, the code edited"].append(kit.kit("check", "04")[0])

        # A learner checks one exercise again and again: its rounds go back to back. In
        # the interleaved order each check follows another exercise's, whose bench shares
        # the bench scratch folder, so each first plans that folder again.
        scenarios = [exercise03, exercise10, exercise04]
        if options.order == "learner":
            plan = [(scenario, n) for scenario in scenarios for n in range(1, options.runs + 1)]
        else:
            plan = [(scenario, n) for n in range(1, options.runs + 1) for scenario in scenarios]
        for scenario, round_number in plan:
            scenario(round_number)
        for round_number in range(1, options.runs + 1):
            print(f"round {round_number}: " + ", ".join(
                f"{k} {v[round_number - 1]:.2f} s" for k, v in rows.items()), flush=True)

        median = lambda key: statistics.median(rows[key])
        print()
        print(f"Paired medians of {options.runs} rounds, against a bare `swift test` after a one-line edit:")
        for name, bare in [
            ("test-first, a stage's test edited", "bare 03"), ("test-first, the code edited", "bare 03"),
            ("test-first, a double edited", "bare 10"), ("guided, the code edited", "bare 04"),
        ]:
            ratios = [a / b for a, b in zip(rows[name], rows[bare])]
            print(f"  {name:<40} {median(name):6.2f} s   bare {median(bare):5.2f} s   "
                  f"{statistics.median(ratios):5.1f}×  (rounds: {', '.join(f'{r:.1f}×' for r in ratios)})")
        report(first_rows, next_rows if "next" in only else None)

        if options.breakdown and shutil.which("strace"):
            print()
            print("Where the time goes (one more round each, under strace; seconds of each phase's processes):")
            scenarios = [
                ("a stage's test edited (03)", lambda: stage_edit("trace"), ["check", "03"]),
                ("the code edited (03)", lambda: kit.append("03", code03, "// trace"), ["check", "03"]),
                ("a double edited (10)", lambda: kit.append("10", spy10, "// trace"), ["check", "10"]),
            ]
            for name, edit, args in scenarios:
                edit()
                trace = os.path.join(work, "trace.txt")
                subprocess.run(
                    ["strace", "-f", "--seccomp-bpf", "-ttt", "-s", "4096", "-e", "trace=execve",
                     "-o", trace, os.path.join(folder, ".build/debug/kit"), *args],
                    cwd=folder, env=kit.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                totals, wall = breakdown(trace)
                print(f"  {name}: {wall:.2f} s in all")
                for phase, seconds in totals.items():
                    if seconds > 0.005:
                        print(f"    {phase:<32} {seconds:6.2f} s")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if Kit.killed:
        sys.exit(1)


if __name__ == "__main__":
    main()
