// swift-tools-version: 6.2
import PackageDescription

// Exercise 10: the MVP list view controller, tested with a presenter mock. The kit is the
// package two folders up; `name: "TDDKit"` keeps that working in a clone whose folder
// has another name.
let package = Package(
  name: "ListMVPView",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(
      name: "ListMVPView",
      dependencies: [
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "ListMVPViewTests",
      dependencies: [
        "ListMVPView",
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "TestDoubles", package: "TDDKit"),
        .product(name: "ToDo", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
