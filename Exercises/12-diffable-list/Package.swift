// swift-tools-version: 6.2
import PackageDescription

// Exercise 12: the fourth edition's list, a store double and a diffable data source.
// The kit is found two folders up; `name: "TDDKit"` keeps that working in a clone
// whose folder has another name.
let package = Package(
  name: "DiffableList",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(
      name: "DiffableList",
      dependencies: [
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "DiffableListTests",
      dependencies: [
        "DiffableList",
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "TestDoubles", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
