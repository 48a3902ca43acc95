#!/usr/bin/env python3
"""Shows that docs/following-the-book.md is enough to follow the book with the kit.

It takes the list view controller's tests as a reader's notes print them (the
"ItemListViewControllerTest.swift" block of ../shared/seeds/002…), applies only the
changes docs/following-the-book.md marks "(applied by the check)", each by its id, and
builds and runs the result against exercise 07's solution in a temporary package. The
source's code is read at run time and never written into the kit.

It fails when the block is not found, when a change the page does not list would be
needed (the build or a test fails), when a listed change no longer matches anything, or
when the page stops marking a change this script applies.

Usage: scripts/check-book-tests.py [--seeds DIR]   (a cold run builds the kit's ListKit
and ToDo once, in .build/book-check; later runs take seconds)
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOLUTION = os.path.join(ROOT, "Solutions/07-list-view-controller/Sources/ListWiring")

# Each change: the page's id, a pattern over the book's test file, its replacement.
CHANGES = [
    ("modules", r"import XCTest\n@testable import ToDo", "import ListKit\nimport XCTest\n@testable import ListWiring"),
    ("main-actor", r"\nclass (\w+): XCTestCase", r"\n@MainActor\nclass \1: XCTestCase"),
    ("async-setup", r"override func (setUp|tearDown)\(\) \{", r"override func \1() async throws {"),
    ("async-tests", r"func (test\w*)\(\) \{", r"func \1() async {"),
    ("storyboard-code", r'UIStoryboard\(name: "Main",\s*bundle: nil\)', "MainStoryboard.make()"),
    ("storyboard-throws", r"storyboard\.instantiateViewController\(", "try storyboard.instantiateViewController("),
    ("outlets-optional", r"sut\.tableView\.", "sut.tableView?."),
    ("not-nsobject", r"XCTAssertEqual\((\s*sut\.tableView\?\.dataSource as\? ItemListDataProvider,)", r"XCTAssertIdentical(\1"),
]


def book_tests(seeds):
    for name in sorted(os.listdir(seeds)):
        with open(os.path.join(seeds, name), encoding="utf-8") as f:
            text = f.read()
        match = re.search(r"- ItemListViewControllerTest\.swift\n```swift\n(.*?)```", text, flags=re.S)
        if match:
            return match.group(1)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default=os.path.join(ROOT, "..", "shared", "seeds"))
    args = parser.parse_args()
    if not os.path.isdir(args.seeds):
        print(f"check-book-tests: no source material at {args.seeds}; pass --seeds DIR", file=sys.stderr)
        return 2
    code = book_tests(args.seeds)
    if code is None:
        print("check-book-tests: the reader's ItemListViewControllerTest block was not found", file=sys.stderr)
        return 1

    with open(os.path.join(ROOT, "docs/following-the-book.md"), encoding="utf-8") as f:
        page = f.read()
    problems = []
    for change_id, pattern, replacement in CHANGES:
        row = next((l for l in page.splitlines() if l.startswith(f"| `{change_id}` |")), "")
        if "(applied by the check)" not in row:
            problems.append(f"the page does not mark `{change_id}` as applied by the check")
        code, count = re.subn(pattern, replacement, code)
        if count == 0:
            problems.append(f"`{change_id}` no longer matches the book's tests")
    if problems:
        print("\n".join(f"check-book-tests: {p}" for p in problems), file=sys.stderr)
        return 1

    work = tempfile.mkdtemp(prefix="book-tests-")
    try:
        sources = os.path.join(work, "Sources/ListWiring")
        shutil.copytree(SOLUTION, sources)
        os.makedirs(os.path.join(work, "Tests/ListWiringTests"))
        with open(os.path.join(work, "Tests/ListWiringTests/ItemListViewControllerTest.swift"), "w") as f:
            f.write(code)
        with open(os.path.join(work, "Package.swift"), "w") as f:
            f.write(f'''// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "BookTests",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "{ROOT}")],
  targets: [
    .target(name: "ListWiring", dependencies: [.product(name: "ListKit", package: "TDDKit")]),
    .testTarget(
      name: "ListWiringTests",
      dependencies: ["ListWiring", .product(name: "ListKit", package: "TDDKit")]),
  ],
  swiftLanguageModes: [.v6]
)
''')
        scratch = os.path.join(ROOT, ".build/book-check")
        run = subprocess.run(
            ["swift", "test", "--package-path", work, "--scratch-path", scratch],
            capture_output=True, text=True)
        output = run.stdout + run.stderr
        executed = re.findall(r"Executed (\d+) tests?, with (\d+) failures?", output)
        if run.returncode != 0 or not executed or executed[-1][1] != "0" or executed[-1][0] == "0":
            print(output[-4000:])
            print("check-book-tests: the book's tests, changed only as the page says, do not pass", file=sys.stderr)
            return 1
        print(f"check-book-tests: the reader's {executed[-1][0]} list view controller tests pass against "
              f"exercise 07's solution with the page's {len(CHANGES)} changes.")
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
