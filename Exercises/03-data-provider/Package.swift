// swift-tools-version: 6.2
import PackageDescription

// Exercise 03: the item list's data provider. Run `swift test` in this folder.
// The kit is found two folders up; `name:` keeps that working in a clone with another name.
let package = Package(
  name: "DataProvider",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(
      name: "DataProvider",
      dependencies: [
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "DataProviderTests",
      dependencies: [
        "DataProvider",
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
