/// One change of an observed value: the value before and the value after.
///
/// ``Observable`` passes one to every handler, synchronously, after the new value is stored: the
/// typed stand-in for KVO's change dictionary.
public struct ObservedChange<Value> {
  /// The value before the change, or `nil` for the change that ``ObservationOptions/initial``
  /// delivers at registration.
  public let oldValue: Value?

  /// The value after the change; the observed value already holds it.
  public let newValue: Value

  /// Creates a change from an old and a new value.
  ///
  /// Lets code call a handler with a synthetic change, as MJRefresh does after a collection view
  /// layout's updates.
  @inlinable
  public init(oldValue: Value?, newValue: Value) {
    self.oldValue = oldValue
    self.newValue = newValue
  }

  /// Whether this is the delivery of the current value at registration (it has no old value).
  @inlinable
  public var isInitial: Bool {
    self.oldValue == nil
  }
}

extension ObservedChange: Sendable where Value: Sendable {}

extension ObservedChange: Equatable where Value: Equatable {}

extension ObservedChange: Hashable where Value: Hashable {}
