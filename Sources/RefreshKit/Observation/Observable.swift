public import Foundation

/// A value that delivers its changes synchronously to registered handlers.
///
/// It is RefreshKit's replacement for key-value observing.
///
/// ```swift
/// let box = Observable(0)
/// let token = box.observe { change in print(change.newValue) }
/// box.value = 1   // prints "1"
/// token.invalidate()
/// ```
///
/// ## Delivery rules
///
/// - Handlers run synchronously on the caller's thread, in registration order, after the new
///   value is stored.
/// - An `Equatable` value set to an equal value notifies nobody; other values notify on every
///   set, as KVO does.
/// - ``ObservationOptions/initial`` delivers the current value at once, with a `nil`
///   ``ObservedChange/oldValue``.
/// - A handler registered during a delivery misses that change; one invalidated during a delivery
///   is not called after the invalidation.
/// - A handler may set the value again: the nested change reaches every handler before the outer
///   delivery continues (depth first, as KVO does).
///
/// ## Ownership and isolation
///
/// The observable keeps its handlers only; a token does not keep it alive. Capture observers
/// weakly in handlers. An observable is not `Sendable`: it lives in one isolation domain, usually
/// the main actor, and takes no lock.
///
/// > Note: This is not the `Observable` protocol of Swift's Observation module. A file that
/// > imports both modules can spell this type `RefreshKit.Observable`.
public final class Observable<Value> {
  @usableFromInline @exclusivity(unchecked)
  var storage: Value

  @usableFromInline @exclusivity(unchecked)
  var registrations: ContiguousArray<ObservationRegistration<Value>> = []

  /// While above zero, ended registrations stay, inactive, so a running handler is not freed.
  @usableFromInline @exclusivity(unchecked)
  var deliveries = 0

  @usableFromInline @exclusivity(unchecked)
  var removalsWait = false

  @usableFromInline
  let isDuplicate: ((Value, Value) -> Bool)?

  @usableFromInline
  init(storage: Value, isDuplicate: ((Value, Value) -> Bool)?) {
    self.storage = storage
    self.isDuplicate = isDuplicate
  }

  deinit {
    for registration in self.registrations {
      registration.link.sever()
    }
  }

  /// Creates an observable holding `value`.
  ///
  /// If the value's type is `Equatable` at run time, setting an equal value notifies nobody.
  public convenience init(_ value: Value) {
    self.init(storage: value, isDuplicate: Self.dynamicEquality())
  }

  /// Creates an observable holding an `Equatable` value: setting an equal value notifies nobody.
  @inlinable
  public convenience init(_ value: Value) where Value: Equatable {
    self.init(storage: value, isDuplicate: { $0 == $1 })
  }

  /// The current value; setting it delivers an ``ObservedChange`` to every handler.
  @inlinable
  public var value: Value {
    get {
      self.storage
    }
    set {
      if self.registrations.isEmpty {
        self.storage = newValue
        return
      }
      let oldValue = self.storage
      self.storage = newValue
      if let isEqual = Self.knownEquality(oldValue, newValue) {
        if isEqual {
          return
        }
      } else if let isDuplicate = self.isDuplicate, isDuplicate(oldValue, newValue) {
        return
      }
      self.deliver(ObservedChange(oldValue: oldValue, newValue: newValue))
    }
  }

  /// Stores without delivering, so values that change in one step are all stored before any
  /// handler runs.
  func storeWithoutDelivering(_ newValue: Value) -> ObservedChange<Value>? {
    let oldValue = self.storage
    self.storage = newValue
    if self.registrations.isEmpty {
      return nil
    }
    if let isEqual = Self.knownEquality(oldValue, newValue) {
      if isEqual {
        return nil
      }
    } else if let isDuplicate = self.isDuplicate, isDuplicate(oldValue, newValue) {
      return nil
    }
    return ObservedChange(oldValue: oldValue, newValue: newValue)
  }

