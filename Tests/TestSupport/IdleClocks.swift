public import Foundation
public import RefreshKit
public import Testing

/// The manual clocks one test made, checked idle when it ends.
@MainActor
public final class ClockLedger {
  /// The ledger of the test running in this task, set by ``IdleClocks``.
  @TaskLocal public static var current: ClockLedger?

  private var clocks: [(clock: ManualAnimationClock, location: SourceLocation)] = []

  /// A ledger of no clocks yet.
  public nonisolated init() {}

  /// Checks `clock` when ``checkIdle()`` runs; issues point at `location`.
  public func add(
    _ clock: ManualAnimationClock, at location: SourceLocation = #_sourceLocation
  ) {
    self.clocks.append((clock, location))
  }

  /// Records an issue for every clock that still has work or frames: an animation, a timer or a
  /// delayed action the test left running without looking at its end.
  public func checkIdle() {
    for (message, location) in self.problems() {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
    self.clocks = []
  }

  /// What ``checkIdle()`` records, and where: a message for every clock still busy.
  public func problems() -> [(message: String, location: SourceLocation)] {
    self.clocks.filter { !$0.clock.isIdle }.map { clock, location in
      (
        """
        The manual clock made here still has \(clock.scheduledCount) scheduled piece(s) of work or \
        frame request(s) at the end of the test (next at \(clock.nextDeadline ?? 0) s): run it to \
        the end (clock.run()) and check what that changes, or say why it is not to be checked \
        with makeClock(unchecked:).
        """, location
      )
    }
  }

  /// The issue of a clock made, or watched, with no ledger: outside the ``IdleClocks`` trait.
  static func outsideTheTrait(_ verb: String) -> String {
    "This test \(verb) a manual clock outside the .idleClocks trait: add it to the suite."
  }
}

/// Checks, after each test of the suite, that every manual clock it made is idle: no test can
/// leave an animation, a timer or a delayed action running unnoticed.
///
/// Every suite whose tests make a clock (``makeClock(now:frameInterval:unchecked:sourceLocation:)``,
/// also behind `makeScrollModel` and the `attach` helpers) carries it; a clock made outside it is
/// an issue.
public struct IdleClocks: SuiteTrait, TestTrait, TestScoping {
  /// The check applies to every test of the suite.
  public var isRecursive: Bool { true }

  /// Runs the test with a ledger of its clocks, then checks them.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil || !test.isSuite else {
      try await function()
      return
    }
    let ledger = ClockLedger()
    try await ClockLedger.$current.withValue(ledger) {
      try await function()
    }
    await ledger.checkIdle()
  }
}

extension Trait where Self == IdleClocks {
  /// Checks that every manual clock a test made is idle when the test ends.
  public static var idleClocks: IdleClocks { IdleClocks() }
}

/// A manual clock for a test, checked idle when the test ends (``IdleClocks``).
///
/// - Parameters:
///   - now: The start time.
///   - frameInterval: The time between frames.
///   - unchecked: Why the clock is not to be checked (the test keeps it busy on purpose, or
///     checks it itself), or `nil`, the default, to check it.
///   - sourceLocation: Where an issue about the clock points.
/// - Returns: The clock.
@MainActor
public func makeClock(
  now: TimeInterval = 0, frameInterval: TimeInterval = 1.0 / 60, unchecked: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) -> ManualAnimationClock {
  let clock = ManualAnimationClock(now: now, frameInterval: frameInterval)
  guard unchecked == nil else {
    return clock
  }
  guard let ledger = ClockLedger.current else {
    Issue.record(
      Comment(rawValue: ClockLedger.outsideTheTrait("makes")), sourceLocation: sourceLocation)
    return clock
  }
  ledger.add(clock, at: sourceLocation)
  return clock
}

/// Checks that `clock`, made where a doc snippet shows `ManualAnimationClock()`, is idle when the
/// test ends, as ``makeClock(now:frameInterval:unchecked:sourceLocation:)`` does.
///
/// - Parameters:
///   - clock: The clock.
///   - sourceLocation: Where an issue about the clock points.
@MainActor
public func watchIdle(
  _ clock: ManualAnimationClock, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let ledger = ClockLedger.current else {
    Issue.record(
      Comment(rawValue: ClockLedger.outsideTheTrait("watches")), sourceLocation: sourceLocation)
    return
  }
  ledger.add(clock, at: sourceLocation)
}
