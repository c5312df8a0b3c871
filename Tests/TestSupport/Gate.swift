import Foundation

/// A door an async refreshing action waits at until the test opens it.
@MainActor
public final class Gate {
  /// A closed gate.
  public init() {}

  private var waiters: [CheckedContinuation<Void, Never>] = []
  /// Whether the test opened it.
  public private(set) var isOpen = false

  /// Waits until the gate is open; at once if it is.
  public func wait() async {
    if self.isOpen {
      return
    }
    await withCheckedContinuation { self.waiters.append($0) }
  }

  /// Opens the gate: every waiter goes on.
  public func open() {
    self.isOpen = true
    let waiters = self.waiters
    self.waiters = []
    for waiter in waiters {
      waiter.resume()
    }
  }
}
