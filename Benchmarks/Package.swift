// swift-tools-version: 6.1

import PackageDescription

// RefreshKit's benchmarks, in a package of their own so that the library stays free of
// dependencies. `swift package benchmark` runs them with ordo-one's package-benchmark (time,
// instructions where the machine counts them, allocations); `../scripts/instructions.sh` counts
// instructions per operation with valgrind's callgrind, which is deterministic on any machine.
let package = Package(
  name: "RefreshKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "RefreshKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    // The workloads, shared by both drivers.
    .target(
      name: "Workloads",
      dependencies: [
        .product(name: "RefreshKit", package: "RefreshKit"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]),
    // `swift package benchmark`
    .executableTarget(
      name: "RefreshKitBenchmarks",
      dependencies: [.product(name: "Benchmark", package: "package-benchmark"), "Workloads"],
      path: "Benchmarks/RefreshKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    // `swift run -c release instructions <workload> <iterations>`, for callgrind
    .executableTarget(name: "instructions", dependencies: ["Workloads"]),
  ],
  swiftLanguageModes: [.v6]
)
