import Benchmark
import Dispatch
import Foundation
import Workloads

// Every workload, a thousand operations per iteration; the allocation counts are what
// docs/performance.md reports beside callgrind's instruction counts.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
    scalingFactor: .kilo,
    maxDuration: .seconds(2))
  let workloads = onMainActor { Workloads.all.map { ($0.name, $0) } }
  for (name, workload) in workloads {
    Benchmark(name) { benchmark in
      // The benchmark object stays on this call's thread of control: the main actor runs the
      // whole measurement synchronously, then returns.
      nonisolated(unsafe) let benchmark = benchmark
      onMainActor {
        let run = workload.make()
        benchmark.startMeasurement()
        run(benchmark.scaledIterations)
        benchmark.stopMeasurement()
      }
    }
  }
}

/// Runs `body` on the main actor and waits for it: RefreshKit's types are main-actor isolated.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if Thread.isMainThread {
    return MainActor.assumeIsolated(body)
  }
  return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}
