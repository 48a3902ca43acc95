// swift-tools-version: 6.2
import PackageDescription

// Exercise 05: editing the item list (swipe to check and uncheck). Run `swift test` in this folder.
// The kit is found two folders up; `name:` keeps that working in a clone with another name.
let package = Package(
  name: "Editing",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(
      name: "Editing",
      dependencies: [
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "EditingTests",
      dependencies: [
        "Editing",
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
