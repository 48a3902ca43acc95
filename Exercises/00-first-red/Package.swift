// swift-tools-version: 6.2
import PackageDescription

// Exercise 00: the first red. Like every exercise it names the kit two folders up (its
// `name:` keeps the identity stable whatever the clone's folder is called), but uses none
// of the kit's products: the subject is plain Swift, so only two tiny targets build.
let package = Package(
  name: "FirstRed",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "TDDKit", path: "../..")
  ],
  targets: [
    .target(name: "FirstRed"),
    .testTarget(name: "FirstRedTests", dependencies: ["FirstRed"]),
  ],
  swiftLanguageModes: [.v6]
)
