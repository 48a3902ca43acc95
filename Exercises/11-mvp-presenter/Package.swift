// swift-tools-version: 6.2
import PackageDescription

// Exercise 11: the MVP presenter, tested with a view spy and a cell spy you finish.
// The kit is found two folders up; `name: "TDDKit"` keeps that working in a clone
// whose folder has another name.
let package = Package(
  name: "ListMVPPresenter",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "TDDKit", path: "../..")],
  targets: [
    .target(
      name: "ListMVPPresenter",
      dependencies: [
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
      ]
    ),
    .testTarget(
      name: "ListMVPPresenterTests",
      dependencies: [
        "ListMVPPresenter",
        .product(name: "ToDo", package: "TDDKit"),
        .product(name: "ListKit", package: "TDDKit"),
        .product(name: "TestDoubles", package: "TDDKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
