#!/usr/bin/env bash
# Runs one exercise's tests against its starter, its solution, a stage snapshot or a
# mutant, in a scratch copy, so the learner's folder is never touched.
#
#   scripts/try-exercise.sh 03-data-provider                 # your code, in a copy
#   scripts/try-exercise.sh 03-data-provider --solution      # the finished code
#   scripts/try-exercise.sh 03-data-provider --stage to-do-rows
#   scripts/try-exercise.sh 03-data-provider --mutant sections-swapped
#   extra arguments after -- go to `swift test` (e.g. -- --filter ItemListDataProviderTests)
#
# The tests are always your current Tests folder. With --solution, --stage or --mutant the
# Sources are the solution's (or the stage's) alone, not laid over yours, so a file you
# added or renamed cannot clash with them.
#
# The copy must sit exactly two levels below the
# root, because an exercise's Package.swift finds the kit at "../..". So it is
# .tddkit-try/<folder>. One scratch path is shared by every copy (set TDDKIT_SCRATCH to
# choose another), so only the first run builds the kit's libraries.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
usage="usage: scripts/try-exercise.sh NN-slug [--solution | --stage ID | --mutant ID] [-- swift test args]"
case "${1:-}" in
  ""|-h|--help) echo "$usage"; exit 0 ;;
esac
folder=$1
shift
mode=starter; name=""
while [ $# -gt 0 ]; do
  case "$1" in
    --solution) mode=solution; shift ;;
    --stage) mode=stage; name=${2:?--stage needs an id}; shift 2 ;;
    --mutant) mode=mutant; name=${2:?--mutant needs an id}; shift 2 ;;
    --) shift; break ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
exercise="$root/Exercises/$folder"
solution="$root/Solutions/$folder"
[ -d "$exercise" ] || { echo "no exercise folder $exercise" >&2; exit 2; }
copy="$root/.tddkit-try/$folder"
rm -rf "$copy"; mkdir -p "$copy"
cp -R "$exercise/Package.swift" "$exercise/Sources" "$exercise/Tests" "$copy/"
overlay() { [ -d "$1" ] && cp -R "$1/." "$copy/" || true; }
# Anything but the starter begins from the solution's sources alone.
[ "$mode" = starter ] || rm -rf "$copy/Sources"
case "$mode" in
  solution) overlay "$solution" ;;
  stage) [ -d "$solution/Stages/$name" ] || { echo "no stage $name" >&2; exit 2; }
         overlay "$solution/Stages/$name"
         [ -d "$copy/Sources" ] || cp -R "$solution/Sources" "$copy/Sources" ;;
  mutant) [ -d "$solution/Mutants/$name" ] || { echo "no mutant $name" >&2; exit 2; }
          overlay "$solution"; overlay "$solution/Mutants/$name" ;;
esac
# Solutions/NN keeps Stages/ and Mutants/ beside Sources/: drop them from the copy.
rm -rf "$copy/Stages" "$copy/Mutants"
scratch=${TDDKIT_SCRATCH:-$root/.build/exercises}
# SwiftPM judges its cached plan by the files of the package that made it: when another
# package used this scratch path last, drop the plan, or the other package's tests run.
mkdir -p "$(dirname "$scratch")"
if [ "$(cat "$scratch.package" 2>/dev/null)" != "$copy" ]; then
  rm -f "$scratch/debug.yaml"
  printf '%s' "$copy" > "$scratch.package"
fi
cd "$copy"
exec swift test --scratch-path "$scratch" "$@"
