// swift-tools-version: 6.2
import PackageDescription

// Exercise 09: the input view controller, tested with a geocoder stub. The kit is the
// package two folders up; `name: "TDDKit"` keeps that working in a clone whose folder
// has another name.
let package = Package(
  name: "InputScreen",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(
      name: "InputScreen",
      dependencies: [
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "InputScreenTests",
      dependencies: [
        "InputScreen",
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "TestDoubles", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
