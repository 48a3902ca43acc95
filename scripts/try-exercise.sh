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
# The tests are always your current Tests folder; the code is the variant's, built by
# `kit materialise … --with-your-tests` from the patches beside the solution (the same
# code kit verify and kit check use). With --mutant the run ends with "caught by N tests"
# (exit 0) or "survived" (exit 1). One scratch path is shared by every copy (set
# TDDKIT_SCRATCH to choose another), so only the first run builds the kit's libraries.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
usage="usage: scripts/try-exercise.sh NN-slug [--solution | --stage ID | --mutant ID] [-- swift test args]"
case "${1:-}" in
  ""|-h|--help) echo "$usage"; exit 0 ;;
esac
folder=$1
shift
variant=starter
while [ $# -gt 0 ]; do
  case "$1" in
    --solution) variant=solution; shift ;;
    --stage) variant=stage:${2:?--stage needs an id}; shift 2 ;;
    --mutant) variant=mutant:${2:?--mutant needs an id}; shift 2 ;;
    --) shift; break ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
copy="$root/.build/tddkit/try/$folder"
(cd "$root" && swift run --quiet kit materialise "$folder" "$variant" --with-your-tests --into "$copy")
scratch=${TDDKIT_SCRATCH:-$root/.build/exercises}
# SwiftPM judges its cached plan by the files of the package that made it: when another
# package used this scratch path last, drop the plan, or the other package's tests run.
mkdir -p "$(dirname "$scratch")"
if [ "$(cat "$scratch.package" 2>/dev/null)" != "$copy" ]; then
  rm -f "$scratch/debug.yaml"
  printf '%s' "$copy" > "$scratch.package"
fi
cd "$copy"
case "$variant" in
  mutant:*) ;;
  *) exec swift test --scratch-path "$scratch" "$@" ;;
esac
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --scratch-path "$scratch" "$@" 2>&1 | tee "$log" || status=$?
# A failed XCTest case, or a failed Swift Testing test (not the run's or a suite's summary).
caught=$(grep -E "^Test Case .* failed \(|^✘ Test [^r].* failed" "$log" | grep -vc "^✘ Test run" || true)
if [ "$caught" -gt 0 ]; then
  [ "$caught" -eq 1 ] && tests=test || tests=tests
  echo "${variant#mutant:}: caught by $caught $tests"
  exit 0
elif [ "$status" -ne 0 ]; then
  echo "${variant#mutant:}: your tests did not run against it (see the errors above)"
  exit 1
fi
echo "${variant#mutant:}: survived: no test of yours failed against it"
exit 1
