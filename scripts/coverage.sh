#!/usr/bin/env bash
# Line coverage of the kit's own code (Sources/) by the root tests, one row per module.
#
#   scripts/coverage.sh [--skip-tests]
#
# Runs `swift test --enable-code-coverage` (unless --skip-tests reuses the last run's
# profile), then asks the toolchain's llvm-cov for a report restricted to Sources/.
# Exercises and solutions are left out: they are the curriculum, proved by `kit verify`.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != "--skip-tests" ]; then
  log=$(mktemp)
  if ! swift test --enable-code-coverage >"$log" 2>&1; then
    tail -n 30 "$log" >&2
    echo "swift test failed (whole output: $log): no coverage to report" >&2
    exit 1
  fi
  rm -f "$log"
fi

bin=$(swift build --show-bin-path)
profile="$bin/codecov/default.profdata"
tests="$bin/TDDKitPackageTests.xctest"
[ -f "$profile" ] || { echo "no coverage profile at $profile: run without --skip-tests" >&2; exit 1; }

# The toolchain's own llvm-cov: a system one may not read this compiler's profile format.
llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov=llvm-cov
"$llvm_cov" report "$tests" -instr-profile "$profile" -ignore-filename-regex '/(Tests|Exercises|Solutions|\.build)/' \
  | awk -v root="$PWD/Sources/" '
      $1 ~ /\.swift$/ {
        # llvm-cov names files below their common folder, or in full when there is none.
        path = $1; sub(root, "", path); split(path, parts, "/"); module = parts[1]
        lines[module] += $8; missed[module] += $9
      }
      END {
        printf "%-14s %8s %8s %8s\n", "module", "lines", "missed", "cover"
        for (m in lines) {
          printf "%-14s %8d %8d %7.1f%%\n", m, lines[m], missed[m], 100 * (lines[m] - missed[m]) / lines[m] | "sort"
          all += lines[m]; allMissed += missed[m]
        }
        close("sort")
        printf "%-14s %8d %8d %7.1f%%\n", "Sources/", all, allMissed, 100 * (all - allMissed) / all
      }'
