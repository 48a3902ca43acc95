// swift-tools-version: 6.2
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
  ],
  targets: [
    .target(name: "ToDo"),
    .target(name: "ListKit", dependencies: ["ToDo"]),
    .target(name: "TestDoubles", dependencies: ["ToDo", "ListKit"]),
    .testTarget(name: "ToDoTests", dependencies: ["ToDo"]),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "ToDo"]),
    .testTarget(name: "TestDoublesTests", dependencies: ["TestDoubles", "ListKit", "ToDo"]),
  ],
  swiftLanguageModes: [.v6]
)
