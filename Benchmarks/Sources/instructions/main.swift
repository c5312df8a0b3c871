import Foundation
import Workloads

// Runs one workload a given number of times, for `scripts/instructions.sh`: callgrind counts the
// instructions of two runs with different counts, and the difference over the difference of the
// counts is the cost of one operation, without the startup.
//
//   instructions <workload> <iterations>
//   instructions --list
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--list" {
  for workload in Workloads.all {
    print("\(workload.name)\t\(workload.summary)")
  }
} else if arguments.count == 2, let name = arguments.first, let count = arguments.last,
  let workload = Workloads.named(name), let iterations = Int(count)
{
  let run = workload.make()
  run(0..<iterations)
  print(Sink.shared.total)
} else {
  print("usage: instructions <workload> <iterations> | --list")
  exit(2)
}
