// swift-tools-version: 6.2
import PackageDescription

// Exercise 02: the learner's own ItemManager. Like every exercise it names the kit two
// folders up, but uses none of its products: the module manages its own copy of
// exercise 01's model types instead of importing the kit's ToDo.
let package = Package(
  name: "ItemManagement",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(name: "ItemManagement"),
    .testTarget(name: "ItemManagementTests", dependencies: ["ItemManagement"]),
  ],
  swiftLanguageModes: [.v6]
)
