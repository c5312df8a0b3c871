/// One operation to measure, repeated.
///
/// The setup is done once by ``make``, which returns a function that performs the operation once for each index of a range, in a loop of its own,
/// so that nothing but the operation is counted per iteration. Both drivers (package-benchmark
/// and the callgrind driver) call it the same way.
public struct Workload: Sendable {
  /// The name the drivers and `docs/performance.md` use, such as `observable-set/1`.
  public let name: String

  /// What one operation is.
  public let summary: String

  /// Prepares the state once and returns the loop: it performs the operation once per index, and
  /// the index lets successive operations differ.
  public let make: @MainActor @Sendable () -> @MainActor (Range<Int>) -> Void

  /// Creates a workload.
  public init(
    _ name: String, _ summary: String,
    make: @escaping @MainActor @Sendable () -> @MainActor (Range<Int>) -> Void
  ) {
    self.name = name
    self.summary = summary
    self.make = make
  }
}
