/// Options that change when an observation delivers, for ``Observable/observe(options:_:)`` and
/// ``KeyPathObservable/observe(_:options:_:)``.
public struct ObservationOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates a set of options from their bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Delivers the current value once, before `observe` returns, with a `nil` old value (KVO's
  /// `.initial`).
  public static let initial = ObservationOptions(rawValue: 1 << 0)
}
