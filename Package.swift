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
    .executable(name: "kit", targets: ["kit"]),
  ],
  targets: [
    .target(name: "ToDo"),
    .target(name: "ListKit", dependencies: ["ToDo"]),
    .target(name: "TestDoubles", dependencies: ["ToDo", "ListKit"]),
    .target(name: "KitCore"),
    .executableTarget(name: "kit", dependencies: ["KitCore"]),
    .testTarget(name: "ToDoTests", dependencies: ["ToDo"]),
    .testTarget(name: "ListKitTests", dependencies: ["ListKit", "ToDo"]),
    .testTarget(name: "TestDoublesTests", dependencies: ["TestDoubles", "ListKit", "ToDo"]),
    .testTarget(name: "KitCoreTests", dependencies: ["KitCore"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
