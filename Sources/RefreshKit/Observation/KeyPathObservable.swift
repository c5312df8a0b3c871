/// An object whose properties can be observed by key path, as with KVO's
/// `observe(_:options:changeHandler:)`.
///
/// A conforming type backs each observable property with an ``Observable`` and lists the pairs
/// in ``observableProperties``. Clients then observe by key path:
///
/// ```swift
/// let token = scroll.observe(\.contentOffset, options: [.initial]) { scroll, change in
///   print(change.newValue.y)
/// }
/// ```
///
/// Observing a key path that the type does not back is a programmer error: it stops the program
/// with a message that names the key path and the fix.
///
/// ## Implementation requirements
///
/// Back each observable property with one ``Observable`` whose `Value` is the property's type,
/// kept in a `let` so that the same one serves for the object's whole life, store into it
/// every time the property changes, and list the pair in
/// ``observableProperties``; the compiler checks that the types agree. An open class sets
/// ``ObservationRoot`` to itself so that subclasses observe inherited properties. A main-actor
/// type conforms with an isolated conformance:
///
/// ```swift
/// @MainActor final class FeedModel {
///   let itemCountStorage = Observable(0)
///   var itemCount: Int {
///     get { itemCountStorage.value }
///     set { itemCountStorage.value = newValue }
///   }
/// }
///
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
  /// Key paths with different roots never compare equal, even for the same property
  /// (`\Truck.speed != \Vehicle.speed`). An open class therefore names itself here, so that its
  /// subclasses observe the properties they inherit by the same key paths: a `NormalHeader`
  /// observes `\.state` as `\RefreshComponent.state`.
  associatedtype ObservationRoot = Self

  /// The observable properties, each with the observable that backs it. The default is empty.
  static var observableProperties: ObservableProperties<ObservationRoot> { get }

  /// Returns the observable that backs the property at `keyPath`, or `nil` when that property
  /// cannot be observed. The default looks the key path up in ``observableProperties``.
  ///
  /// - Parameter keyPath: The key path of the property, rooted in this type or a superclass.
  /// - Returns: The property's `Observable<Value>`, where `Value` is the property's type.
  func observableStorage(for keyPath: AnyKeyPath) -> AnyObject?

  /// Says what to do instead of observing `keyPath`, for the message of the trap that observing
  /// an unobservable key path causes. The default says nothing beyond the general advice.
  ///
  /// - Parameter keyPath: A key path that ``observableStorage(for:)`` does not back.
  /// - Returns: Advice naming an observable key path to use instead, or `nil`.
  static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String?
}

extension KeyPathObservable {
  /// No observable properties: a type that lists none implements
  /// ``KeyPathObservable/observableStorage(for:)``.
  public static var observableProperties: ObservableProperties<ObservationRoot> {
    []
  }

  /// Looks `keyPath` up in ``KeyPathObservable/observableProperties``.
  ///
  /// - Parameter keyPath: The key path of the property, rooted in
  ///   ``KeyPathObservable/ObservationRoot``.
  /// - Returns: The property's observable storage, or `nil` when the table does not list it.
  public func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    guard let root = self as? ObservationRoot else {
      return nil
    }
    return Self.observableProperties.storage(for: keyPath, in: root)
  }

  /// Calls `handler` after every change of any property listed in
  /// ``KeyPathObservable/observableProperties``, until the tokens go.
  func observeListedChanges(_ handler: @escaping () -> Void) -> [ObservationToken] {
    guard let root = self as? ObservationRoot else {
      return []
    }
    return Self.observableProperties.observeChanges(of: root, handler)
  }

  /// Gives no specific advice.
  ///
  /// - Parameter keyPath: A key path that ``observableStorage(for:)`` does not back.
  /// - Returns: `nil`.
  public static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    nil
  }

  /// The observable that backs the property at `keyPath`, typed, or `nil` when that property
  /// cannot be observed.
  ///
  /// - Parameter keyPath: The key path of the property.
  /// - Returns: The property's observable storage.
  @inlinable
  public func observable<Value>(for keyPath: KeyPath<ObservationRoot, Value>) -> Observable<Value>?
  {
    self.observableStorage(for: keyPath) as? Observable<Value>
  }

  /// Registers a handler that receives every change of the property at `keyPath`, with the
  /// object itself, until the returned token is invalidated or deallocated.
  ///
  /// The handler receives the object weakly: the observation does not keep it alive, and once
  /// it is gone no handler is called. The delivery rules are those of ``Observable``.
  ///
  /// - Parameters:
  ///   - keyPath: The property to observe. It must be one that ``observableStorage(for:)``
  ///     backs.
  ///   - options: ``ObservationOptions/initial`` to receive the current value before this
  ///     method returns.
  ///   - handler: Called synchronously with the object and each change.
  /// - Returns: The token that keeps the observation alive.
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
    // A constant weak reference, captured by value: unlike a `[weak self]` capture, reading it
    // needs no exclusivity check.
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
