#!/usr/bin/env python3
"""Fills a bare git repository with learners' shared documents, as `kit share` writes them.

    scripts/room-sample.py ROOM.git [--learners N] [--exercises N] [--lights N] [--seed S]

For the room's benchmark (scripts/bench-room.sh: 40 learners x 14 exercises x 500 lights,
the most a learner's state keeps) and for looking at a page without a workshop. Each
learner works the kit's own exercises (scripts/kit_manifest.py reads them) over five working
days: stages turn green in order, red and amber runs with the failing test of the stage
and a compiler's words, a few learners test-first with verdicts, planted mistakes that get
through and wrong tests' diagnoses from the manifest. The layout is the one docs/runner.md
documents for learner.json (version 1). Needs python3 and git.
"""
import argparse
import json
import os
import random
import subprocess
import tempfile
import uuid

import kit_manifest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START = 1_795_000_000 - 1_795_000_000 % 86400 + 8 * 3600  # a Monday, 08:00 UTC
NAMES = ["ana", "bo", "cy", "dee", "eli", "fay", "gus", "hal", "ivy", "jo", "kai", "lu",
         "max", "ned", "oda", "pia", "quin", "rae", "sam", "tia", "uma", "vic", "wen", "xia",
         "yan", "zoe"]


def git(room, *args, data=None):
    result = subprocess.run(["git", "--git-dir", room, *args], input=data, capture_output=True,
                            check=True)
    return result.stdout.decode().strip()


def iso(seconds):
    import datetime
    return datetime.datetime.fromtimestamp(seconds, datetime.timezone.utc).strftime(
        "%Y-%m-%dT%H:%M:%SZ")


def runs(values):
    """The changes of a list of values, as learner.json keeps them: the lights where the
    value changes, each an index into a table of distinct values (-1 for none)."""
    if all(v is None for v in values):
        return None
    lights, indexes, table, last = [], [], [], None
    for index, value in enumerate(values):
        if index == 0 and value is None or index > 0 and value == last:
            continue
        last = value
        lights.append(index)
        if value is None:
            indexes.append(-1)
        else:
            if value not in table:
                table.append(value)
            indexes.append(table.index(value))
    return {"lights": numbers(lights), "values": numbers(indexes), "table": table}


def numbers(values, deltas=False):
    """Whole numbers as learner.json writes them: one string, separated by spaces; with
    deltas, each after the first as the difference from the one before."""
    if deltas:
        values = values[:1] + [b - a for a, b in zip(values, values[1:])]
    return " ".join(str(v) for v in values)


def exercise_lights(rng, exercise, count, clock, test_first):
    """`count` lights of one exercise from `clock` on; answers the columns and facts."""
    stages = exercise["stages"]
    mutants = exercise.get("mutants", [])
    green_upto = 0
    columns = {"at": [], "colour": "", "changed": "", "ran": [], "passed": []}
    green_lists, failures, nexts, verdicts, survivors, diagnoses = [], [], [], [], [], []
    total = max(1, sum(len(s["tests"]) for s in stages))
    verdict, survivor, diagnosis, failure = None, None, None, None
    for index in range(count):
        clock[0] += rng.randint(20, 150)
        day_second = (clock[0] - START) % 86400
        if day_second > 9.5 * 3600:  # the working day is over: the next morning, 08:00
            clock[0] += 86400 - day_second
        colour = rng.choices("rgac", [45, 35, 15, 5])[0]
        if colour == "g" and green_upto < len(stages) and rng.random() < 0.15:
            green_upto += 1
        stage = stages[min(green_upto, len(stages) - 1)]
        test = stage["tests"][0] if stage["tests"] else "stage " + stage["id"]
        side = "f" if index == 0 else rng.choice("tcbn")
        tests_changed = side in "tbf"
        columns["at"].append(clock[0])
        columns["colour"] += colour
        columns["changed"] += side
        passed = sum(len(s["tests"]) for s in stages[:green_upto])
        columns["ran"].append(total)
        columns["passed"].append(total if colour == "g" else passed)
        green_lists.append([s["id"] for s in stages[:green_upto]] or None)
        # A red repeats its message until the code or the tests change what fails.
        if colour == "a":
            failure = "does not compile: cannot find 'sut' in scope"
        elif colour in "rc":
            if failure is None or failure.startswith("does not") or rng.random() < 0.3:
                failure = (f"{test}: XCTAssertEqual failed: (\"{rng.randint(0, 2)}\") is not "
                           f"equal to (\"{rng.randint(3, 4)}\")")
        else:
            failure = None
        failures.append(failure)
        nexts.append(None if colour == "g" else test)
        # Verdicts and planted mistakes change only when the tests do.
        aimed = [m["id"] for m in mutants if m.get("stage") == stage["id"]] or \
            [m["id"] for m in mutants]
        if test_first and (verdict is None or (tests_changed and rng.random() < 0.3)):
            verdict = {s["id"]: rng.choice(["proven", "weak", "wrong", "cannot fail"])
                       for s in stages[:green_upto + 1]}
        verdicts.append(verdict)
        if tests_changed and aimed and rng.random() < 0.2:
            survivor = [rng.choice(aimed)] if rng.random() < 0.4 else None
            diagnosis = [rng.choice(aimed)] if test_first and rng.random() < 0.3 else None
        survivors.append(survivor)
        diagnoses.append(diagnosis)
    columns["at"] = numbers(columns["at"], deltas=True)
    columns["ran"] = numbers(columns["ran"])
    columns["passed"] = numbers(columns["passed"])
    for key, values in [("stagesGreen", green_lists), ("failure", failures), ("next", nexts),
                        ("verdicts", verdicts), ("survivors", survivors),
                        ("diagnoses", diagnoses)]:
        changes = runs(values)
        if changes:
            columns[key] = changes
    return columns, green_upto, failures[-1] is None


