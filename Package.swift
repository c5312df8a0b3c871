// swift-tools-version: 6.0

import PackageDescription

// Example view models, one per seed system: `swift run FeedExample` and so on. Each is an
// executable target that `ExampleTests` checks, so that none can rot.
let examples = [
  "FeedExample", "DelegateExample", "HandlerExample", "CustomHeaderExample", "AsyncExample",
]

let package = Package(
  name: "RefreshKit",
  defaultLocalization: "en",
  // NB: Linux is supported implicitly; the core never imports UIKit or AppKit.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitHost", targets: ["RefreshKitHost"]),
    .library(name: "RefreshKitUIKit", targets: ["RefreshKitUIKit"]),
    .executable(name: "refresh-demo", targets: ["RefreshDemo"]),
  ],
  targets: [
    // Core library
    .target(name: "RefreshKit", resources: [.process("Resources")]),
    // What every binding does that is not a call into a UI framework.
    .target(name: "RefreshKitHost", dependencies: ["RefreshKit"]),
    // The bindings: thin glue over the host core. On Linux they compile against the stand-ins.
    .target(
      name: "RefreshKitUIKit",
      dependencies: [
        "RefreshKit", "RefreshKitHost",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "RefreshKitTests", dependencies: ["RefreshKit", "TestSupport"],
      exclude: ["Replay/Traces"]),  // golden traces, read from the source tree
    // What both test targets share: the idle-clock check.
    .target(name: "TestSupport", dependencies: ["RefreshKit"], path: "Tests/TestSupport"),
    // Test-only stand-ins for Apple's UI frameworks, with their signatures: on Linux the
    // bindings' glue compiles against them and the tests run it.
    .testTarget(name: "RefreshKitHostTests", dependencies: ["RefreshKitHost", "TestSupport"]),
    .target(name: "UIKitStandIn", path: "Tests/StandIns/UIKitStandIn"),
    .testTarget(
      name: "RefreshKitUIKitTests",
      dependencies: [
        "RefreshKitUIKit", "TestSupport",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]),

    // The demo: `swift run refresh-demo`
    .executableTarget(
      name: "RefreshDemo", dependencies: ["RefreshKit"], path: "Examples/RefreshDemo"),
    .target(name: "ExampleSupport", dependencies: ["RefreshKit"], path: "Examples/ExampleSupport"),
  ]
    + examples.map { name in
      .executableTarget(
        name: name, dependencies: ["RefreshKit", "ExampleSupport"], path: "Examples/\(name)")
    } + [
      .testTarget(
        name: "ExampleTests",
        dependencies: ["RefreshDemo", "RefreshKit", "TestSupport"]
          + examples.map { .target(name: $0) })
    ],
  swiftLanguageModes: [.v6]  // complete strict concurrency
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),  // SE-0335: spell `any P`
      .enableUpcomingFeature("MemberImportVisibility"),  // SE-0444: explicit imports
      .enableUpcomingFeature("InternalImportsByDefault"),  // SE-0409: explicit `public import`
    ]
}
