public import Foundation

/// A value that delivers its changes synchronously to registered handlers.
///
/// It is RefreshKit's replacement for key-value observing.
///
/// ```swift
/// let box = Observable(0)
/// let token = box.observe { change in
///   print("\(change.oldValue!) -> \(change.newValue)")
/// }
/// box.value = 1   // prints "0 -> 1"
/// box.value = 1   // an Equatable value that does not change notifies nobody
/// token.invalidate()
/// box.value = 2   // prints nothing
/// ```
///
/// ## Delivery rules
///
/// - Handlers run synchronously, on the caller's thread, before the setter returns, in the order
///   they were registered. The new value is already stored when they run.
/// - A value whose type is `Equatable` notifies nobody when it is set to an equal value. Other
///   values notify on every set, as KVO does.
/// - ``ObservationOptions/initial`` delivers the current value at registration, with a `nil`
///   ``ObservedChange/oldValue``.
/// - A handler registered while a change is being delivered is not called for that change.
/// - A handler whose token is invalidated while a change is being delivered is not called after
///   the invalidation, not even for the rest of that change.
/// - A handler may set the value again. The nested change is delivered at once, to every
///   handler, before the outer delivery continues (depth first, as KVO does); handlers later in
///   the order then see the nested change before the outer one. A handler that sets an
///   `Equatable` value to what it already is cannot loop.
///
/// ## Ownership
///
/// The observable keeps its handlers, and nothing else: no observer and no token. A token does
/// not keep the observable alive, and invalidating it after the observable is gone does nothing. An observable and its observers therefore deallocate when their owners
/// release them, as long as handlers capture their observers weakly (`[weak self]`), the same
/// rule as for any stored closure. ``KeyPathObservable/observe(_:options:_:)`` passes the
/// observed object to the handler so that the handler does not need to capture it.
///
/// ## Isolation
///
/// An observable is not `Sendable`: it lives in one isolation domain, usually the main actor,
/// and Swift's checker keeps it there. It takes no lock.
///
/// ## Performance
///
/// The setter and the delivery loop are inlinable, so a client module calls code specialized
/// for its value type: setting a value nobody observes is a check and a store, and a delivery
/// costs one indirect call per handler. Neither allocates.
///
/// > Note: This is not the `Observable` protocol of Swift's Observation module. A file that
/// > imports both modules can spell this type `RefreshKit.Observable`.
public final class Observable<Value> {
  @usableFromInline @exclusivity(unchecked)
  var storage: Value

  /// The registrations, in the order they were made.
  @usableFromInline @exclusivity(unchecked)
  var registrations: ContiguousArray<ObservationRegistration<Value>> = []

  /// How many deliveries are under way (more than one when a handler sets the value again).
  ///
  /// While one is, ended registrations stay in ``registrations``, inactive, so that a handler
  /// that ends its own registration is not freed while it runs; the last delivery to finish
  /// removes them.
  @usableFromInline @exclusivity(unchecked)
  var deliveries = 0

  /// Whether registrations ended during a delivery wait to be removed.
  @usableFromInline @exclusivity(unchecked)
  var removalsWait = false

  /// Returns `true` when two values are equal, for values whose type is `Equatable`.
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
  /// If the value's type turns out to be `Equatable` at run time, setting an equal value notifies
  /// nobody, exactly as with the `Equatable` initializer; the comparison is just slower here.
  ///
  /// - Parameter value: The initial value.
  public convenience init(_ value: Value) {
    self.init(storage: value, isDuplicate: Self.dynamicEquality())
  }

  /// Creates an observable holding an `Equatable` value: setting an equal value notifies nobody.
  ///
  /// - Parameter value: The initial value.
  @inlinable
  public convenience init(_ value: Value) where Value: Equatable {
    self.init(storage: value, isDuplicate: { $0 == $1 })
  }

  /// The current value.
  ///
  /// Setting it delivers an ``ObservedChange`` to every handler.
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

  /// Stores `newValue` without telling anyone yet, and returns the change to deliver with
  /// ``deliver(_:)`` once the values that move with it are stored too: `nil` when nobody
  /// observes or the value is equal.
  ///
  /// For changes that happen in one step, such as content inserted before the offset, so that
  /// no handler sees one of the values moved and the other not.
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
  /// - Parameters:
  ///   - options: ``ObservationOptions/initial`` to receive the current value before this method
  ///     returns.
  ///   - handler: Called synchronously with each change. Capture observers weakly.
  /// - Returns: The token that keeps the observation alive. Keep it: a token that is released at
  ///   once ends the observation at once.
  public func observe(
    options: ObservationOptions = [],
    _ handler: @escaping (ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    let registration = ObservationRegistration(handler: handler)
    self.registrations.append(registration)
    let link = registration.link
    // Unowned and unsafe, yet safe: the registration stays in `registrations` until this work
    // runs, and the observable severs the link in its deinit.
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

  /// Calls every handler that is active when its turn comes, from a snapshot of the
  /// registrations taken before the first call.
  @inlinable
  func deliver(_ change: ObservedChange<Value>) {
    self.deliveries += 1
    // One registration, the common case: no snapshot is needed, because a handler added during
    // the call is not called for this change and this one has been checked already.
    if self.registrations.count == 1 {
      // Neither it nor its handler is retained: while a delivery is under way, the
      // registration stays in `registrations` even if its handler ends it.
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

  /// Removes the registrations ended during the deliveries that just finished.
  @usableFromInline
  func removeEndedRegistrations() {
    self.removalsWait = false
    self.registrations.removeAll { !$0.isActive }
  }

  /// Compares two values of the standard types RefreshKit observes most (offsets, sizes,
  /// frames, numbers, flags) without calling the stored comparison: once specialized for one of
  /// them this is a plain `==`, and for any other type it folds away to `nil`.
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

  /// Compares two values as `Known` when `Value` is `Known`; `nil` for any other type.
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
  /// An equality test on values statically typed as `Value`, whose dynamic type is `Self`.
  fileprivate static func equality<Value>(for _: Value.Type) -> (Value, Value) -> Bool {
    { lhs, rhs in (lhs as? Self) == (rhs as? Self) }
  }
}
