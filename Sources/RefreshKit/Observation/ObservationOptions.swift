/// Options that change when an observation delivers.
///
/// Pass them to ``Observable/observe(options:_:)`` or to
/// ``KeyPathObservable/observe(_:options:_:)``.
public struct ObservationOptions: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates a set of options from their bits.
  ///
  /// - Parameter rawValue: The bits of the options.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Delivers the current value once, before `observe` returns, as a change whose
  /// ``ObservedChange/oldValue`` is `nil` (KVO's `.initial`).
  public static let initial = ObservationOptions(rawValue: 1 << 0)
}