  /// Whether any handler is registered.
  public var hasObservers: Bool {
    self.registrations.contains { $0.isActive }
  }

  /// The number of registered handlers.
  public var observerCount: Int {
    self.registrations.count { $0.isActive }
  }

  /// Registers a handler that receives every change of ``value`` until the returned token is
  /// invalidated or deallocated.
  ///
  /// Keep the token: releasing it at once ends the observation at once.
  public func observe(
    options: ObservationOptions = [],
    _ handler: @escaping (ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    let registration = ObservationRegistration(handler: handler)
    self.registrations.append(registration)
    let link = registration.link
    // Safe: the registration stays until this runs, and deinit severs the link.
    link.connect { [unowned(unsafe) self, unowned(unsafe) registration] in
      registration.isActive = false
      if self.deliveries > 0 {
        self.removalsWait = true
      } else {
        self.registrations.removeAll { $0 === registration }
      }
    }
    let token = ObservationToken(link: link)
    if options.contains(.initial) {
      handler(ObservedChange(oldValue: nil, newValue: self.storage))
    }
    return token
  }

  @inlinable
  func deliver(_ change: ObservedChange<Value>) {
    self.deliveries += 1
    // One registration needs no snapshot: it stays in `registrations` during the delivery.
    if self.registrations.count == 1 {
      Unmanaged.passUnretained(self.registrations[0])._withUnsafeGuaranteedRef { registration in
        if registration.isActive {
          registration.handler(change)
        }
      }
    } else {
      let snapshot = self.registrations
      for index in snapshot.indices {
        // The snapshot keeps every registration alive for the whole loop.
        unowned(unsafe) let registration = snapshot[index]
        if registration.isActive {
          registration.handler(change)
        }
      }
      withExtendedLifetime(snapshot) {}
    }
    self.deliveries -= 1
    if self.removalsWait && self.deliveries == 0 {
      self.removeEndedRegistrations()
    }
  }

  @usableFromInline
  func removeEndedRegistrations() {
    self.removalsWait = false
    self.registrations.removeAll { !$0.isActive }
  }

  /// Fast path for common types: specialized, a plain `==`; for other types it folds to `nil`.
  @inlinable @inline(__always)
  static func knownEquality(_ lhs: Value, _ rhs: Value) -> Bool? {
    Self.equality(lhs, rhs, as: CGPoint.self)
      ?? Self.equality(lhs, rhs, as: CGFloat.self)
      ?? Self.equality(lhs, rhs, as: Int.self)
      ?? Self.equality(lhs, rhs, as: Bool.self)
      ?? Self.equality(lhs, rhs, as: Double.self)
      ?? Self.equality(lhs, rhs, as: CGSize.self)
      ?? Self.equality(lhs, rhs, as: CGRect.self)
  }

  @inlinable @inline(__always)
  static func equality<Known: Equatable>(_ lhs: Value, _ rhs: Value, as known: Known.Type) -> Bool?
  {
    guard Value.self == Known.self else {
      return nil
    }
    // Sound: the types were just checked to be the same.
    return unsafeBitCast(lhs, to: Known.self) == unsafeBitCast(rhs, to: Known.self)
  }

  private static func dynamicEquality() -> ((Value, Value) -> Bool)? {
    guard let equatable = Value.self as? any Equatable.Type else {
      return nil
    }
    return equatable.equality(for: Value.self)
  }
}

extension Observable: CustomStringConvertible {
  /// A description of the current value, such as `Observable(3)`.
  public var description: String {
    "Observable(\(self.storage))"
  }
}

@available(*, unavailable, message: "An Observable belongs to one isolation domain")
extension Observable: Sendable {}

extension Equatable {
  fileprivate static func equality<Value>(for _: Value.Type) -> (Value, Value) -> Bool {
    { lhs, rhs in (lhs as? Self) == (rhs as? Self) }
  }
}
