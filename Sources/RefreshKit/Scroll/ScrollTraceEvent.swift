public import Foundation

/// An input of a ``ScrollTrace`` and when it came, in seconds since the recording started.
public struct ScrollTraceEvent: Hashable, Sendable, Codable {
  /// Seconds on the scroll model's clock since the recording started.
  public var time: TimeInterval

  /// What the host did.
  public var input: ScrollTraceInput

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - time: Seconds since the recording started.
  ///   - input: What the host did.
  public init(time: TimeInterval, input: ScrollTraceInput) {
    self.time = time
    self.input = input
  }
}
