// swift-tools-version: 6.2
import PackageDescription

// Exercise 06: the item cell's labels. The kit is the package two folders up; its
// `name:` keeps the dependency's identity stable whatever the clone's folder is called.
let package = Package(
  name: "ItemCellLabels",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(
      name: "ItemCellLabels",
      dependencies: [
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "ItemCellLabelsTests",
      dependencies: [
        "ItemCellLabels",
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "TestDoubles", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
