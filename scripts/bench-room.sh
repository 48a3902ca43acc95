#!/usr/bin/env bash
# Measures the instructor's view of a large room: how long `kit room --html` takes once the
# learners' refs are fetched, and how big the page is.
#
#   scripts/bench-room.sh [--runs N] [--learners N] [--exercises N] [--lights N] [--release]
#
# Fills a bare repository in a temporary folder with N learners' shared documents
# (scripts/room-sample.py; default 40 learners x 14 exercises x 500 lights, the most a
# learner's state keeps), fetches it once with `kit room --json` (timed on its own), then
# times `kit room --no-fetch --html` (the page from the fetched copy), `--json` and the
# terminal's rows, the median of N runs each (default 5). Prints the documents' size, the
# times and the page's size. The kit runs as `scripts/kit` runs it, a debug build, unless
# --release. The issue's targets: the page in under 2 s after the fetch, under 2 MB.
# Needs python3, git and swift.
set -euo pipefail
runs=5
learners=40
exercises=14
lights=500
configuration=debug
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=${2:?--runs needs a number}; shift 2 ;;
    --learners) learners=${2:?}; shift 2 ;;
    --exercises) exercises=${2:?}; shift 2 ;;
    --lights) lights=${2:?}; shift 2 ;;
    --release) configuration=release; shift ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
rooms="$root/.build/tddkit/rooms"
mkdir -p "$rooms"
before=$(ls "$rooms")
cleanup() {
  rm -rf "$work"
  # The room's copy this run fetched: everything in .build/tddkit/rooms that was not there.
  for copy in $(ls "$rooms"); do
    if ! grep -qx "$copy" <<<"$before"; then rm -rf "${rooms:?}/$copy"; fi
  done
}
trap cleanup EXIT

python3 "$root/scripts/room-sample.py" "$work/room.git" --learners "$learners" \
  --exercises "$exercises" --lights "$lights"
swift build --package-path "$root" -c "$configuration" --product kit >&2
kit="$root/.build/$configuration/kit"
cd "$root"

seconds() { python3 -c 'import sys, time; print(f"{time.time():.3f}")'; }
timed() {
  local start end
  start=$(seconds)
  "$@" >/dev/null
  end=$(seconds)
  python3 -c "print(f'{$end - $start:.2f}')"
}
median() { tr ' ' '\n' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

fetch=$(timed "$kit" room "$work/room.git" --json)
html=""; json=""; terminal=""
for _ in $(seq "$runs"); do
  html="$html $(timed "$kit" room "$work/room.git" --no-fetch --html "$work/room.html")"
  json="$json $(timed "$kit" room "$work/room.git" --no-fetch --json)"
  terminal="$terminal $(timed "$kit" room "$work/room.git" --no-fetch)"
done
page=$(wc -c <"$work/room.html")

echo
echo "room: $learners learners x $exercises exercises x $lights lights ($configuration build, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?))"
echo "  first kit room --json, with the fetch:   $fetch s"
echo "  kit room --html after the fetch (median of $runs): $(echo $html | median) s   (runs:$html)"
echo "  kit room --json after the fetch (median): $(echo $json | median) s"
echo "  kit room (terminal) after the fetch (median): $(echo $terminal | median) s"
echo "  page: $page bytes ($(python3 -c "print(f'{$page / 1048576:.2f}')") MB)"
