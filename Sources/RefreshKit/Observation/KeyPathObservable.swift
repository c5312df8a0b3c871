/// An object whose properties can be observed by key path, as with KVO's
/// `observe(_:options:changeHandler:)`.
///
/// Observing a key path that the type does not back stops the program with a message that names
/// the key path and the fix.
///
/// To conform, back each observable property with one ``Observable`` kept in a `let`, store into
/// it on every change, and list the pair in ``observableProperties`` (the compiler checks the
/// types). An open class sets ``ObservationRoot`` to itself; a main-actor type conforms with an
/// isolated conformance:
///
/// ```swift
/// extension FeedModel: @MainActor KeyPathObservable {
///   static let observableProperties: ObservableProperties<FeedModel> = [
///     .property(\.itemCount, storedIn: \.itemCountStorage)
///   ]
/// }
/// ```
///
/// A type that finds its observables another way implements ``observableStorage(for:)``
/// instead, returning the same ``Observable`` every time for the same key path.
public protocol KeyPathObservable: AnyObject {
  /// The type that observed key paths are rooted in: `Self` unless the type says otherwise.
  ///
  /// Key paths with different roots never compare equal, so an open class names itself here for
  /// its subclasses to observe inherited properties by the same key paths.
  associatedtype ObservationRoot = Self

  /// The observable properties, each with the observable that backs it; empty by default.
  static var observableProperties: ObservableProperties<ObservationRoot> { get }

  /// Returns the `Observable<Value>` that backs the property at `keyPath`, or `nil` when that
  /// property cannot be observed.
  ///
  /// The default looks the key path up in ``observableProperties``.
  func observableStorage(for keyPath: AnyKeyPath) -> AnyObject?

  /// Advice naming an observable key path to use instead of `keyPath`, for the message of the
  /// trap that observing it causes; the default is `nil`.
  static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String?
}

extension KeyPathObservable {
  /// No observable properties: a type that lists none implements
  /// ``KeyPathObservable/observableStorage(for:)``.
  public static var observableProperties: ObservableProperties<ObservationRoot> {
    []
  }

  /// Looks `keyPath` up in ``KeyPathObservable/observableProperties``.
  public func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    guard let root = self as? ObservationRoot else {
      return nil
    }
    return Self.observableProperties.storage(for: keyPath, in: root)
  }

  func observeListedChanges(_ handler: @escaping () -> Void) -> [ObservationToken] {
    guard let root = self as? ObservationRoot else {
      return []
    }
    return Self.observableProperties.observeChanges(of: root, handler)
  }

  /// Gives no specific advice.
  public static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    nil
  }

  /// The observable that backs the property at `keyPath`, typed, or `nil` when that property
  /// cannot be observed.
  @inlinable
  public func observable<Value>(for keyPath: KeyPath<ObservationRoot, Value>) -> Observable<Value>?
  {
    self.observableStorage(for: keyPath) as? Observable<Value>
  }

  /// Registers a handler that receives every change of the property at `keyPath`, with the
  /// object itself, until the returned token is invalidated or deallocated.
  ///
  /// The handler holds the object weakly and is not called once it is gone. The delivery rules
  /// are those of ``Observable``; ``ObservationOptions/initial`` delivers the current value before
  /// this method returns.
  @inlinable
  public func observe<Value>(
    _ keyPath: KeyPath<ObservationRoot, Value>,
    options: ObservationOptions = [],
    _ handler: @escaping (Self, ObservedChange<Value>) -> Void
  ) -> ObservationToken {
    guard let observable = self.observable(for: keyPath) else {
      let advice = Self.adviceForUnobservableKeyPath(keyPath).map { " \($0)" } ?? ""
      fatalError(
        """
        RefreshKit: \(keyPath) is not observable on \(Self.self).\(advice) \
        Observe a key path that \(Self.self) documents as observable, or back the property \
        with an Observable and return it from observableStorage(for:).
        """
      )
    }
    // A constant weak capture: unlike `[weak self]`, reading it needs no exclusivity check.
    weak let root = self
    let token = observable.observe(options: options) { change in
      guard let root else {
        return
      }
      handler(root, change)
    }
    token.observedObjectIsAlive = { root != nil }
    return token
  }
}
