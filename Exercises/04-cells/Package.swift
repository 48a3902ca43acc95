// swift-tools-version: 6.2
import PackageDescription

// Exercise 04: the item list's cells. Run `swift test` in this folder.
// The kit is found two folders up; `name:` keeps that working in a clone with another name.
let package = Package(
  name: "ItemCells",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(
      name: "ItemCells",
      dependencies: [
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "ItemCellsTests",
      dependencies: [
        "ItemCells",
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "TestDoubles", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
