#!/usr/bin/env bash
# Compiles exercise 00's test templates, as a learner would fill them in, in a throwaway
# package: a template that no longer builds with the kit's Swift must fail CI, not the
# learner who copies it. Plain template: a plain class; main-actor template: a
# @MainActor class. Builds only (the filled-in tests end in XCTFail on purpose).
# Usage: scripts/check-templates.sh    (about 15 s; needs only the Swift toolchain)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
templates="$root/Exercises/00-first-red/Template"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources/TemplateCheck" "$work/Tests/TemplateCheckTests"
cat >"$work/Package.swift" <<'SWIFT'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "TemplateCheck",
  targets: [
    .target(name: "TemplateCheck"),
    .testTarget(name: "TemplateCheckTests", dependencies: ["TemplateCheck"]),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
cat >"$work/Sources/TemplateCheck/Types.swift" <<'SWIFT'
final class Shelf {}

@MainActor
final class ShelfScreen {}
SWIFT

# Replaces the template's placeholders the way the header tells a learner to.
fill() {
  sed -e 's/<#Module#>/TemplateCheck/g' -e "s/<#TypeUnderTest#>/$2/g" \
    -e 's/<#Behaviour under test#>/Counting/g' -e 's/<#subject#>/count/g' \
    -e 's/<#condition#>/whenEmpty/g' -e 's/<#expectation#>/isZero/g' "$1"
}
fill "$templates/TestTemplate.swift.txt" Shelf >"$work/Tests/TemplateCheckTests/ShelfTests.swift"
fill "$templates/MainActorTestTemplate.swift.txt" ShelfScreen \
  >"$work/Tests/TemplateCheckTests/ShelfScreenTests.swift"
if grep -v '^//' "$work"/Tests/TemplateCheckTests/*.swift | grep -n '<#'; then
  echo "check-templates: a placeholder above has no value in this script" >&2
  exit 1
fi

swift build --build-tests --package-path "$work" -Xswiftc -warnings-as-errors
echo "check-templates: both templates compile."
