// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Counter",
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(name: "Counter"),
    .testTarget(
      name: "CounterTests", dependencies: ["Counter", .product(name: "Mini", package: "TDDKit")]),
  ],
  swiftLanguageModes: [.v6]
)
