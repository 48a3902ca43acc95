// swift-tools-version: 6.2
import PackageDescription

// A miniature kit for KitCore's end-to-end tests: one library, one exercise.
let package = Package(
  name: "TDDKit",
  products: [.library(name: "Mini", targets: ["Mini"])],
  targets: [
    .target(name: "Mini"),
    .testTarget(name: "MiniTests", dependencies: ["Mini"]),
  ],
  swiftLanguageModes: [.v6]
)
