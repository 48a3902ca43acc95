// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Steps",
  targets: [
    .target(name: "Steps"),
    .testTarget(name: "StepsTests", dependencies: ["Steps"]),
  ],
  swiftLanguageModes: [.v6]
)
