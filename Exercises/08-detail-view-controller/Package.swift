// swift-tools-version: 6.2
import PackageDescription

// Exercise 08: the detail view controller, made by a storyboard scene. The kit is the
// package two folders up; `name: "TDDKit"` keeps that working in a clone whose folder
// has another name.
let package = Package(
  name: "DetailScreen",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(
      name: "DetailScreen",
      dependencies: [
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "DetailScreenTests",
      dependencies: [
        "DetailScreen",
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
