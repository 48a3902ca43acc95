// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The kit's libraries, its runner, and their tests. Every module is compiled in the
// Swift 6 language mode with complete concurrency checking.
let package = Package(
  name: "TDDKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ToDo", targets: ["ToDo"]),
    .library(name: "ListKit", targets: ["ListKit"]),
    .library(name: "TestDoubles", targets: ["TestDoubles"]),
    .executable(name: "kit", targets: ["kit"]),
  ],
  targets: [
    .target(name: "ToDo"),
    .target(name: "ListKit", dependencies: ["ToDo"]),
    .target(name: "TestDoubles", dependencies: ["ToDo", "ListKit"]),
    .target(name: "KitCore"),
    .executableTarget(name: "kit", dependencies: ["KitCore"]),
    .testTarget(name: "ToDoTests", dependencies: ["ToDo", "TestDoubles"]),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "ToDo"]),
    .testTarget(name: "TestDoublesTests", dependencies: ["TestDoubles", "ListKit", "ToDo"]),
    .testTarget(name: "KitCoreTests", dependencies: ["KitCore"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Exercises

/// Each exercise's solution, compiled against that exercise's own tests under the same
/// module name, so that a plain `swift test` here proves every solution. The exercise
/// packages themselves build on their own from `Exercises/NN-slug`; these modules stay
/// out of the products. Where a stage asks the learner to write tests, the solution's
/// reference tests run too, as `<Module>WrittenTests`. `rootExcludes` names the few
/// test files that only make sense with code the learner writes in the test folder (a
/// double to finish, a placeholder red); `kit verify` runs them with the solution's files.
/// `kit verify` fails while this list and the kit's manifest (`Exercises/exercises.json`
/// and each `Solutions/NN-slug/exercise.json`) disagree: the list cannot be read from
/// there, because SwiftPM does not evaluate a manifest again when a file it reads changes.
let exercises: [(folder: String, module: String, hasWrittenTests: Bool, rootExcludes: [String])] = [
  ("00-first-red", "FirstRed", false, []),
  ("01-todo-item", "ItemModel", false, []),
  ("02-item-manager", "ItemManagement", false, []),
  ("03-data-provider", "DataProvider", false, []),
  ("04-cells", "ItemCells", false, []),
  ("05-editing", "Editing", true, []),
  ("06-item-cell", "ItemCellLabels", true, []),
  ("07-list-view-controller", "ListWiring", false, []),
  ("08-detail-view-controller", "DetailScreen", true, []),
  ("09-input-view-controller", "InputScreen", false, []),
  (
    "10-mvp-view-controller", "ListMVPView", true,
    ["PresenterSpy.swift", "PresenterSpyTests.swift"]
  ),
  (
    "11-mvp-presenter", "ListMVPPresenter", true,
    ["MockCell.swift", "MockCellTests.swift", "ItemListPresenterTests+ConfigureCell.swift"]
  ),
  ("12-diffable-list", "DiffableList", true, []),
  ("13-capstone", "Capstone", true, ["StartHere.swift"]),
]

for exercise in exercises {
  let kit: [Target.Dependency] = ["ToDo", "ListKit"]
  let tests = "\(exercise.folder)/Tests/\(exercise.module)Tests"
  package.targets += [
    .target(
      name: exercise.module, dependencies: kit,
      path: "Solutions/\(exercise.folder)/Sources/\(exercise.module)"),
    // Under `Exercises`, which is always there, with the exercise's tests as its sources:
    // a learner's deleted exercise folder is then a warning, not a package that cannot
    // load, so `swift run kit reset NN` can still bring it back.
    .testTarget(
      name: "\(exercise.module)Tests",
      dependencies: [.target(name: exercise.module), "TestDoubles"] + kit,
      path: "Exercises",
      exclude: everything(inExercisesBut: tests)
        + exercise.rootExcludes.map { "\(tests)/\($0)" }.filter(isInExercises),
      sources: [tests]),
  ]
  if exercise.hasWrittenTests {
    package.targets.append(
      .testTarget(
        name: "\(exercise.module)WrittenTests",
        dependencies: [.target(name: exercise.module), "TestDoubles"] + kit,
        path: "Solutions/\(exercise.folder)/Tests/\(exercise.module)Tests"))
  }
}

/// Whether `path` is in `Exercises` now: an exclude that names a missing file is a warning on
/// every build, and test-first mode deletes some of the files the targets exclude.
func isInExercises(_ path: String) -> Bool {
  FileManager.default.fileExists(atPath: Context.packageDirectory + "/Exercises/" + path)
}

/// What a test target under `Exercises` leaves out, so that SwiftPM finds no file it does
/// not handle: every entry on the way to `kept` but the one leading there, as the disk has
/// them now (an entry listed and missing would be a warning of its own).
func everything(inExercisesBut kept: String) -> [String] {
  var excluded: [String] = []
  var folder = ""
  for part in kept.split(separator: "/").map(String.init) {
    let path = Context.packageDirectory + "/Exercises" + (folder.isEmpty ? "" : "/\(folder)")
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    excluded += entries.filter { $0 != part && !$0.hasPrefix(".") }.map {
      folder.isEmpty ? $0 : "\(folder)/\($0)"
    }
    folder = folder.isEmpty ? part : "\(folder)/\(part)"
  }
  return excluded
}
