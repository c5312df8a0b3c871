/// Somewhere for work to go that the optimizer cannot see through, so that no loop is removed.
public final class Sink: @unchecked Sendable {
  /// The shared sink.
  public static let shared = Sink()

  /// The running total.
  ///
  /// Read it after the measurement so that it is live. Not checked for
  /// exclusive access: the check would cost more than what is measured.
  @exclusivity(unchecked) public var total = 0

  /// Adds `value` to the total, in a call the optimizer cannot remove.
  ///
  /// - Parameter value: The value an observer received.
  @inline(never)
  public func take(_ value: Int) {
    self.total &+= value
  }
}
