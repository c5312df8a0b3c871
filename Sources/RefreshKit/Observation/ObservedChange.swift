/// One change of an observed value: the value before and the value after.
///
/// ``Observable`` passes an `ObservedChange` to every handler, synchronously, after the new value
/// is stored. It is the typed stand-in for the change dictionary KVO hands to
/// `observeValue(forKeyPath:of:change:context:)`.
///
/// The only change without an old value is the one that the ``ObservationOptions/initial``
/// option delivers at registration:
///
/// ```swift
/// let box = Observable(1)
/// let token = box.observe(options: [.initial]) { change in
///   print(change.oldValue as Any, change.newValue)
/// }
/// box.value = 2
/// // nil 1
/// // Optional(1) 2
/// ```
///
/// The initializer is public so that code can call a handler with a synthetic change, as
/// MJRefresh does when a collection view layout finishes its updates.
public struct ObservedChange<Value> {
  /// The value before the change, or `nil` for the change that ``ObservationOptions/initial``
  /// delivers at registration.
  public let oldValue: Value?

  /// The value after the change; the observed value already holds it.
  public let newValue: Value

  /// Creates a change from an old and a new value.
  ///
  /// - Parameters:
  ///   - oldValue: The value before the change, or `nil` for an initial delivery.
  ///   - newValue: The value after the change.
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
