// swift-tools-version: 6.1

import PackageDescription

// RefreshKit's strategy for pointfreeco's swift-snapshot-testing, in a package of its own so
// that the library and RefreshKitTesting stay free of dependencies: the ten lines an app copies
// (docs/testing.md), compiled and run against the library app developers already use.
let package = Package(
  name: "RefreshKitSnapshots",
  platforms: [.iOS(.v15), .macOS(.v14), .tvOS(.v15), .visionOS(.v1)],
  dependencies: [
    .package(name: "RefreshKit", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "RefreshKitSnapshotTesting",
      dependencies: [
        .product(name: "RefreshKitTesting", package: "RefreshKit"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .testTarget(
      name: "RefreshKitSnapshotTestingTests",
      dependencies: [
        "RefreshKitSnapshotTesting",
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitTesting", package: "RefreshKit"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