def learner_document(rng, name, manifest, exercises, lights):
    clock = [START + rng.randint(0, 1800)]
    progress_exercises, all_lights = [], {}
    working = None
    for number, exercise in enumerate(manifest["exercises"]):
        test_first = "testFirst" in exercise and rng.random() < 0.3
        record = {"id": exercise["id"], "folder": exercise["folder"], "status": "not-started",
                  "testsTotal": sum(1 if s["kind"] == "write-the-test" else len(s["tests"])
                                    for s in exercise["stages"]),
                  "flagged": [], "flags": [], "mode": "test-first" if test_first else "guided",
                  "hintLevels": {}, "stagesDone": [],
                  "lights": {"red": 0, "amber": 0, "green": 0, "crashed": 0, "timedOut": 0}}
        if number < exercises:
            columns, done_stages, last_green = exercise_lights(
                rng, exercise, lights, clock, test_first)
            all_lights[exercise["id"]] = columns
            done = done_stages == len(exercise["stages"]) and last_green
            record.update(status="done" if done else "in-progress",
                          lastCheck=iso(clock[0]), testsGreen=done_stages)
            for letter, key in [("r", "red"), ("a", "amber"), ("g", "green"), ("c", "crashed")]:
                record["lights"][key] = columns["colour"].count(letter)
            if rng.random() < 0.3:
                record["flags"].append({"kind": "code-before-red", "at": iso(clock[0]),
                                        "subjects": []})
            if test_first:
                record["hintLevels"] = {exercise["stages"][0]["id"]: rng.randint(1, 3)}
            working = exercise["id"]
        progress_exercises.append(record)
    now = iso(clock[0] + 60)
    return {"version": 1, "name": name, "learner": str(uuid.UUID(int=rng.getrandbits(128))),
            "sharedAt": now, "withCode": False, "lights": all_lights,
            "progress": {"version": 4, "generatedAt": now, "current": working,
                         "working": working, "exercises": progress_exercises}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("room")
    parser.add_argument("--learners", type=int, default=40)
    parser.add_argument("--exercises", type=int, default=14)
    parser.add_argument("--lights", type=int, default=500)
    parser.add_argument("--seed", type=int, default=24)
    options = parser.parse_args()
    manifest = {"exercises": list(kit_manifest.exercises(ROOT))}
    rng = random.Random(options.seed)
    if not os.path.exists(os.path.join(options.room, "HEAD")):
        subprocess.run(["git", "init", "-q", "--bare", options.room], check=True)
    total = 0
    for number in range(options.learners):
        name = NAMES[number % len(NAMES)] + ("" if number < len(NAMES) else str(number))
        document = json.dumps(
            learner_document(rng, name, manifest, options.exercises, options.lights),
            separators=(",", ":"), sort_keys=True).encode()
        total += len(document)
        blob = git(options.room, "hash-object", "-w", "--stdin", data=document)
        tree = git(options.room, "mktree", data=f"100644 blob {blob}\tlearner.json\n".encode())
        env = dict(os.environ, GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL="x@tddkit.invalid",
                   GIT_COMMITTER_NAME=name, GIT_COMMITTER_EMAIL="x@tddkit.invalid")
        commit = subprocess.run(["git", "--git-dir", options.room, "commit-tree", tree, "-m",
                                 name], capture_output=True, check=True, env=env)
        git(options.room, "update-ref", f"refs/tddkit/learners/{name}",
            commit.stdout.decode().strip())
    print(f"{options.learners} learners x {options.exercises} exercises x {options.lights} "
          f"lights in {options.room}: {total / 1e6:.1f} MB of learner.json")


if __name__ == "__main__":
    main()
