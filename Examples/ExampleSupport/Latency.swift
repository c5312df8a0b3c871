public import Foundation
public import RefreshKit

/// A server's delay on the example's clock, and a way to run the clock while requests wait, so
/// that every time stamp of a transcript is the same on every run.
@MainActor
public final class Latency {
  /// The clock the answers wait on.
  public let clock: ManualAnimationClock

  /// The requests sent and not yet answered.
  public private(set) var inFlight = 0

  /// The requests waiting for the clock.
  private var waiting = 0

  /// Creates a latency on `clock`.
  ///
  /// - Parameter clock: The clock the answers wait on.
  public init(clock: ManualAnimationClock) {
    self.clock = clock
  }

  /// Runs `answer` after `seconds` of clock time, as a server's reply: the request counts as in
  /// flight until it returns.
  ///
  /// - Parameters:
  ///   - seconds: The delay.
  ///   - answer: What the server answers, once the delay is over.
  /// - Returns: The answer.
  /// - Throws: What `answer` throws.
  public func respond<Answer>(
    after seconds: TimeInterval, _ answer: () throws -> Answer
  ) async throws -> Answer {
    self.inFlight += 1
    defer { self.inFlight -= 1 }
    self.waiting += 1
    await withCheckedContinuation { continuation in
      _ = self.clock.schedule(after: seconds) {
        self.waiting -= 1
        continuation.resume()
      }
    }
    return try answer()
  }

  /// Runs the clock a frame at a time, letting the tasks run between frames, until nothing is
  /// in flight, nothing is scheduled and `isDone` holds (at most 20 s of clock time).
  ///
  /// - Parameter isDone: What else must hold, such as no component refreshing.
  public func run(until isDone: () -> Bool = { true }) async {
    await self.letTheTasksRun()
    var frames = 0
    while !(self.inFlight == 0 && self.clock.isIdle && isDone()) && frames < 1200 {
      self.clock.advance(by: 1.0 / 60)
      frames += 1
      await self.letTheTasksRun()
    }
  }

  /// Yields until every request in flight waits for the clock, three turns in a row: a task
  /// that a change just started gets to send its request before the clock moves.
  public func letTheTasksRun() async {
    var settled = 0
    var yields = 0
    while settled < 3 && yields < 10_000 {
      await Task.yield()
      yields += 1
      settled = self.inFlight == self.waiting ? settled + 1 : 0
    }
  }
}
