"""The kit's exercises for scripts, assembled as the kit's ManifestLoader assembles them.

Exercises/exercises.json holds only the order (a list of folders); each exercise's facts are
in its own files: Solutions/NN-slug/exercise.json (the curriculum) and
Solutions/NN-slug/mutants.json (the mutants). The reds kit verify --record writes
(Solutions/NN-slug/reds.json) are left out: no script needs them.
"""
import json
import os


def exercises(root):
    """Every exercise in walkthrough order: its exercise.json, with its id (the folder's
    NN), its folder and its mutants."""
    with open(os.path.join(root, "Exercises", "exercises.json")) as file:
        folders = json.load(file)["exercises"]
    for folder in folders:
        with open(os.path.join(root, "Solutions", folder, "exercise.json")) as file:
            exercise = json.load(file)
        with open(os.path.join(root, "Solutions", folder, "mutants.json")) as file:
            mutants = json.load(file)["mutants"]
        yield dict(exercise, id=folder.split("-", 1)[0], folder=folder, mutants=mutants)
