/// The properties of `Root` that can be observed by key path, each paired with the
/// ``Observable`` that backs it: the table ``KeyPathObservable/observableStorage(for:)`` answers
/// from by default.
///
/// The compiler checks that each storage holds its property's type:
///
/// ```swift
/// extension FeedModel: @MainActor KeyPathObservable {
///   static let observableProperties: ObservableProperties<FeedModel> = [
///     .property(\.itemCount, storedIn: \.itemCountStorage),
///   ]
/// }
/// ```
///
/// Point each entry at a `let`: the same observable must back the property for the object's
/// whole life. A table is not `Sendable`: a main-actor type keeps it in a `static let`, a type
/// isolated to no actor in a computed `static var`.
public struct ObservableProperties<Root>: ExpressibleByArrayLiteral {
  /// One observable property and the observable that backs it.
  public struct Entry {
    let keyPath: AnyKeyPath
    let storage: (Root) -> AnyObject
    let observeChanges: (Root, @escaping () -> Void) -> ObservationToken

    /// The property at `keyPath`, backed by the observable at `storage`, which is set whenever
    /// the property changes.
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
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// A table of the listed entries.
  public init(arrayLiteral elements: Entry...) {
    self.init(elements)
  }

  /// The observable behind the property at `keyPath` of `root`, or `nil` when the table does not
  /// list that property.
  public func storage(for keyPath: AnyKeyPath, in root: Root) -> AnyObject? {
    self.entries.first { $0.keyPath == keyPath }?.storage(root)
  }

  func observeChanges(of root: Root, _ handler: @escaping () -> Void) -> [ObservationToken] {
    self.entries.map { $0.observeChanges(root, handler) }
  }
}
