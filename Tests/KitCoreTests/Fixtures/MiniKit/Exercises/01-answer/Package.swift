// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Answer",
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(name: "Answer"),
    .testTarget(
      name: "AnswerTests", dependencies: ["Answer", .product(name: "Mini", package: "TDDKit")]),
  ],
  swiftLanguageModes: [.v6]
)
