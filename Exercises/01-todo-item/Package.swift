// swift-tools-version: 6.2
import PackageDescription

// Exercise 01: ToDoItem and Location as value types. Like every exercise it names the
// kit two folders up, but uses none of its products: the module defines its own model
// types (the learner writes them) instead of importing the kit's ToDo.
let package = Package(
  name: "ItemModel",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(name: "ItemModel"),
    .testTarget(name: "ItemModelTests", dependencies: ["ItemModel"]),
  ],
  swiftLanguageModes: [.v6]
)
