// swift-tools-version: 6.2

import PackageDescription

// The gallery: every scenario of MJRefresh's example app, live in a browser, served by the engine.
// `swift run --package-path Gallery refresh-gallery` serves http://127.0.0.1:8080. It is a package
// of its own, like `Benchmarks/`, so that the library stays free of dependencies.
let package = Package(
  name: "RefreshKitGallery",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "RefreshKit", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
  ],
  targets: [
    // The scenarios, the sessions and the protocol: no server, so that tests drive them directly.
    .target(
      name: "GalleryCore",
      dependencies: [
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitHost", package: "RefreshKit"),
      ],
      resources: [.copy("Site")]),
    // The HTTP and WebSocket server over the sessions.
    .target(
      name: "GalleryServer",
      dependencies: [
        "GalleryCore",
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]),
    // `swift run refresh-gallery [--host H] [--port P]`
    .executableTarget(
      name: "refresh-gallery",
      dependencies: [
        "GalleryServer", .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "GalleryCore", "GalleryServer",
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "RefreshKitHost", package: "RefreshKit"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
