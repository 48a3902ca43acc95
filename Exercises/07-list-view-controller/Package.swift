// swift-tools-version: 6.2
import PackageDescription

// Exercise 07: wiring the list view controller. The kit is the package two folders up; its
// `name:` keeps the dependency's identity stable whatever the clone's folder is called.
let package = Package(
  name: "ListWiring",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(
      name: "ListWiring",
      dependencies: [.product(name: "ListKit", package: "TDDKit")]
    ),
    .testTarget(
      name: "ListWiringTests",
      dependencies: [
        "ListWiring",
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
