/// The properties of `Root` that can be observed by key path, each paired with the
/// ``Observable`` that backs it: a table that ``KeyPathObservable/observableStorage(for:)``
/// answers from.
///
/// Each entry names a property and its storage, and the compiler checks that the storage holds
/// the property's type, which a hand-written `switch` over key paths cannot:
///
/// ```swift
/// extension FeedModel: @MainActor KeyPathObservable {
///   static let observableProperties: ObservableProperties<FeedModel> = [
///     .property(\.itemCount, storedIn: \.itemCountStorage),
///     .property(\.isLoading, storedIn: \.isLoadingStorage),
///   ]
/// }
/// ```
///
/// Point each entry at a `let`: the same observable must back the property for the object's
/// whole life. A type that names its table this way needs no
/// ``KeyPathObservable/observableStorage(for:)`` of its own: the protocol's default looks the key
/// path up here.
///
/// A table reads through key paths and is not `Sendable`: a main-actor type keeps it in a
/// `static let`, as above, and a type isolated to no actor in a computed `static var`, which
/// makes it when a key path is first observed.
public struct ObservableProperties<Root>: ExpressibleByArrayLiteral {
  /// One observable property and the observable that backs it.
  public struct Entry {
    let keyPath: AnyKeyPath
    let storage: (Root) -> AnyObject
    /// Calls a handler on every change of the property in a root, whatever its type.
    let observeChanges: (Root, @escaping () -> Void) -> ObservationToken

    /// The property at `keyPath`, backed by the observable at `storage`.
    ///
    /// - Parameters:
    ///   - keyPath: The property clients observe, rooted in `Root`.
    ///   - storage: The observable that holds the property's value and is set whenever it
    ///     changes.
    /// - Returns: The entry.
    public static func property<Value>(
      _ keyPath: KeyPath<Root, Value>, storedIn storage: KeyPath<Root, Observable<Value>>
    ) -> Entry {
      Entry(
        keyPath: keyPath, storage: { $0[keyPath: storage] },
        observeChanges: { root, handler in root[keyPath: storage].observe { _ in handler() } })
    }
  }

  private let entries: [Entry]

  /// A table of `entries`; the first entry for a key path wins.
  ///
  /// - Parameter entries: The observable properties.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// A table of the listed entries.
  ///
  /// - Parameter elements: The observable properties.
  public init(arrayLiteral elements: Entry...) {
    self.init(elements)
  }

  /// The observable behind the property at `keyPath` of `root`, or `nil` when the table does not
  /// list that property.
  ///
  /// - Parameters:
  ///   - keyPath: A key path, rooted in `Root` for a listed property.
  ///   - root: The object whose observable to return.
  /// - Returns: The property's `Observable<Value>`, or `nil`.
  public func storage(for keyPath: AnyKeyPath, in root: Root) -> AnyObject? {
    self.entries.first { $0.keyPath == keyPath }?.storage(root)
  }

  /// Calls `handler` after every change of any listed property of `root`, until the tokens go.
  func observeChanges(of root: Root, _ handler: @escaping () -> Void) -> [ObservationToken] {
    self.entries.map { $0.observeChanges(root, handler) }
  }
}
