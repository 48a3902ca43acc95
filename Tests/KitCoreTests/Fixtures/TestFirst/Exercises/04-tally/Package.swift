// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Tally",
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(name: "Tally"),
    .testTarget(
      name: "TallyTests", dependencies: ["Tally", .product(name: "Mini", package: "TDDKit")]),
  ],
  swiftLanguageModes: [.v6]
)
