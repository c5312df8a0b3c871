public import Foundation
public import RefreshKit
public import Testing

/// The manual clocks one test made, checked idle when it ends, and the objects it expects
/// released.
@MainActor
public final class ClockLedger {
  /// The ledger of the test running in this task, set by ``IdleClocks``.
  @TaskLocal public static var current: ClockLedger?

  private var clocks: [(clock: ManualAnimationClock, location: SourceLocation)] = []
  private var watched: [(object: Watched, location: SourceLocation)] = []

  /// An object the test expects gone when it ends, held weakly.
  private struct Watched {
    weak var object: AnyObject?
    let name: String
  }

  /// A ledger of no clocks yet.
  public nonisolated init() {}

  /// Checks `clock` when ``checkIdle()`` runs; issues point at `location`.
  public func add(
    _ clock: ManualAnimationClock, at location: SourceLocation = #_sourceLocation
  ) {
    self.clocks.append((clock, location))
  }

  /// Checks, when ``checkIdle()`` runs, that nothing keeps `object` alive once the test's own
  /// references are gone.
  ///
  /// A component's action that captures its scroll view, or the component itself, strongly
  /// makes a cycle that keeps the whole screen (its host, its clock) alive for good.
  public func expectReleased(
    _ object: AnyObject, _ name: String, at location: SourceLocation = #_sourceLocation
  ) {
    self.watched.append((Watched(object: object, name: name), location))
  }

  /// Records an issue for every clock that still has work or frames (an animation, a timer or a
  /// delayed action the test left running without looking at its end), and for every object
  /// ``expectReleased(_:_:at:)`` watches that is still alive.
  public func checkIdle() {
    for (message, location) in self.problems() {
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
    self.clocks = []
    self.watched = []
  }

  /// What ``checkIdle()`` records, and where: a message for every clock still busy and every
  /// watched object still alive.
  public func problems() -> [(message: String, location: SourceLocation)] {
    let alive = self.watched.filter { $0.object.object != nil }.map { watched, location in
      (
        """
        The \(watched.name) made here is still alive after its test: a retain cycle keeps it \
        (an action that captures its scroll view or its component strongly?).
        """, location
      )
    }
    let busy = self.clocks.filter { !$0.clock.isIdle }.map { clock, location in
      (
        """
        The manual clock made here still has \(clock.scheduledCount) scheduled piece(s) of work or \
        frame request(s) at the end of the test (next at \(clock.nextDeadline ?? 0) s): run it to \
        the end (clock.run()) and check what that changes, or say why it is not to be checked \
        with makeClock(unchecked:).
        """, location
      )
    }
    return alive + busy
  }

  /// The ledger of the running test, or `nil` with an issue at `location` saying that the test
  /// `does` what needs one outside the ``IdleClocks`` trait.
  static func required(to does: String, at location: SourceLocation) -> ClockLedger? {
    guard let ledger = Self.current else {
      Issue.record(
        Comment(rawValue: "This test \(does) outside the .idleClocks trait: add it to the suite."),
        sourceLocation: location)
      return nil
    }
    return ledger
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
    await Self.keepTheDefaultsUntouched()
    let ledger = ClockLedger()
    // What a test makes the engine report (a call it ignores on purpose, say) is the test's to
    // check with `Diagnostics.collect`; a passing run prints none of it.
    try await Diagnostics.withHandler(Diagnostics.ignore) {
      try await ClockLedger.$current.withValue(ledger) {
        try await function()
      }
    }
    await ledger.checkIdle()
  }
}

extension IdleClocks {
  /// Gives every configuration the tests make an in-memory store for the headers' last-updated
  /// times, before the first test makes one: a test run writes no user defaults (on Linux, a
  /// file in `~/.config`).
  @MainActor
  static func keepTheDefaultsUntouched() {
    guard !(RefreshConfig.defaultLastUpdatedTimeStore is InMemoryLastUpdatedTimeStore) else {
      return
    }
    RefreshConfig.defaultLastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    RefreshConfig.default.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
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
  ClockLedger.required(to: "makes a manual clock", at: sourceLocation)?
    .add(clock, at: sourceLocation)
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
  ClockLedger.required(to: "watches a manual clock", at: sourceLocation)?
    .add(clock, at: sourceLocation)
}

/// Checks that nothing keeps `object` alive once the test ends (``ClockLedger/expectReleased(_:_:at:)``):
/// what the fixtures that make a screen call for its scroll view and window.
///
/// - Parameters:
///   - object: The object.
///   - name: What it is, for the issue.
///   - sourceLocation: Where an issue about it points.
@MainActor
public func expectReleased(
  _ object: AnyObject, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  ClockLedger.required(to: "watches a \(name)", at: sourceLocation)?
    .expectReleased(object, name, at: sourceLocation)
}
