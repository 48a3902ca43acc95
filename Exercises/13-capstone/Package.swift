// swift-tools-version: 6.2
import PackageDescription

// Exercise 13, the capstone: you write the doubles and the tests of a new feature.
// The kit is found two folders up; `name: "TDDKit"` keeps that working in a clone
// whose folder has another name.
let package = Package(
  name: "Capstone",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(
      name: "Capstone",
      dependencies: [
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "CapstoneTests",
      dependencies: [
        "Capstone",
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
