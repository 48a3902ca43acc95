#!/usr/bin/env bash
# Measures test-first mode's loop on this machine, in a fresh clone (your folders are never
# touched), on exercise 03:
#   - judging a stage the first time: the stage's test changed (a new comment line in its
#     section, so its digest changes and every trial runs again): the run on the reference
#     solution, on the code before the stage, on each of the stage's chaffs, and the kit's
#     tests on the learner's code;
#   - a check after an edit of the code alone: every verdict reused, only the learner's run
#     and the kit's tests on the new code.
# Prints the median of N runs (default 5) of the "judged in" time kit check reports and of
# the whole check, warm (the scratch folder built by a first check).
#
#   scripts/bench-test-first.sh [--runs N]
set -euo pipefail
runs=5
[ "${1:-}" = "--runs" ] && runs=${2:?--runs needs a number}

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone -q "$root" "$work/kit"
cd "$work/kit"
swift build --product kit >/dev/null 2>&1
kit() { TDDKIT_PREPARE=0 .build/debug/kit "$@"; }

tests=Exercises/03-data-provider/Tests/DataProviderTests/ItemListDataProviderTests.swift
code=Exercises/03-data-provider/Sources/DataProvider/ItemListDataProvider.swift
now() { date +%s.%N; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# One check: "<judged seconds> <whole seconds>".
check() {
  local start output
  start=$(now)
  output=$(kit check 03 2>&1 || true)
  echo "$(echo "$output" | sed -n 's/.*your tests judged in \([0-9.]*\) s.*/\1/p') $(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')"
}

kit check 03 >/dev/null 2>&1 || true   # warms the scratch folder, guided
kit start 03 --test-first >/dev/null
perl -0pi -e 's|(// stage: two-sections\n.*\n)|$1  func test_sections() async {\n    XCTAssertEqual(tableView.numberOfSections, 2)\n  }\n|' "$tests"
check >/dev/null                        # the first judgement builds the trial copies

stage=$(for i in $(seq 1 "$runs"); do
  perl -0pi -e "s|(// stage: two-sections\n)|\$1  // run $i\n|" "$tests"
  check
done)
codeonly=$(for i in $(seq 1 "$runs"); do
  perl -0pi -e "s|^    0\$|    $i - $i|m; s|^    \\d+ - \\d+\$|    $i - $i|m" "$code"
  check
done)

echo "test-first, exercise 03, stage two-sections (2 chaffs), median of $runs, warm:"
printf '  %-44s judged %6s s   whole check %6s s\n' \
  "a stage judged the first time" "$(echo "$stage" | awk '{ print $1 }' | median)" \
  "$(echo "$stage" | awk '{ print $2 }' | median)"
printf '  %-44s judged %6s s   whole check %6s s\n' \
  "an edit of the code alone (verdicts reused)" "$(echo "$codeonly" | awk '{ print $1 }' | median)" \
  "$(echo "$codeonly" | awk '{ print $2 }' | median)"
