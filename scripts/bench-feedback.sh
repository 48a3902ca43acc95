#!/usr/bin/env bash
# Measures the TDD loop on this machine: how long from saving a file to a verdict.
#
#   scripts/bench-feedback.sh [--runs N] [--skip-verify] [--root-tests]
#
# Works in a fresh clone under a temporary folder (your own folders are never touched)
# and prints one table:
#   - a bare `swift test` in an exercise folder: cold, then after a one-line body edit;
#   - `kit check`: an exercise's first check with the kit cold, a further exercise's first
#     check, without and with the background build a green check starts for the next
#     exercise, and checks after a one-line body edit;
#   - the cost of starting kit: `swift run kit list` against `scripts/kit list` (paired);
#   - `kit verify`: every exercise, cold; warm with --fresh (everything built again on
#     warm build folders); unchanged (the clean verdicts reused from the verify cache);
#     and after a comment line is added to one exercise's solution;
#   - with --root-tests: the root `swift test` after `swift build --product kit` (the
#     end-to-end suites skipped, as a plain `swift test` does) and those suites on their
#     own, as CI runs them (TDDKIT_END_TO_END=1), with how many packages they built.
# Incremental figures are the median of N runs (default 5); on a busy machine only the
# paired figures (measured back to back) compare. Needs git and swift.
set -euo pipefail
runs=5
verify=yes
root_tests=no
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --skip-verify) verify=no; shift ;;
    --root-tests) root_tests=yes; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$root" "$work/kit"
cd "$work/kit"

first=03-data-provider
further=04-cells
file=Exercises/$first/Sources/DataProvider/ItemListDataProvider.swift

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", b - a }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
timed() { local start; start=$(now); "$@" >/dev/null 2>&1 || true; seconds "$start" "$(now)"; }

# A one-line body edit: the first function body's `0` becomes `N - N`, with a new N on
# every run (the same value, so the verdict stays the same; the file must recompile).
edit() {
  perl -0pi -e "s/^    (?:0|\\d+ - \\d+)\$/    $1 - $1/m" "$file"
}

swift build --product kit >/dev/null 2>&1
# The kit as a learner's shell runs it, with the background build a green check starts.
kit() { .build/debug/kit "$@"; }

# The same command through `swift run` and through scripts/kit, back to back, N times.
swift run kit list >/dev/null 2>&1
start_pairs=$(for i in $(seq 1 "$runs"); do
  echo "$(timed swift run kit list) $(timed scripts/kit list)"
done)
start_swift_run=$(echo "$start_pairs" | awk '{ print $1 }' | median)
start_script=$(echo "$start_pairs" | awk '{ print $2 }' | median)

bare_cold=$(cd "Exercises/$first" && timed swift test)
bare_edit=$(for i in $(seq 1 "$runs"); do edit "$i"; (cd "Exercises/$first" && timed swift test); done | median)
git checkout -q -- "$file"

check_cold=$(timed kit check "$first")
check_further=$(timed kit check "$further")
check_edit=$(for i in $(seq 1 "$runs"); do edit "$((i + 100))"; timed kit check "$first"; done | median)
git checkout -q -- "$file"

# The further exercise made green (its solution's sources): the check starts building the
# next one in the background; once that build is over, the next one's first check.
prepared=05-editing
cp -R "Solutions/$further/Sources/." "Exercises/$further/Sources/"
kit check "$further" >/dev/null 2>&1 || true
wait_started=$(now)
while [ -f .tddkit/preparing ] && kill -0 "$(cut -d' ' -f1 .tddkit/preparing)" 2>/dev/null; do
  sleep 0.5
done
prepare_build=$(seconds "$wait_started" "$(now)")
check_prepared=$(timed kit check "$prepared")
git checkout -q -- "Exercises/$further"

verify_cold="skipped"
verify_warm="skipped"
verify_unchanged="skipped"
verify_one="skipped"
if [ "$verify" = yes ]; then
  rm -rf .build/tddkit  # cold: no exercise copy and no shared library build left from the checks
  verify_cold=$(timed kit verify --skip-root-tests)
  verify_warm=$(timed kit verify --skip-root-tests --fresh)
  verify_unchanged=$(timed kit verify --skip-root-tests)
  solution=Solutions/$first/Sources/DataProvider/ItemListDataProvider.swift
  echo "// an edit" >>"$solution"
  verify_one=$(timed kit verify --skip-root-tests)
  git checkout -q -- "$solution"
fi

root_plain="skipped"
root_end_to_end="skipped"
end_to_end_builds="skipped"
if [ "$root_tests" = yes ]; then
  root_plain=$(timed swift test)
  logs=$work/end-to-end-logs
  root_end_to_end=$(TDDKIT_LOG_FOLDER=$logs timed env TDDKIT_END_TO_END=1 \
    swift test --skip-build --filter "EndToEndTests|SharedScratchTests")
  # Each command the kit ran is one log (its time, then its line); a build is a `swift test` or `swift build`
  # that was not told --skip-build.
  end_to_end_builds=$(awk 'FNR == 2' "$logs"/*.log 2>/dev/null \
    | grep -E '^swift (test|build)' | grep -vc -- '--skip-build' || true)
fi

ratio=$(awk -v a="$check_edit" -v b="$bare_edit" 'BEGIN { printf "%.2f", a / b }')
cat <<TABLE
Feedback on $(nproc) cores, $(swift --version 2>/dev/null | head -n 1)
| measure                                               | seconds |
|-------------------------------------------------------|---------|
| bare swift test in $first, cold                 | $bare_cold |
| bare swift test after a one-line body edit (median $runs) | $bare_edit |
| kit check $first, first (kit cold)              | $check_cold |
| kit check $further, first (a further exercise)          | $check_further |
| kit check $prepared, first, after its background build    | $check_prepared |
| (the background build after kit check $further went green)  | $prepare_build |
| kit check after a one-line body edit (median $runs)       | $check_edit |
| kit check edit / bare swift test edit                  | ${ratio}x |
| kit verify --skip-root-tests, cold (every exercise)  | $verify_cold |
| kit verify --skip-root-tests --fresh, warm           | $verify_warm |
| kit verify --skip-root-tests, nothing changed        | $verify_unchanged |
| kit verify --skip-root-tests, one solution edited    | $verify_one |
| swift run kit list (median $runs, paired)                  | $start_swift_run |
| scripts/kit list (median $runs, paired)                    | $start_script |
| root swift test after swift run kit (end-to-end skipped) | $root_plain |
| the end-to-end suites on their own, as CI runs them   | $root_end_to_end |
| packages the end-to-end suites built                  | $end_to_end_builds |
TABLE
