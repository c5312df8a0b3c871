// swift-tools-version: 6.2

import PackageDescription

// Example view models, one per seed system: `swift run FeedExample` and so on. Each is an
// executable target that `ExampleTests` checks, so that none can rot.
let examples = [
  "FeedExample", "DelegateExample", "HandlerExample", "CustomHeaderExample", "AsyncExample",
  "BeyondExample", "ChatExample", "CursorFeedExample",
  "ConversationExample", "ShopPageExample",
]

/// A binding's glue: thin code over the host core.
///
/// On Apple platforms it imports the real UI framework; on Linux it compiles against the
/// framework's test-only stand-in, so that every line of it is type-checked and run by the
/// tests here.
func binding(_ name: String, standIn: String) -> Target {
  .target(
    name: name,
    dependencies: [
      "RefreshKit", "RefreshKitHost", "RefreshKitDisplayLink",
      .target(name: standIn, condition: .when(platforms: [.linux])),
    ])
}

/// A binding's tests: they drive the glue through the stand-in on Linux.
func bindingTests(
  _ name: String, standIn: String, alsoUsing others: [(binding: String, standIn: String)] = []
) -> Target {
  .testTarget(
    name: name + "Tests",
    dependencies: ["TestSupport"]
      + ([(name, standIn)] + others).flatMap { other -> [Target.Dependency] in
        [
          .target(name: other.0),
          .target(name: other.1, condition: .when(platforms: [.linux])),
        ]
      })
}

/// A stand-in for an Apple framework: its signatures, with the behaviours a binding meets.
func standIn(_ name: String, dependencies: [Target.Dependency] = ["AppleStandIn"]) -> Target {
  .target(name: name, dependencies: dependencies, path: "Tests/StandIns/\(name)")
}

let package = Package(
  name: "RefreshKit",
  defaultLocalization: "en",
  // NB: Linux is supported implicitly; the core never imports UIKit or AppKit. macOS 14: the
  // AppKit binding runs on `NSView.displayLink` and on views that draw outside their bounds
  // (`clipsToBounds` is true by default before macOS 14), and every macOS path to a screen
  // (AppKit 14, SwiftUI 15) needs it.
  platforms: [.iOS(.v15), .macOS(.v14), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitHost", targets: ["RefreshKitHost"]),
    .library(name: "RefreshKitUIKit", targets: ["RefreshKitUIKit"]),
    .library(name: "RefreshKitAppKit", targets: ["RefreshKitAppKit"]),
    .library(name: "RefreshKitSwiftUI", targets: ["RefreshKitSwiftUI"]),
    .library(name: "RefreshKitObjC", targets: ["RefreshKitObjC"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    .executable(name: "refresh-demo", targets: ["RefreshDemo"]),
  ],
  targets: [
    // Core library
    .target(name: "RefreshKit", resources: [.process("Resources")]),
    .testTarget(
      name: "RefreshKitTests", dependencies: ["RefreshKit", "TestSupport"],
      exclude: ["Replay/Traces"]),  // golden traces, read from the source tree

    // What every binding does that is not a call into a UI framework
    .target(name: "RefreshKitHost", dependencies: ["RefreshKit"]),
    .testTarget(name: "RefreshKitHostTests", dependencies: ["RefreshKitHost", "TestSupport"]),

    // What the UIKit and AppKit bindings share that calls Apple's QuartzCore: the display link
    .target(
      name: "RefreshKitDisplayLink",
      dependencies: [
        "RefreshKitHost", .target(name: "AppleStandIn", condition: .when(platforms: [.linux])),
      ]),

    // The bindings
    binding("RefreshKitUIKit", standIn: "UIKitStandIn"),
    bindingTests("RefreshKitUIKit", standIn: "UIKitStandIn"),
    binding("RefreshKitAppKit", standIn: "AppKitStandIn"),
    bindingTests("RefreshKitAppKit", standIn: "AppKitStandIn"),
    // SwiftUI stands on the UIKit binding (iOS, tvOS, visionOS; Linux's stand-in) and on the
    // AppKit binding (macOS), attached to the scroll view behind a List or a ScrollView.
    .target(
      name: "RefreshKitSwiftUI",
      dependencies: [
        "RefreshKit", "RefreshKitHost", "RefreshKitDisplayLink",
        .target(
          name: "RefreshKitUIKit",
          condition: .when(platforms: [.iOS, .tvOS, .visionOS, .macCatalyst, .linux])),
        .target(name: "RefreshKitAppKit", condition: .when(platforms: [.macOS])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
      ]),
    // The UIKit binding behind SwiftUI, and the guide's UIViewRepresentable: tested here too.
    bindingTests(
      "RefreshKitSwiftUI", standIn: "SwiftUIStandIn",
      alsoUsing: [("RefreshKitUIKit", "UIKitStandIn")]),

    // Objective-C apps: MJRefresh's classes and names, `RK` for `MJ`, on the UIKit binding. A
    // UIKit module, as the binding is: it compiles to nothing on macOS.
    .target(
      name: "RefreshKitObjC",
      dependencies: [
        "RefreshKitUIKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]),
    .testTarget(
      name: "RefreshKitObjCTests",
      dependencies: [
        "RefreshKitObjC", "TestSupport",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ]),

    // Test-only: what the test targets share, and the stand-ins for Apple's frameworks
    .target(
      name: "TestSupport",
      dependencies: [
        "RefreshKit", .target(name: "AppleStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/TestSupport"),
    standIn("AppleStandIn", dependencies: []),
    standIn("UIKitStandIn"),
    standIn("AppKitStandIn"),
    standIn("SwiftUIStandIn", dependencies: ["UIKitStandIn"]),  // UIViewRepresentable

    // For an app's own tests: drive components, read them, snapshot them
    .target(name: "RefreshKitTesting", dependencies: ["RefreshKit", "RefreshKitHost"]),
    .testTarget(
      name: "RefreshKitTestingTests", dependencies: ["RefreshKitTesting", "TestSupport"],
      exclude: ["__Snapshots__"]),  // reference snapshots, read from the source tree

    // The demo: `swift run refresh-demo`
    .executableTarget(
      name: "RefreshDemo", dependencies: ["RefreshKit"], path: "Examples/RefreshDemo"),
    .target(name: "ExampleSupport", dependencies: ["RefreshKit"], path: "Examples/ExampleSupport"),
    // A SwiftUI app from iOS 15 and macOS 14; on Linux it plays on the stand-ins.
    .executableTarget(
      name: "SwiftUIExample",
      dependencies: [
        "RefreshKitSwiftUI",
        .target(name: "RefreshKitUIKit", condition: .when(platforms: [.linux])),
        .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Examples/SwiftUIExample"),
  ]
    + examples.map { name in
      .executableTarget(
        name: name, dependencies: ["RefreshKit", "ExampleSupport"], path: "Examples/\(name)")
    } + [
      .testTarget(
        name: "ExampleTests",
        dependencies: [
          "RefreshDemo", "RefreshKit", "RefreshKitTesting", "TestSupport",
          .target(name: "SwiftUIExample", condition: .when(platforms: [.linux])),
        ]
          + examples.map { .target(name: $0) },
        exclude: ["__Snapshots__"])  // reference snapshots, read from the source tree
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
