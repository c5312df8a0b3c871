public import Foundation

/// Work that an ``AnimationClock`` runs once, at or after a deadline, unless it is cancelled first.
///
/// ``AnimationClock/schedule(at:_:)`` returns one; keep it to ``cancel()`` the work.
///
/// A clock calls ``fire()`` at the deadline without checking: it runs the action at most once
/// and never after ``cancel()``. The clock should drop the work in `onCancel`.
@MainActor
public final class ScheduledWork {
  /// When the work is due, in the clock's seconds.
  public let deadline: TimeInterval

  private var action: (@MainActor () -> Void)?
  private var onCancel: (@MainActor () -> Void)?

  /// Whether ``cancel()`` was called before the work ran.
  public private(set) var isCancelled = false

  /// Creates work for a clock to run.
  ///
  /// `onCancel` is called once if the work is cancelled before it runs, so the clock can forget it.
  public init(
    deadline: TimeInterval,
    action: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void = {}
  ) {
    self.deadline = deadline
    self.action = action
    self.onCancel = onCancel
  }

  /// Whether the work is still waiting: neither run nor cancelled.
  public var isPending: Bool {
    self.action != nil
  }

  /// Whether the work has run.
  public var hasFired: Bool {
    self.action == nil && !self.isCancelled
  }

  /// Runs the action, unless it already ran or was cancelled.
  public func fire() {
    guard let action = self.action else {
      return
    }
    self.action = nil
    self.onCancel = nil
    action()
  }

  /// Prevents the action from running; does nothing if it already ran or was cancelled.
  public func cancel() {
    guard self.action != nil else {
      return
    }
    self.action = nil
    self.isCancelled = true
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }
}
